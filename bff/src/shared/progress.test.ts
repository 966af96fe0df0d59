import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progress percent (spec §9)', () => {
  it('rounds down to a multiple of 10', () => {
    expect(progressPercent(0, 1000)).toBe(0);
    expect(progressPercent(99, 1000)).toBe(0);
    expect(progressPercent(100, 1000)).toBe(10);
    expect(progressPercent(755, 2000)).toBe(30);
    expect(progressPercent(1, 3)).toBe(30);
    expect(progressPercent(2, 3)).toBe(60);
  });

  it('is 100 only when complete: 99.9 % is 90', () => {
    expect(progressPercent(999, 1000)).toBe(90);
    expect(progressPercent(1000, 1000)).toBe(100);
    expect(progressPercent(1500, 1000)).toBe(100);
    expect(progressPercent(12, 12)).toBe(100);
  });

  it('is complete without a target (the top tier), and 0 for nothing or a target of nothing', () => {
    expect(progressPercent(5000, null)).toBe(100);
    expect(progressPercent(-20, 100)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });
});
