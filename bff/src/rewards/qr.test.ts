import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr';

describe('qrSvg', () => {
  it('draws the code as one SVG of paths: no script, no text, no link, no handler', async () => {
    const svg = (await qrSvg('AUP-7KQ3-M2XD'))!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<script|<text|<a[\s>]|<foreignObject|\bon[a-z]+=|href|javascript:/i);
    // The code is drawn, not written: it is nowhere in the markup.
    expect(svg).not.toContain('AUP');
  });

  it('encodes what it is given (another code, another drawing), and markup in a code stays out of the SVG', async () => {
    expect(await qrSvg('AUP-7KQ3-M2XD')).not.toBe(await qrSvg('AUP-7KQ3-M2XE'));
    const hostile = (await qrSvg('<script>alert(1)</script>"onload="x'))!;
    expect(hostile).not.toMatch(/script|onload|alert/i);
  });

  it('gives null for a code too long for any QR code', async () => {
    expect(await qrSvg('x'.repeat(5000))).toBeNull();
  });
});
