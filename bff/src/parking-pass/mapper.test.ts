import { describe, expect, it } from 'vitest';
import { qrSvg } from '../shared/qr-code';
import { toParkingPass } from './mapper';

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
