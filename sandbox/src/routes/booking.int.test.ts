import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../index';
import { demoMembers, memberToken } from '../data/members';
import { hashPassword } from '../members/store';
import { TENANTS, type TenantId } from '../tenancy';

// The platform's booking API as the sandbox answers it (CONTRACT.md "booking", issue 21), on a clock of
// the test's own: Tuesday 1 December 2026, 09:00 in Bratislava (08:00 UTC), so every answer is the same at
// any hour the test runs.

const BASE = new Date('2026-12-01T08:00:00.000Z');
let now = BASE;
let app: FastifyInstance;

// aupark's services (data/booking.ts), in the mall's order.
const SHOPPER = 1401; // default zone, 90 min, 2 places, ≤2 people, cut-off 24 h, limit 2
const PLAY = 1402; // default zone, 60 min, 12 places, ≤4 people, cut-off 2 h, limit 3
const LOAN = 1403; // default zone, 120 min, 4 places, 1 person, limit 1
const EV = 1405; // parking zone, 120 min, 4 places, limit 2

// Wednesday 2 December: the centre opens at 10:00 CET (09:00 UTC); the car park at 06:00 (05:00 UTC).
const PLAY_10 = '2026-12-02T09:00:00.000Z';
const PLAY_11 = '2026-12-02T10:00:00.000Z';
const EV_06 = '2026-12-02T05:00:00.000Z';

