import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../index';
import { TENANTS } from '../tenancy';

// The platform's account calls as the sandbox answers them (CONTRACT.md "Accounts"): the envelope,
// form posts, the mall's switches, and what a call without its token gets.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox();
});
afterAll(() => app.close());

const post = (tenant: keyof typeof TENANTS, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/v1/${url}`, headers: { origin: TENANTS[tenant].origin, ...headers }, payload: payload as string });

describe('accounts', () => {
  it('registers from a form post, answers 201 without a session, and e-mails the code', async () => {
    const form = new URLSearchParams({ first_name: 'Eva', last_name: 'Nová', email: 'eva.nova@example.com', password: 'Spring-2026', password_confirmation: 'Spring-2026', terms: 'on', newsletter: '0' });
    const response = await post('aupark', 'register', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'success', data: { email: 'eva.nova@example.com', email_verified: false }, message: 'Registered. We have sent a code to confirm the e-mail address.' });
    const outbox = (await app.inject({ method: 'GET', url: '/__sandbox/outbox?tenant=aupark&to=EVA.NOVA@example.com' })).json() as { kind: string; subject: string; code: string }[];
    expect(outbox).toEqual([expect.objectContaining({ kind: 'verification', code: expect.stringMatching(/^\d{6}$/) })]);
    expect(outbox[0]!.subject).toBe(`${outbox[0]!.code} is your code to confirm your e-mail address at Aupark`);
  });

  it("refuses in Laravel's words, each field on its own, the confirmation on the password", async () => {
    const response = await post('aupark', 'register', { email: 'x', password: 'abcdefgh', password_confirmation: 'abcdefgi' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      httpStatus: 'UnprocessableEntity',
      message: 'The given data was invalid.',
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        email: ['The email field must be a valid email address.'],
        password: ['The password field must contain at least one letter and one number.'],
        terms: ['The terms field must be accepted.'],
      },
    });
    const mismatch = await post('aupark', 'register', { first_name: 'A', last_name: 'B', email: 'a@b.cz', password: 'abcdefg1', password_confirmation: 'abcdefg2', terms: true });
    expect(mismatch.json()).toMatchObject({ errors: { password: ['The password field confirmation does not match.'] } });
  });

  it("follows the mall's switches: no registration without sign-in, no SSO where it is not shown", async () => {
    expect((await post('novoplaza', 'register', {})).json()).toMatchObject({ status: 'error', httpStatus: 'Forbidden' });
    expect((await post('beta', 'firebase-login', { id_token: 'x' })).statusCode).toBe(403);
    expect((await post('aupark', 'firebase-login', { id_token: 'x.y.z' })).json()).toMatchObject({ errors: { id_token: ['The ID token is not valid.'] } });
  });

  it('tells a program that a sign-in waits for the address, and sets no password without the code token', async () => {
    await post('europasc', 'register', { first_name: 'A', last_name: 'B', email: 'waiting@example.com', password: 'Spring-2026', password_confirmation: 'Spring-2026', terms: true });
    const login = await post('europasc', 'login', { email: 'waiting@example.com', password: 'Spring-2026' });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toMatchObject({ reason: 'email_not_verified', errors: { email: [expect.stringContaining('not verified')] } });
    const change = await post('europasc', 'change-forget-password', { password: 'Autumn-2026', password_confirmation: 'Autumn-2026' }, { authorization: 'Bearer sbx.europasc.bWFyZWsuaG9ydmF0aEBldXJvcGFzYy50ZXN0' });
    expect(change.statusCode).toBe(401);
    expect(change.json()).toMatchObject({ httpStatus: 'Unauthorized' });
  });
});
