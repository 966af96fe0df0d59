import { describe, expect, it } from 'vitest';
import { attemptKeys } from './idempotency';

describe('attemptKeys', () => {
  it('keeps the key while the same choice is sent again, and makes a new one for another choice or after a booking', () => {
    let n = 0;
    const keys = attemptKeys(() => `key-${++n}`);
    expect(keys.keyFor(['3', '2026-11-28T09:00:00.000Z', 1, ''])).toBe('key-1');
    expect(keys.keyFor(['3', '2026-11-28T09:00:00.000Z', 1, ''])).toBe('key-1');
    expect(keys.keyFor(['3', '2026-11-28T09:00:00.000Z', 2, ''])).toBe('key-2');
    keys.forget();
    expect(keys.keyFor(['3', '2026-11-28T09:00:00.000Z', 2, ''])).toBe('key-3');
  });

  it('makes UUIDs the platform accepts (16–64 letters, digits, dashes)', () => {
    expect(attemptKeys().keyFor([1])).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  });
});