const demo = demoMembers.find((m) => m.tenant === 'aupark')!;
const demoToken = memberToken(demo);
const headers = (tenant: TenantId = 'aupark', token?: string, extra: Record<string, string> = {}) => ({
  origin: TENANTS[tenant].origin,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

let keySeq = 0;
const newKey = () => `test-key-${String(++keySeq).padStart(8, '0')}`;

/** A new member of aupark with a session of its own. */
function newMember(name: string): { token: string; email: string } {
  const email = `${name}@example.test`;
  const account = app.members.add({
    tenant: 'aupark', email, passwordHash: hashPassword('Secret-pass-1'), firstName: name, lastName: 'Test', phone: null, birthDate: null,
    city: null, newsletter: false, verified: true, sso: false, createdAt: BASE.toISOString(), profilePicture: null,
  });
  return { token: app.members.issueToken(account), email };
}

const get = (url: string, token?: string, tenant: TenantId = 'aupark') => app.inject({ method: 'GET', url: `/v1/${url}`, headers: headers(tenant, token) });
const order = (token: string | undefined, body: Record<string, unknown>, key: string | null = newKey()) =>
  app.inject({ method: 'POST', url: '/v1/booking/orders', headers: headers('aupark', token, key ? { 'idempotency-key': key } : {}), payload: body });
const cancelOrder = (token: string, id: number) => app.inject({ method: 'POST', url: `/v1/booking/orders/${id}/cancel`, headers: headers('aupark', token), payload: {} });
const fill = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/__sandbox/booking/fill', payload: body });

interface Option { start: string; end: string; capacity: number; booked: number; places_left: number }
async function options(serviceId: number, date: string): Promise<{ status: number; data: { is_closed: boolean; in_window: boolean; closed_reason: unknown; time_zone: string; options: Option[] } }> {
  const res = await get(`booking/options?service_id=${serviceId}&date=${date}`);
  return { status: res.statusCode, data: res.json().data };
}
const placesAt = async (serviceId: number, start: string) => (await options(serviceId, start.slice(0, 10))).data.options.find((o) => o.start === start)?.places_left;
const mails = (email: string, kind: string) => app.members.outbox({ tenant: 'aupark', to: email }).filter((m) => m.kind === kind);

beforeAll(async () => {
  app = await buildSandbox({ now: () => now });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  now = BASE;
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

describe('services', () => {
  it('lists the mall’s services in its order, with their rules and texts in four languages', async () => {
    const res = await get('booking/services');
    expect(res.statusCode).toBe(200);
    const services = res.json().data as { id: number; zone: string; currency: string; price: number | null; image: string; translations: { locale: string; name: string }[] }[];
    expect(services.map((s) => s.id)).toEqual([1401, 1402, 1403, 1404, 1405]);
    expect(services[0]).toMatchObject({ zone: 'default', duration_minutes: 90, capacity: 2, max_people: 2, price: 39, currency: 'EUR', cancel_cutoff_minutes: 1440, max_upcoming_per_member: 2, booking_window_days: 14 });
    expect(services[2]!.price).toBeNull();
    expect(services[0]!.translations.map((t) => t.locale)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(services[0]!.image).toMatch(/\/images\/picture\/aupark\/mall-booking-personal-shopper\.jpg\?text=/);
    const harfa = (await get('booking/services', undefined, 'galerieharfa')).json().data as { currency: string; price: number | null }[];
    expect(harfa.length).toBeGreaterThanOrEqual(3);
    expect(harfa.every((s) => s.currency === 'CZK')).toBe(true);
  });

  it('has none for novoplaza and beta: an empty list, and 404 for the rest', async () => {
    for (const tenant of ['novoplaza', 'beta'] as const) {
      expect((await get('booking/services', undefined, tenant)).json()).toEqual({ data: [] });
      expect((await get('booking/services/1401', undefined, tenant)).statusCode).toBe(404);
      expect((await get('booking/options?service_id=3401&date=2026-12-02', undefined, tenant)).statusCode).toBe(404);
    }
  });

  it('answers one service with the days of its window, closed ones marked', async () => {
    now = new Date('2026-12-20T08:00:00.000Z');
    const res = await get(`booking/services/${PLAY}`);
    expect(res.statusCode).toBe(200);
    const days = res.json().data.days as { date: string; weekday: string; is_closed: boolean; closed_reason: { locale: string; name: string }[] | null }[];
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-12-20', weekday: 'sunday', is_closed: false, closed_reason: null });
    expect(days.at(-1)!.date).toBe('2027-01-02');
    // aupark's closed days in the window (data/closed-days.ts): 25 and 26 December, 1 January.
    expect(days.filter((d) => d.is_closed).map((d) => d.date)).toEqual(['2026-12-25', '2026-12-26', '2027-01-01']);
    expect(days.find((d) => d.date === '2027-01-01')!.closed_reason).toContainEqual({ locale: 'en', name: "New Year's Day" });
    expect((await get('booking/services/9999')).json()).toMatchObject({ status: 'error', httpStatus: 'NotFound', message: 'Service not found.' });
  });
});

describe('options', () => {
  it('lists the free times of a day with their places, public but not to be kept', async () => {
    const res = await get(`booking/options?service_id=${PLAY}&date=2026-12-02`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    const data = res.json().data;
    expect(data).toMatchObject({ service_id: PLAY, date: '2026-12-02', time_zone: 'Europe/Bratislava', is_closed: false, closed_reason: null, in_window: true });
    expect(data.options).toHaveLength(11);
    expect(data.options[0]).toEqual({ start: PLAY_10, end: PLAY_11, capacity: 12, booked: 0, places_left: 12 });
  });

  it('leaves out the times of today that have started', async () => {
    // 09:00 in Bratislava: the centre opens at 10:00 on Tuesdays, all of today's times are ahead.
    expect((await options(PLAY, '2026-12-01')).data.options).toHaveLength(11);
    now = new Date('2026-12-01T12:30:00.000Z'); // 13:30 local
    const afternoon = (await options(PLAY, '2026-12-01')).data.options;
    expect(afternoon[0]!.start).toBe('2026-12-01T13:00:00.000Z');
    expect(afternoon).toHaveLength(7);
  });

  it('closes the default zone on a holiday and keeps the car park open', async () => {
    now = new Date('2026-12-20T08:00:00.000Z');
    const play = await options(PLAY, '2026-12-25');
    expect(play.data).toMatchObject({ is_closed: true, in_window: true, options: [] });
    expect(play.data.closed_reason).toContainEqual({ locale: 'en', name: 'Christmas Day' });
    const ev = await options(EV, '2026-12-25');
    expect(ev.data).toMatchObject({ is_closed: false, closed_reason: null });
    expect(ev.data.options.length).toBeGreaterThan(0);
  });

  it('maps the same wall-clock times to other instants on a DST day', async () => {
    now = new Date('2026-03-20T08:00:00.000Z');
    expect((await options(PLAY, '2026-03-28')).data.options[0]!.start).toBe('2026-03-28T08:00:00.000Z');
    expect((await options(PLAY, '2026-03-29')).data.options[0]!.start).toBe('2026-03-29T07:00:00.000Z');
  });

  it('answers a date outside the window with no times, and refuses a bad query', async () => {
    expect((await options(PLAY, '2026-12-15')).data).toMatchObject({ in_window: false, options: [] });
    expect((await options(PLAY, '2026-11-30')).data).toMatchObject({ in_window: false, options: [] });
    const bad = await get(`booking/options?service_id=${PLAY}&date=02.12.2026`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ date: ['The date field must match the format Y-m-d.'] });
    expect((await get('booking/options?service_id=abc&date=2026-12-02')).json().errors.service_id).toBeDefined();
    expect((await get('booking/options?service_id=9999&date=2026-12-02')).statusCode).toBe(404);
  });
});

describe('orders', () => {
  it('needs a member: 401 without a token, private either way', async () => {
    for (const res of [await get('booking/orders'), await get('booking/orders/1000001'), await order(undefined, { service_id: PLAY, start: PLAY_10, people: 1 }), await cancelOrder('nope', 1000001)]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('gives the demo member a past done booking and a cancelled one', async () => {
    const res = await get('booking/orders', demoToken);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const orders = res.json().data as { status: string; code: string; start: string }[];
    expect(orders.map((o) => o.status).sort()).toEqual(['cancelled', 'done']);
    for (const o of orders) expect(o.code).toMatch(/^BK-1-\d{6}$/);
    expect(new Date(orders.find((o) => o.status === 'done')!.start).getTime()).toBeLessThan(BASE.getTime());
  });

  it('books a time: 201 with the order, one e-mail, and the time shows fewer places', async () => {
    const member = newMember('booker');
    const res = await order(member.token, { service_id: PLAY, start: PLAY_10, people: 3, note: 'Two boys and a girl' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Your booking is confirmed.' });
    expect(body.data).toMatchObject({
      service_id: PLAY, start: PLAY_10, end: PLAY_11, people: 3, note: 'Two boys and a girl', status: 'confirmed', cancelled_at: null,
      cancellable_until: '2026-12-02T07:00:00.000Z', created_at: BASE.toISOString(),
    });
    expect(body.data.code).toBe(`BK-1-${String(body.data.id % 1_000_000).padStart(6, '0')}`);
    expect(body.data.service).toMatchObject({ id: PLAY, capacity: 12 });
    expect(body.data.service.days).toBeUndefined();
    expect(await placesAt(PLAY, PLAY_10)).toBe(9);
    expect(await placesAt(PLAY, PLAY_11)).toBe(12);
    const sent = mails(member.email, 'booking-confirmed');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ code: body.data.code });
    // Not a demo account: written to in English, the start on the mall's clock.
    expect(sent[0]!.subject).toBe(`Your booking ${body.data.code} is confirmed: Children's play area, 02.12.2026 10:00, Aupark`);

    expect((await get(`booking/orders/${body.data.id}`, member.token)).json().data).toMatchObject({ id: body.data.id, status: 'confirmed' });
    expect((await get('booking/orders', member.token)).json().data.map((o: { id: number }) => o.id)).toEqual([body.data.id]);
  });

  it('writes to a demo member in the mall’s language', async () => {
    const res = await order(demoToken, { service_id: EV, start: EV_06 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.people).toBe(1);
    expect(mails(demo.email, 'booking-confirmed').at(-1)!.subject).toMatch(/^Vaša rezervácia BK-1-\d{6} je potvrdená: Nabíjacie miesto pre elektromobily, 02\.12\.2026 06:00, /);
  });

  it('gives 20 members asking at once for the last place exactly one booking, and the others SLOT_FULL', async () => {
    expect((await fill({ tenant: 'aupark', service_id: EV, start: EV_06, places: 3 })).json()).toEqual({ ok: true, places_left: 1 });
    const members = Array.from({ length: 20 }, (_, i) => newMember(`racer${i}`));
    const replies = await Promise.all(members.map((m) => order(m.token, { service_id: EV, start: EV_06, people: 1 })));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = replies.find((r) => r.statusCode === 409)!.json();
    expect(refused).toEqual({ status: 'error', httpStatus: 'Conflict', message: 'This time is fully booked.', code: 'SLOT_FULL' });
    expect(await placesAt(EV, EV_06)).toBe(0);
  });

  it('gives exactly the capacity when 20 ask at once for an empty time', async () => {
    const members = Array.from({ length: 20 }, (_, i) => newMember(`crowd${i}`));
    const replies = await Promise.all(members.map((m) => order(m.token, { service_id: EV, start: EV_06 })));
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(replies.filter((r) => r.statusCode === 409 && r.json().code === 'SLOT_FULL')).toHaveLength(16);
  });

  it('refuses more people than the places left', async () => {
    const member = newMember('family');
    await fill({ tenant: 'aupark', service_id: PLAY, start: PLAY_10, places: 10 });
    expect((await order(member.token, { service_id: PLAY, start: PLAY_10, people: 3 })).json().code).toBe('SLOT_FULL');
    expect((await order(member.token, { service_id: PLAY, start: PLAY_10, people: 2 })).statusCode).toBe(201);
  });

  it('replays an order sent again with the same key, and refuses the key with another body', async () => {
    const member = newMember('doubleclick');
    const key = newKey();
    const first = await order(member.token, { service_id: PLAY, start: PLAY_10, people: 2 }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await order(member.token, { service_id: PLAY, start: PLAY_10, people: 2 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(mails(member.email, 'booking-confirmed')).toHaveLength(1);
    expect(await placesAt(PLAY, PLAY_10)).toBe(10);

    const reused = await order(member.token, { service_id: PLAY, start: PLAY_11, people: 2 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    // The key in the body does the same; another member's same key is another order.
    const other = newMember('samekey');
    const theirs = await app.inject({ method: 'POST', url: '/v1/booking/orders', headers: headers('aupark', other.token), payload: { service_id: PLAY, start: PLAY_10, people: 2, idempotency_key: key } });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);

    // A day later the key is forgotten: the same body is a new order.
    now = new Date(BASE.getTime() + 24 * 3_600_000 + 1000);
    const later = await order(member.token, { service_id: PLAY, start: '2026-12-03T09:00:00.000Z', people: 2 }, key);
    expect(later.statusCode).toBe(201);
  });

  it('holds a member to the limit of upcoming bookings of a service', async () => {
    const member = newMember('limited');
    expect((await order(member.token, { service_id: SHOPPER, start: PLAY_10 })).statusCode).toBe(201);
    expect((await order(member.token, { service_id: SHOPPER, start: '2026-12-03T09:00:00.000Z' })).statusCode).toBe(201);
    const third = await order(member.token, { service_id: SHOPPER, start: '2026-12-04T09:00:00.000Z' });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ code: 'LIMIT_REACHED', message: 'You already have 2 upcoming bookings of this service.' });
    // Another service is another count.
    expect((await order(member.token, { service_id: LOAN, start: PLAY_10 })).statusCode).toBe(201);
    expect((await order(member.token, { service_id: LOAN, start: '2026-12-03T09:00:00.000Z' })).json().code).toBe('LIMIT_REACHED');
  });

  it('refuses a start that is not one of the service’s times', async () => {
    const member = newMember('offtime');
    for (const start of [
      '2026-12-02T09:30:00.000Z', // not aligned
      '2026-12-01T07:00:00.000Z', // before opening
      '2026-11-30T09:00:00.000Z', // past
      '2026-12-25T09:00:00.000Z', // outside the window
    ]) {
      const res = await order(member.token, { service_id: PLAY, start });
      expect(res.statusCode, start).toBe(422);
      expect(res.json().code).toBe('SLOT_UNAVAILABLE');
    }
    // The same instant written with the mall's offset is the same time.
    expect((await order(member.token, { service_id: PLAY, start: '2026-12-02T10:00:00+01:00' })).statusCode).toBe(201);
  });

  it('answers field errors and an unknown service', async () => {
    const member = newMember('sloppy');
    const noKey = await order(member.token, { service_id: PLAY, start: PLAY_10 }, null);
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toEqual({ idempotency_key: ['The idempotency key field is required.'] });
    expect((await order(member.token, { service_id: PLAY, start: PLAY_10 }, 'short')).json().errors.idempotency_key).toBeDefined();
    const many = await order(member.token, { service_id: PLAY, start: PLAY_10, people: 5 });
    expect(many.json().errors).toEqual({ people: ['The people field must be between 1 and 4.'] });
    expect((await order(member.token, { service_id: PLAY, start: PLAY_10, people: 0 })).json().errors.people).toBeDefined();
    const fields = await order(member.token, { start: 'tomorrow', note: 'x'.repeat(501) });
    expect(Object.keys(fields.json().errors).sort()).toEqual(['note', 'service_id', 'start']);
    expect((await order(member.token, { service_id: PLAY })).json().errors).toEqual({ start: ['The start field is required.'] });
    const unknown = await order(member.token, { service_id: 9999, start: PLAY_10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Service not found.');
  });

  it('answers another member’s order as not found', async () => {
    const owner = newMember('owner');
    const id = (await order(owner.token, { service_id: PLAY, start: PLAY_10 })).json().data.id as number;
    const stranger = newMember('stranger');
    for (const res of [await get(`booking/orders/${id}`, stranger.token), await cancelOrder(stranger.token, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Booking not found.');
    }
    expect((await get('booking/orders', stranger.token)).json().data).toEqual([]);
    expect((await get('booking/orders/abc', owner.token)).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels, sends an e-mail and frees the places at once', async () => {
    const member = newMember('canceller');
    const booked = (await order(member.token, { service_id: PLAY, start: PLAY_10, people: 4 })).json().data;
    expect(await placesAt(PLAY, PLAY_10)).toBe(8);
    const res = await cancelOrder(member.token, booked.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { id: booked.id, status: 'cancelled', cancelled_at: BASE.toISOString() } });
    expect(await placesAt(PLAY, PLAY_10)).toBe(12);
    expect(mails(member.email, 'booking-cancelled')).toEqual([expect.objectContaining({ code: booked.code, subject: expect.stringMatching(/^Your booking BK-1-\d{6} has been cancelled: /) })]);
    const twice = await cancelOrder(member.token, booked.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ httpStatus: 'Conflict', code: 'NOT_CANCELLABLE' });
    // A cancelled booking no longer counts against the limit.
    expect((await order(member.token, { service_id: PLAY, start: PLAY_10 })).statusCode).toBe(201);
  });

  it('cancels until the cut-off and not after it', async () => {
    const member = newMember('late');
    const early = (await order(member.token, { service_id: PLAY, start: PLAY_10 })).json().data;
    const late = (await order(member.token, { service_id: PLAY, start: PLAY_11 })).json().data;
    // 2 hours before 10:00 (08:00 local, 07:00 UTC) is the last moment.
    now = new Date('2026-12-02T07:00:00.000Z');
    expect((await cancelOrder(member.token, early.id)).statusCode).toBe(200);
    now = new Date('2026-12-02T08:30:00.000Z');
    const refused = await cancelOrder(member.token, late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CUTOFF_PASSED');
    expect((await get(`booking/orders/${late.id}`, member.token)).json().data.status).toBe('confirmed');
    // Once its end has passed it is done, and not cancellable either.
    now = new Date('2026-12-02T11:00:00.000Z');
    expect((await get(`booking/orders/${late.id}`, member.token)).json().data.status).toBe('done');
    expect((await cancelOrder(member.token, late.id)).json().code).toBe('NOT_CANCELLABLE');
  });
});

describe('the fill knob', () => {
  it('takes the places left of a time, or some of them', async () => {
    expect((await fill({ tenant: 'aupark', service_id: PLAY, start: PLAY_10, places: 5 })).json()).toEqual({ ok: true, places_left: 7 });
    expect(await placesAt(PLAY, PLAY_10)).toBe(7);
    expect((await fill({ tenant: 'aupark', service_id: PLAY, start: PLAY_10 })).json()).toEqual({ ok: true, places_left: 0 });
    const option = (await options(PLAY, '2026-12-02')).data.options[0]!;
    expect(option).toMatchObject({ booked: 12, places_left: 0 });
    // The mall's places are in no member's list; the reset frees them.
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await placesAt(PLAY, PLAY_10)).toBe(12);
  });

  it('answers 404 for an unknown tenant or service and 422 for a start that is not a time', async () => {
    expect((await fill({ tenant: 'nowhere', service_id: PLAY, start: PLAY_10 })).statusCode).toBe(404);
    expect((await fill({ tenant: 'novoplaza', service_id: PLAY, start: PLAY_10 })).statusCode).toBe(404);
    expect((await fill({ tenant: 'aupark', service_id: PLAY, start: '2026-12-02T09:15:00.000Z' })).statusCode).toBe(422);
    expect((await fill({ tenant: 'aupark', service_id: PLAY })).statusCode).toBe(400);
  });

  it('is undone by the reset, with the members’ orders (the seed stays)', async () => {
    const member = newMember('resetme');
    await order(member.token, { service_id: PLAY, start: PLAY_10 });
    await order(demoToken, { service_id: PLAY, start: PLAY_10 });
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await get('booking/orders', member.token)).json().data).toEqual([]);
    expect((await get('booking/orders', demoToken)).json().data.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'done']);
  });
});
