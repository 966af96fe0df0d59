import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { memberGql, newMember, sessionCookie } from '../test/member';
import { useStack } from '../test/stack';

// The member's support against the sandbox over real HTTP and a real Redis: earlier requests listed,
// a request sent with the member's token (the platform knows who asks; the ticket is the reference),
// bad input refused on its fields before the platform, nothing where the mall offers no support, the
// rate limit per session, and UNAUTHENTICATED for a visitor or an expired session.

const list = '{ supportRequests { id ticketNumber category subject status date time } }';
const send = `mutation ($lang: Language!, $input: SupportRequestInput!) { sendSupportRequest(lang: $lang, input: $input) { ok reference fieldErrors { field code message } } }`;
type Sent = { ok: boolean; reference: string | null; fieldErrors: { field: string; code: string; message: string }[] };
type Listed = { id: string; ticketNumber: string; category: string; subject: string; status: string; date: string; time: string };

const jana = `sbx.aupark.${Buffer.from('jana.novakova@aupark.test').toString('base64url')}`;
const request = { category: 'receipts', subject: 'Points for a receipt', message: 'My receipt from the pharmacy on Monday has no points yet.' };

describe("the member's support", () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1' } });

  it("lists a demo member's earlier requests, newest first, on the mall's clock", async () => {
    const { data, errors } = await memberGql<{ supportRequests: Listed[] }>(stack(), 'aupark', jana, list);
    expect(errors).toBeUndefined();
    expect(data!.supportRequests.map((r) => [r.category, r.status, r.subject])).toEqual([
      ['receipts', 'answered', 'Chýbajúce body za bloček'],
      ['parking', 'closed', 'Závora neprijala parkovací kód'],
    ]);
    for (const r of data!.supportRequests) {
      expect(r.ticketNumber).toMatch(/^AUP-\d{6}$/);
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.time).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it("sends a request with the member's token and lists it first; bad input never reaches the platform", async () => {
    const member = await newMember(stack(), 'galerieharfa');
    expect((await memberGql<{ supportRequests: Listed[] }>(stack(), 'galerieharfa', member.token, list)).data!.supportRequests).toEqual([]);
    stack().sandbox.knobs.clearRequests();
    const bad = await memberGql<{ sendSupportRequest: Sent }>(stack(), 'galerieharfa', member.token, send, { lang: 'cz', input: { category: 'billing', subject: ' ', message: 'Help!' } });
    expect(bad.data!.sendSupportRequest).toEqual({
      ok: false,
      reference: null,
      fieldErrors: [
        { field: 'category', code: 'required', message: fieldErrorMessages.cz.required },
        { field: 'subject', code: 'required', message: fieldErrorMessages.cz.required },
        { field: 'message', code: 'tooShort', message: 'Napište prosím alespoň 10 znaků.' },
      ],
    });
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/support')).toHaveLength(0);

    const { data } = await memberGql<{ sendSupportRequest: Sent }>(stack(), 'galerieharfa', member.token, send, { lang: 'cz', input: request });
    expect(data!.sendSupportRequest).toMatchObject({ ok: true, fieldErrors: [] });
    expect(data!.sendSupportRequest.reference).toMatch(/^GHA-\d{6}$/);
    const sent = stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/support');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', authorization: true, tenant: 'galerieharfa' });
    const after = await memberGql<{ supportRequests: Listed[] }>(stack(), 'galerieharfa', member.token, list);
    expect(after.data!.supportRequests[0]).toMatchObject({ ticketNumber: data!.sendSupportRequest.reference, category: 'receipts', subject: request.subject, status: 'open' });
  });

  it('offers nothing where the mall has support off (beta): no list, FORBIDDEN to send', async () => {
    const member = await newMember(stack(), 'beta');
    stack().sandbox.knobs.clearRequests();
    expect((await memberGql(stack(), 'beta', member.token, list)).data).toEqual({ supportRequests: [] });
    const { errors } = await memberGql(stack(), 'beta', member.token, send, { lang: 'en', input: request });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack().sandbox.knobs.requests().filter((r) => r.path.includes('support'))).toHaveLength(0);
  });

  it('limits requests per session, whatever the address', async () => {
    const member = await newMember(stack(), 'europasc');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await memberGql<{ sendSupportRequest: Sent | null }>(stack(), 'europasc', member.token, send, { lang: 'sk', input: request }, { 'x-forwarded-for': `203.0.113.${100 + i}` }));
    expect(answers.slice(0, 5).every((a) => a.data?.sendSupportRequest?.ok)).toBe(true);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('is UNAUTHENTICATED for a visitor and for an expired session, which it ends', async () => {
    expect((await memberGql(stack(), 'aupark', null, list)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await memberGql(stack(), 'beta', null, send, { lang: 'en', input: request })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await newMember(stack(), 'aupark');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'aupark', email: member.email } });
    const expired = await memberGql(stack(), 'aupark', member.token, send, { lang: 'en', input: request });
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(sessionCookie(expired.response)).toMatch(/^token=;/);
  });
});
