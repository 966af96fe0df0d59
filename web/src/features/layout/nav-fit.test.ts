import { describe, expect, it } from 'vitest';
import { fitCount } from './nav-fit';

describe('fitCount', () => {
  const widths = [100, 80, 120, 90];
  it('keeps every item when the row fits, gaps included', () => {
    expect(fitCount(widths, 390 + 3 * 16, 16, 60)).toBe(4);
    expect(fitCount(widths, 1000, 16, 60)).toBe(4);
  });
  it('keeps room for More once one item does not fit', () => {
    // 100 + 16 + 80 + 16 + 120 = 332, then 16 + 60 for More = 408.
    expect(fitCount(widths, 437, 16, 60)).toBe(3);
    expect(fitCount(widths, 408, 16, 60)).toBe(3);
    expect(fitCount(widths, 407, 16, 60)).toBe(2);
  });
  it('counts sub-pixel sums that overshoot by rounding as fitting', () => {
    expect(fitCount([100.3, 100.3], 216.4, 16, 60)).toBe(2);
  });
  it('is none when not even one item fits beside More, and all of an empty list', () => {
    expect(fitCount(widths, 150, 16, 60)).toBe(0);
    expect(fitCount([], 0, 16, 60)).toBe(0);
  });
});
