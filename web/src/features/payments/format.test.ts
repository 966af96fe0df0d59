import { describe, expect, it } from 'vitest';
import { formatStay } from './format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatStay', () => {
  it('writes hours and minutes as the language does, leaving out an empty part', () => {
    expect(plain(formatStay(205, 'en'))).toBe('3 hr 25 min');
    expect(plain(formatStay(205, 'cz'))).toBe('3 h 25 min');
    expect(plain(formatStay(120, 'de'))).toBe('2 Std.');
    expect(plain(formatStay(45, 'sk'))).toBe('45 min');
    expect(plain(formatStay(0, 'en'))).toBe('0 min');
  });
});
