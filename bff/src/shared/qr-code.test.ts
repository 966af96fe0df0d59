import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-code';

describe('qrSvg', () => {
  it('draws the code as an SVG of paths only, sized by its container, the same code the same drawing', async () => {
    const svg = await qrSvg('P-00001-ABCD-EFGH');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).not.toMatch(/<script|href=|width=|on\w+=/i);
    expect(await qrSvg('P-00001-ABCD-EFGH')).toBe(svg);
    expect(await qrSvg('P-00001-ABCD-EFGJ')).not.toBe(svg);
    // 17 alphanumeric characters fit version 1 (21 modules), with a quiet zone of 4 on each side.
    expect(svg).toContain('viewBox="0 0 29 29"');
  });
});
