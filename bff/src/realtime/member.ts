import { createHash } from 'node:crypto';
import type { CallContext, UpstreamClient } from '../upstream/client';
import { profileSchema } from '../upstream/member-profile';
import { fail, ok, type Result, type UpstreamFailure } from '../upstream/result';

// Who the signed-in member is, for their channel's name and pusher:signin (issue 20). The platform
// says it (GET me/profile with the member's token). pusher-js asks for an authorisation on every
// (re)connection and subscription, and the `realtime` query comes with every member page: each would
// be a profile call. So the answer is kept briefly in this process only: the member's id and display
// name, under a hash of the tenant and token (never the token itself), for MEMBER_TTL_MS, at most
// MAX_MEMBERS of them. Never in Redis or any cache another process or tenant reads; a failure is not
// kept (a refused session is asked again, and refused again).

export interface RealtimeMember {
  id: number;
  /** The member's display name (first and last name; empty when the profile has none). */
  name: string;
}

export interface MemberLookup {
  /** The member of this token: kept, or asked of the platform. */
  find(call: CallContext & { token: string }): Promise<Result<RealtimeMember, UpstreamFailure>>;
  /** Whether `find` answers without asking the platform (the authorisation's rate limit counts the address only then). */
  known(call: CallContext & { token: string }): boolean;
}

export const MEMBER_TTL_MS = 30_000;
export const MAX_MEMBERS = 10_000;

function keyOf(call: CallContext & { token: string }): string {
  return createHash('sha256').update(call.tenant.id).update('\0').update(call.token).digest('base64url');
}

export function createMemberLookup(upstream: Pick<UpstreamClient, 'get'>, options: { ttlMs?: number; max?: number; now?: () => number } = {}): MemberLookup {
  const ttlMs = options.ttlMs ?? MEMBER_TTL_MS;
  const max = options.max ?? MAX_MEMBERS;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { member: RealtimeMember; until: number }>();
  const asking = new Map<string, Promise<Result<RealtimeMember, UpstreamFailure>>>();

  const ask = async (call: CallContext & { token: string }): Promise<Result<RealtimeMember, UpstreamFailure>> => {
    const result = await upstream.get(call, 'me/profile', profileSchema);
    if (!result.ok) return result;
    const id = Number(result.value.id);
    if (!Number.isSafeInteger(id) || id <= 0) return fail({ kind: 'protocol', message: 'the profile has no numeric id', retryable: false, path: 'me/profile' });
    const name = [result.value.first_name, result.value.last_name].filter(Boolean).join(' ').trim();
    return ok({ id, name });
  };

  const find: MemberLookup['find'] = async (call) => {
    const key = keyOf(call);
    const entry = kept.get(key);
    if (entry && entry.until > now()) return ok(entry.member);
    if (entry) kept.delete(key);
    const pending = asking.get(key);
    if (pending) return pending;
    const promise = ask(call).finally(() => asking.delete(key));
    asking.set(key, promise);
    const result = await promise;
    if (result.ok) {
      // The oldest entry goes first (a Map keeps insertion order).
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, { member: result.value, until: now() + ttlMs });
    }
    return result;
  };
  const known: MemberLookup['known'] = (call) => (kept.get(keyOf(call))?.until ?? 0) > now();
  return { find, known };
}
