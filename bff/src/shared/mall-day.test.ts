import { describe, expect, it } from 'vitest';
import { mallDay } from './mall-day';

describe('the mall’s day of an instant', () => {
  it('is the tenant’s calendar, not UTC’s nor the server’s', () => {
    expect(mallDay('2026-03-28T23:30:00Z', 'Europe/Prague')).toBe('2026-03-29');
    expect(mallDay('2026-07-31T21:59:00Z', 'Europe/Bratislava')).toBe('2026-07-31');
    expect(mallDay('2026-07-31T22:00:00Z', 'Europe/Bratislava')).toBe('2026-08-01');
    expect(mallDay('2026-07-31T23:30:00+02:00', 'Europe/Prague')).toBe('2026-07-31');
  });

  it('reads a date-time without a zone as UTC (the platform’s), a bare day as it is, and nothing else', () => {
    expect(mallDay('2026-07-31 22:00:00', 'Europe/Prague')).toBe('2026-08-01');
    expect(mallDay('2026-01-15 22:59', 'Europe/Prague')).toBe('2026-01-15');
    expect(mallDay('2026-11-20', 'Europe/Prague')).toBe('2026-11-20');
    expect(mallDay('not a date', 'Europe/Prague')).toBeNull();
    expect(mallDay(null, 'Europe/Prague')).toBeNull();
  });
});
