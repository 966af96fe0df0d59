import type { LightMyRequestResponse } from 'fastify';
import { hostOf, type GraphQLReply, type Stack } from './stack';

// The member side's integration helpers: GraphQL as a member (the session cookie), a fresh account
// made in the sandbox's store (the tests that change or delete an account leave the demo accounts as
// the README gives them), and what an answer did to the cookie.

/** GraphQL with a member's session cookie (`token`); the CSRF rule needs a JSON content type. */
export async function memberGql<T = Record<string, unknown>>(stack: Stack, tenant: string, token: string | null, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphQLReply<T>> {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: hostOf(tenant), 'content-type': 'application/json', ...(token ? { cookie: `token=${token}` } : {}), ...headers },
    payload: { query, variables },
  });
  const body = response.json() as { data?: T | null; errors?: GraphQLReply<T>['errors'] };
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors, response };
}

/** The `Set-Cookie` of the session in an answer, if it set or cleared it. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return all.find((cookie) => cookie.startsWith('token='));
}

let made = 0;

export interface NewMember {
  email: string;
  password: string | null;
  token: string;
  id: number;
}

/** A verified account of `tenant` with a session (the sandbox's knob); `password: null` is an account made through SSO. */
export async function newMember(stack: Stack, tenant: 'aupark' | 'galerieharfa' | 'novoplaza' | 'europasc' | 'beta', fields: { password?: string | null; phone?: string | null; birthDate?: string | null } = {}): Promise<NewMember> {
  const email = `member-${process.pid}-${++made}-${Date.now()}@${tenant}.test`;
  const password = fields.password === undefined ? 'Start-password-1' : fields.password;
  const response = await stack.sandbox.inject({
    method: 'POST',
    url: '/__sandbox/members',
    payload: { tenant, email, password, first_name: 'Test', last_name: 'Member', phone: fields.phone ?? null, birth_date: fields.birthDate ?? null },
  });
  if (response.statusCode !== 201) throw new Error(`new member: ${response.statusCode} ${response.body}`);
  const { id, token } = response.json() as { id: number; token: string };
  return { email, password, token, id };
}
