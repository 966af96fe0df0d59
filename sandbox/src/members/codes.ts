// The one-time codes the platform e-mails (issue 10 "Accounts": registration's verification, a
// forgotten password's reset; the rules are our choice, in CONTRACT.md): 6 digits, valid 30 minutes,
// one pending code per account and purpose (a new one replaces the old, which no longer works), void
// after 5 wrong tries, and void once used. Kept per account in the member store (`areaState`).

import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Account, AccountMailKind, MemberStore } from './store';

export type CodePurpose = AccountMailKind;

export const codeLifetimeMs = 30 * 60_000;
export const maxWrongTries = 5;

interface PendingCode {
  code: string;
  /** Epoch ms. */
  expiresAt: number;
  wrongTries: number;
}

export type CodeState = Partial<Record<CodePurpose, PendingCode>>;

/** `ok`, or why a code is refused: not the pending one (or none is), too old, or too many wrong tries. */
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted';

/** The platform's words for a refused code (on the `code` field). */
export const codeRefusals: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'The code is not valid.',
  expired: 'The code has expired. Ask for a new one.',
  exhausted: 'Too many wrong codes. Ask for a new one.',
};

export function codesOf(store: MemberStore, account: Account): CodeState {
  return store.areaState<CodeState>('codes', account, () => ({}));
}

/** A new code for `purpose`, replacing any pending one. */
export function issueCode(state: CodeState, purpose: CodePurpose, now: Date): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  state[purpose] = { code, expiresAt: now.getTime() + codeLifetimeMs, wrongTries: 0 };
  return code;
}

/** Checks a code against the pending one; a wrong one counts a try. The code stays pending until `consumeCode`. */
export function checkCode(state: CodeState, purpose: CodePurpose, code: string, now: Date): CodeCheck {
  const pending = state[purpose];
  if (!pending) return 'invalid';
  if (now.getTime() >= pending.expiresAt) return 'expired';
  if (pending.wrongTries >= maxWrongTries) return 'exhausted';
  const given = Buffer.from(code);
  const wanted = Buffer.from(pending.code);
  if (given.length === wanted.length && timingSafeEqual(given, wanted)) return 'ok';
  pending.wrongTries += 1;
  return pending.wrongTries >= maxWrongTries ? 'exhausted' : 'invalid';
}

export function consumeCode(state: CodeState, purpose: CodePurpose): void {
  delete state[purpose];
}

/** Makes every pending code of the account expired (the knob `POST /__sandbox/codes/expire`). */
export function expireCodes(state: CodeState, now: Date): number {
  let count = 0;
  for (const pending of Object.values(state)) {
    pending.expiresAt = Math.min(pending.expiresAt, now.getTime() - 1);
    count += 1;
  }
  return count;
}
