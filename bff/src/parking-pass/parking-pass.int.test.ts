import { describe, expect, it } from 'vitest';
import { memberGql, newMember, sessionCookie } from '../test/member';
import { useStack } from '../test/stack';

// The member's parking code against the sandbox over real HTTP and a real Redis: the code with its QR
// drawing and its validity on the mall's clock, the same code until it expires, none where the mall has
// no car park, and UNAUTHENTICATED for a visitor or an expired session.

const query = '{ parkingPass { code qrSvg validFromDate validFromTime validUntilDate validUntilTime } }';
type Pass = { code: string; qrSvg: string; validFromDate: string; validFromTime: string; validUntilDate: string; validUntilTime: string };

const mallClock = (instant: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bratislava', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
};

describe('the parking code', () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it("gives the member's code as a QR drawing, valid for a day on the mall's clock, and the same code when asked again", async () => {
    const member = await newMember(stack(), 'aupark');
    const before = new Date();
    const { data, errors } = await memberGql<{ parkingPass: Pass }>(stack(), 'aupark', member.token, query);
    expect(errors).toBeUndefined();
    const pass = data!.parkingPass;
    expect(pass.code).toMatch(new RegExp(`^P-${String(member.id).padStart(5, '0')}-[A-Z2-9]{4}-[A-Z2-9]{4}$`));
    expect(pass.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(pass.qrSvg).not.toMatch(/<script|href=/i);
    const from = mallClock(new Date(Math.floor(before.getTime() / 60_000) * 60_000));
    expect({ date: pass.validFromDate, time: pass.validFromTime }).toEqual(from);
    expect({ date: pass.validUntilDate, time: pass.validUntilTime }).toEqual(mallClock(new Date(Math.floor(before.getTime() / 60_000) * 60_000 + 24 * 3_600_000)));
    const again = await memberGql<{ parkingPass: Pass }>(stack(), 'aupark', member.token, query);
    expect(again.data!.parkingPass.code).toBe(pass.code);
    // Another member's code is another code.
    const other = await newMember(stack(), 'aupark');
    expect((await memberGql<{ parkingPass: Pass }>(stack(), 'aupark', other.token, query)).data!.parkingPass.code).not.toBe(pass.code);
  });

  it('is none where the mall has no car park (beta), with no error', async () => {
    const member = await newMember(stack(), 'beta');
    const { data, errors } = await memberGql(stack(), 'beta', member.token, query);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ parkingPass: null });
  });

  it('is left out, not an error, while the platform fails, and UNAUTHENTICATED for a visitor and an expired session', async () => {
    const member = await newMember(stack(), 'europasc');
    stack().sandbox.knobs.setMode('failing');
    const failing = await memberGql(stack(), 'europasc', member.token, query);
    expect(failing.data).toEqual({ parkingPass: null });
    stack().sandbox.knobs.setMode('normal');

    expect((await memberGql(stack(), 'europasc', null, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'europasc', email: member.email } });
    const expired = await memberGql(stack(), 'europasc', member.token, query);
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(sessionCookie(expired.response)).toMatch(/^token=;/);
  });
});
