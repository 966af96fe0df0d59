import { describe, expect, it } from 'vitest';
import { qrSvg, toParkingPass } from './mapper';

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

describe('toParkingPass', () => {
  it("gives the validity on the mall's clock (summer and winter time), and the code's QR drawing", async () => {
    const pass = await toParkingPass({ code: 'P-00001-ABCD-EFGH', valid_from: '2026-03-28T22:30:00.000Z', valid_until: '2026-03-29T22:30:00.000Z' }, 'Europe/Bratislava');
    expect(pass).toMatchObject({ code: 'P-00001-ABCD-EFGH', validFromDate: '2026-03-28', validFromTime: '23:30', validUntilDate: '2026-03-30', validUntilTime: '00:30' });
    expect(pass?.qrSvg).toBe(await qrSvg('P-00001-ABCD-EFGH'));
  });

  it('leaves out a code whose dates are no dates', async () => {
    expect(await toParkingPass({ code: 'X', valid_from: 'soon', valid_until: '2026-03-29T22:30:00Z' }, 'Europe/Prague')).toBeNull();
  });
});
