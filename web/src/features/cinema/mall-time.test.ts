import { describe, expect, it } from 'vitest';
import { formatMallTime } from './mall-time';

describe('formatMallTime', () => {
  it('writes 24-hour formats', () => {
    expect(formatMallTime('09:05', 'H:i')).toBe('09:05');
    expect(formatMallTime('09:05', 'G:i')).toBe('9:05');
    expect(formatMallTime('21:30', 'G.i')).toBe('21.30');
  });

  it('writes 12-hour formats with the half of the day', () => {
    expect(formatMallTime('00:15', 'g:i A')).toBe('12:15 AM');
    expect(formatMallTime('12:00', 'h:i a')).toBe('12:00 pm');
    expect(formatMallTime('23:59', 'g:i a')).toBe('11:59 pm');
  });

  it('keeps escaped characters and falls back to H:i', () => {
    expect(formatMallTime('18:30', 'H\\h i')).toBe('18h 30');
    expect(formatMallTime('18:30', null)).toBe('18:30');
    expect(formatMallTime('18:30', '  ')).toBe('18:30');
  });

  it('refuses what is not a time', () => {
    expect(formatMallTime('24:00', 'H:i')).toBeNull();
    expect(formatMallTime('7:00', 'H:i')).toBeNull();
    expect(formatMallTime(null, 'H:i')).toBeNull();
  });
});
