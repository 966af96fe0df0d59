import QRCode from 'qrcode';
import type { ParkingPass } from '../graphql/generated';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';
import type { UpstreamParkingPass } from './upstream';

// The parking code as the dashboard shows it (spec §7 `me/parking/show-qr-code`): the text, a QR code
// drawn here on the server (an SVG of paths from the `qrcode` package: nothing to run, nothing to load,
// no image request), and its validity on the mall's clock.

/**
 * The code as an SVG QR code: error correction M (a phone screen with a scratch or glare still reads),
 * a quiet zone of 4 modules as the standard asks, sized by its container (a viewBox, no width).
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

export async function toParkingPass(pass: UpstreamParkingPass, timeZone: string): Promise<ParkingPass | null> {
  const from = parseTimestamp(pass.valid_from);
  const until = parseTimestamp(pass.valid_until);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime())) return null;
  const start = mallDateTime(from, timeZone);
  const end = mallDateTime(until, timeZone);
  return { code: pass.code, qrSvg: await qrSvg(pass.code), validFromDate: start.date, validFromTime: start.time, validUntilDate: end.date, validUntilTime: end.time };
}
