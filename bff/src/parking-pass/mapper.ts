import type { ParkingPass } from '../graphql/generated';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';
import { qrSvg } from '../shared/qr-code';
import type { UpstreamParkingPass } from './upstream';

// The parking code as the dashboard shows it (spec §7 `me/parking/show-qr-code`): the text, a QR code
// drawn here on the server (shared/qr-code.ts), and its validity on the mall's clock.

export async function toParkingPass(pass: UpstreamParkingPass, timeZone: string): Promise<ParkingPass | null> {
  const from = parseTimestamp(pass.valid_from);
  const until = parseTimestamp(pass.valid_until);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime())) return null;
  const start = mallDateTime(from, timeZone);
  const end = mallDateTime(until, timeZone);
  return { code: pass.code, qrSvg: await qrSvg(pass.code), validFromDate: start.date, validFromTime: start.time, validUntilDate: end.date, validUntilTime: end.time };
}
