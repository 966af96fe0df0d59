import { describe, expect, it } from 'vitest';
import { fitLabel, lineOffsets, MAX_FONT, MIN_FONT } from './label';

describe('fitLabel', () => {
  it('keeps a short name on one line at the largest size', () => {
    expect(fitLabel('H&M', { width: 200, height: 200 })).toEqual({ lines: ['H&M'], fontSize: MAX_FONT });
  });

  it('breaks a long name into lines when that lets it be larger', () => {
    const label = fitLabel('Kadeřnictví Lenka & spol.', { width: 100, height: 200 });
    expect(label.lines.length).toBeGreaterThan(1);
    expect(label.lines.join(' ')).toBe('Kadeřnictví Lenka & spol.');
    expect(label.fontSize).toBeGreaterThan(MIN_FONT);
  });

  it('never goes below the smallest size', () => {
    expect(fitLabel('Supercalifragilisticexpialidocious', { width: 30, height: 20 }).fontSize).toBe(MIN_FONT);
  });
});

describe('lineOffsets', () => {
  it('centres the lines on the label point', () => {
    expect(lineOffsets(1)).toEqual([0]);
    expect(lineOffsets(3)[0]).toBeCloseTo(-1.15);
    expect(lineOffsets(3)[2]).toBeCloseTo(1.15);
  });
});
