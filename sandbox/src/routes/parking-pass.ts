import { createHash } from 'node:crypto';
import type { Area } from '../area';
import { parkingFor } from '../data/parking';
import { ok, sendError } from '../envelope';
import { requireMember } from '../members/auth';
import type { Account } from '../members/store';

// The member's parking code (spec §7 "Support, parking": `me/parking/show-qr-code`; the fields are our
// choice, in CONTRACT.md): a code the car park's pay station and exit barrier read, shown as a QR code,
// valid for 24 hours from when it was issued; asked for again after that, the member gets a new one.

export interface ParkingPass {
  code: string;
  /** ISO date-time. */
  valid_from: string;
  valid_until: string;
}

export const PASS_HOURS = 24;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code of the account's, issued at `from` (to the minute): deterministic, 8 unambiguous characters. */
export function passCode(account: Account, from: Date): string {
  const digest = createHash('sha256').update(`${account.tenant}:${account.id}:${from.toISOString()}`).digest();
  const body = [...digest.subarray(0, 8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `P-${String(account.id).padStart(5, '0')}-${body.slice(0, 4)}-${body.slice(4)}`;
}

export function issuePass(account: Account, now: Date): ParkingPass {
  const from = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return { code: passCode(account, from), valid_from: from.toISOString(), valid_until: new Date(from.getTime() + PASS_HOURS * 3_600_000).toISOString() };
}

export const area: Area = (app, ctx) => {
  app.get('/me/parking/show-qr-code', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    if (!parkingFor(ctx.tenant(request).id)) return sendError(reply, 404, 'The mall has no parking option.');
    const now = ctx.members.time();
    const state = ctx.members.areaState<{ pass: ParkingPass }>('parking-pass', account, (a) => ({ pass: issuePass(a, now) }));
    if (Date.parse(state.pass.valid_until) <= now.getTime()) state.pass = issuePass(account, now);
    return ok(state.pass);
  });
};
