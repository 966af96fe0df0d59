import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, RING_DARK, RING_LIGHT, RING_MIN_CONTRAST, ringColor } from './contrast';

// The bars' colours of each sandbox mall (sandbox/src/data/brand.ts palettes, settings.ts colour names):
// over-header, header, footer.
const themes = {
  aupark: { overHeader: '#e2001a', header: '#ffffff', footer: '#e2001a' },
  galerieharfa: { overHeader: '#0f4c81', header: '#0f4c81', footer: '#36404d' },
  novoplaza: { overHeader: '#33403a', header: '#ffffff', footer: '#00803e' },
  europasc: { overHeader: '#7b2d8e', header: '#ffffff', footer: '#1b1020' },
  beta: { overHeader: '#1f2937', header: '#ffffff', footer: '#1f2937' },
};

describe('parseColor', () => {
  it('reads hex in its short and long forms and rgb()', () => {
    expect(parseColor('#E2001A')).toEqual([226, 0, 26]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#0f4c81cc')).toEqual([15, 76, 129]);
    expect(parseColor('rgb(15, 76, 129)')).toEqual([15, 76, 129]);
    expect(parseColor('rgba(15, 76, 129, 0.5)')).toEqual([15, 76, 129]);
  });
  it('is null for what it cannot read', () => {
    for (const value of ['red', '#12', 'rgb(300, 0, 0)', 'linear-gradient(red, blue)', '']) expect(parseColor(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is WCAG’s: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e2001a', '#e2001a')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('ringColor', () => {
  it.each(Object.entries(themes))('gives %s a ring of 3:1 or more on each of its bars', (_tenant, bars) => {
    for (const background of Object.values(bars)) {
      const ring = ringColor(background);
      expect(ring).not.toBeNull();
      expect(contrastRatio(ring!, background)).toBeGreaterThanOrEqual(RING_MIN_CONTRAST);
    }
  });
  it('is white on dark and saturated bars, dark on white', () => {
    expect(ringColor(themes.aupark.overHeader)).toBe(RING_LIGHT);
    expect(ringColor(themes.galerieharfa.header)).toBe(RING_LIGHT);
    expect(ringColor(themes.aupark.header)).toBe(RING_DARK);
  });
  it('reaches 3:1 on the mid greys where neither white nor black has much to spare', () => {
    for (let level = 0; level <= 255; level += 5) {
      const grey = `rgb(${level}, ${level}, ${level})`;
      expect(contrastRatio(ringColor(grey)!, grey)).toBeGreaterThanOrEqual(RING_MIN_CONTRAST);
    }
  });
  it('is null for a colour it cannot read', () => {
    expect(ringColor('tomato')).toBeNull();
  });
});
