import { ledgerOf, recordPoints } from '@mall/sandbox';
import { hostOf, type Stack } from './stack';

// Members in the integration tests (issue 10): a GraphQL request with a member's session (the `token`
// cookie) or none, the demo members' standing tokens, and a second member of a mall made in the
// sandbox's store (the registration screens make them through the site).

export interface MemberReply<T> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** The `token` cookie the answer sets (cleared: `token=;…`), if any. */
  cookie: string | undefined;
  headers: Record<string, unknown>;
}

/** A GraphQL POST with the member's session (`token`), or as a visitor (null). */
export async function askAs<T>(stack: Stack, tenant: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<MemberReply<T>> {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: hostOf(tenant), 'content-type': 'application/json', ...(token ? { cookie: `token=${token}` } : {}) },
    payload: { query, variables },
  });
  const body = response.json() as { data?: T | null; errors?: MemberReply<T>['errors'] };
  const raw = response.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).find((c) => c.startsWith('token='));
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors, cookie, headers: response.headers };
}

/** A demo member's standing token (sandbox/src/data/members.ts). */
export const demoToken = (tenant: string, email: string): string => `sbx.${tenant}.${Buffer.from(email).toString('base64url')}`;

/**
 * Another member of a mall, with a session of their own. A new account has only its welcome bonus;
 * `points` adds a bonus of that many (what a test's member needs to spend).
 */
export function addMember(stack: Stack, tenant: 'aupark' | 'galerieharfa' | 'novoplaza' | 'europasc' | 'beta', email: string, points = 0): string {
  const members = stack.sandbox.members;
  const account = members.add({
    tenant,
    email,
    passwordHash: null,
    firstName: 'Tomáš',
    lastName: 'Druhý',
    phone: null,
    birthDate: null,
    city: null,
    newsletter: false,
    verified: true,
    sso: false,
    createdAt: new Date().toISOString(),
    profilePicture: null,
  });
  if (points > 0) recordPoints(ledgerOf(members, account), { at: new Date().toISOString(), amount: points, source: 'bonus', reference: null, expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString() });
  return members.issueToken(account);
}
