import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { memberGql, newMember, type NewMember } from '../test/member';
import { vevents } from '../test/ics-text';
import { gql, hostOf, startStack, type Stack, useStack } from '../test/stack';
import { optionsKey } from './calls';
import { bookingMessage } from './texts';

// Booking against the sandbox over real HTTP and a real Redis (issue 21): the services and their window
// per mall (none for novoplaza), a day's free times, booking and cancelling with the places taken and
// freed at once (the cached free times dropped, on this bff and on a second one on the same Redis), the
// member's bookings upcoming and past, the idempotency key (one booking, one e-mail), 20 members at once
// for the last places, the refusals (SLOT_FULL with the day asked again, LIMIT_REACHED, SLOT_UNAVAILABLE,
// CUTOFF_PASSED, NOT_CANCELLABLE, the form's fields), a visitor's UNAUTHENTICATED, another member's
// booking, the calendar file, the rate limit per session.

type Tenant = 'aupark' | 'galerieharfa' | 'europasc' | 'novoplaza';

interface Service {
  id: string;
  name: string;
  slug: string;
  summary: string;
  description: string | null;
  image: string | null;
  location: string;
  durationMinutes: number;
  price: number | null;
  currency: string;
  capacity: number;
  maxPeople: number;
  cancelCutoffMinutes: number;
  maxUpcomingPerMember: number;
  zone: string;
}
interface Slot {
  startsAt: string;
  endsAt: string;
  time: string;
  endTime: string;
  capacity: number;
  placesLeft: number;
}
interface Day {
  serviceId: string;
  date: string;
  open: boolean;
  closedReason: string | null;
  slots: Slot[];
}
interface Booking {
  id: string;
  code: string;
  status: 'confirmed' | 'cancelled' | 'done';
  service: { id: string; name: string };
  startsAt: string;
  endsAt: string;
  date: string;
  time: string;
  endTime: string;
  people: number;
  note: string | null;
  createdAt: string;
  cancelledAt: string | null;
  cancellable: boolean;
  cancellableUntil: string;
  qrSvg: string;
  calendarUrl: string;
}
interface Result {
  ok: boolean;
  code: string | null;
  message: string | null;
  fieldErrors: { field: string; code: string; message: string }[];
  booking: Booking | null;
  day: Day | null;
}

const serviceFields = 'id name slug summary description image location durationMinutes price currency capacity maxPeople cancelCutoffMinutes maxUpcomingPerMember zone';
const dayFields = 'serviceId date open closedReason slots { startsAt endsAt time endTime capacity placesLeft }';
const bookingFields = `id code status service { id name } startsAt endsAt date time endTime people note createdAt cancelledAt cancellable cancellableUntil qrSvg calendarUrl`;
const resultFields = `ok code message fieldErrors { field code message } booking { ${bookingFields} } day { ${dayFields} }`;

const servicesQuery = `query ($lang: Language!) { bookingServices(lang: $lang) { ${serviceFields} } }`;
const serviceQuery = `query ($lang: Language!, $id: ID!) { bookingService(lang: $lang, id: $id) { service { ${serviceFields} } days { date weekday open closedReason } } }`;
const optionsQuery = `query ($lang: Language!, $serviceId: ID!, $date: String!) { bookingOptions(lang: $lang, serviceId: $serviceId, date: $date) { ${dayFields} } }`;
const myBookingsQuery = `query ($lang: Language!) { myBookings(lang: $lang) { upcoming { ${bookingFields} } past { ${bookingFields} } } }`;
const bookingQuery = `query ($lang: Language!, $id: ID!) { booking(lang: $lang, id: $id) { ${bookingFields} } }`;
const bookMutation = `mutation ($lang: Language!, $input: BookServiceInput!) { bookService(lang: $lang, input: $input) { ${resultFields} } }`;
const cancelMutation = `mutation ($lang: Language!, $id: ID!) { cancelBooking(lang: $lang, id: $id) { ${resultFields} } }`;

const BOOKING_RATE_LIMIT_MAX = 6;

describe('booking through the bff', () => {
  // The platform's clock, moved by the cut-off test only (put back after each test).
  let platformOffset = 0;
  afterEach(() => {
    platformOffset = 0;
  });
  const stack = useStack({ env: { BOOKING_RATE_LIMIT_MAX: String(BOOKING_RATE_LIMIT_MAX) }, sandboxNow: () => new Date(Date.now() + platformOffset) });
  const orderCalls = () => stack().sandbox.knobs.requests().filter((r) => r.path.startsWith('/v1/booking/orders'));
  const optionCalls = () => stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/booking/options');

  const services = async (tenant: Tenant, lang = 'en') => {
    const { data, errors } = await gql<{ bookingServices: Service[] }>(stack().app, tenant, servicesQuery, { lang });
    expect(errors).toBeUndefined();
    return data!.bookingServices;
  };
  const options = async (tenant: Tenant, serviceId: string, date: string, app = stack().app) => {
    const { data, errors } = await gql<{ bookingOptions: Day | null }>(app, tenant, optionsQuery, { lang: 'en', serviceId, date });
    expect(errors).toBeUndefined();
    return data!.bookingOptions;
  };
  /** The service's free times from tomorrow on (today's may start while the test runs), each with its day. */
  const freeSlots = async (tenant: Tenant, serviceId: string, minPlaces = 1, wanted = 1): Promise<(Slot & { date: string })[]> => {
    const page = (await gql<{ bookingService: { days: { date: string; open: boolean }[] } }>(stack().app, tenant, serviceQuery, { lang: 'en', id: serviceId })).data!.bookingService;
    const found: (Slot & { date: string })[] = [];
    for (const day of page.days.slice(1).filter((d) => d.open)) {
      const free = (await options(tenant, serviceId, day.date))!.slots.filter((s) => s.placesLeft >= minPlaces);
      found.push(...free.map((slot) => ({ ...slot, date: day.date })));
      if (found.length >= wanted) return found.slice(0, wanted);
    }
    throw new Error(`${tenant} ${serviceId}: fewer than ${wanted} free times`);
  };
  const book = (tenant: Tenant, member: NewMember | null, input: { serviceId: string; startsAt: string; people?: number; note?: string | null; idempotencyKey?: string }, lang = 'en') =>
    memberGql<{ bookService: Result }>(stack(), tenant, member?.token ?? null, bookMutation, { lang, input: { people: 1, idempotencyKey: randomUUID(), ...input } });
  const cancel = (tenant: Tenant, member: NewMember | null, id: string, lang = 'en') => memberGql<{ cancelBooking: Result }>(stack(), tenant, member?.token ?? null, cancelMutation, { lang, id });
  const myBookings = async (tenant: Tenant, member: NewMember, lang = 'en') => {
    const reply = await memberGql<{ myBookings: { upcoming: Booking[]; past: Booking[] } }>(stack(), tenant, member.token, myBookingsQuery, { lang });
    expect(reply.errors).toBeUndefined();
    expect(reply.response.headers['cache-control']).toBe('private, no-store');
    return reply.data!.myBookings;
  };
  const outbox = async (tenant: Tenant, to: string) =>
    (await stack().sandbox.inject({ method: 'GET', url: `/__sandbox/outbox?tenant=${tenant}&to=${encodeURIComponent(to)}` })).json() as { kind: string; code: string | null; subject: string }[];
  const fill = async (tenant: Tenant, serviceId: string, start: string, places: number) => {
    const response = await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/booking/fill', payload: { tenant, service_id: Number(serviceId), start, places } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { places_left: number }).places_left;
  };

  it("lists each mall's services, display-ready in the asked language, and none for a mall without", async () => {
    for (const tenant of ['aupark', 'galerieharfa', 'europasc'] as const) {
      const list = await services(tenant);
      expect(list.length, tenant).toBeGreaterThanOrEqual(3);
      for (const service of list) {
        expect(service.id).toMatch(/^\d+$/);
        expect(service.name.length).toBeGreaterThan(0);
        expect(service.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(service.summary).not.toMatch(/</);
        expect(service.image).toMatch(/^\/img\?url=/);
        expect(service.location.length).toBeGreaterThan(0);
        expect(service.currency).toBe(tenant === 'galerieharfa' ? 'CZK' : 'EUR');
        expect(service.maxPeople).toBeGreaterThanOrEqual(1);
        if (service.description) expect(service.description).not.toMatch(/<script|on\w+=/i);
      }
    }
    const en = await services('galerieharfa', 'en');
    const cz = await services('galerieharfa', 'cz');
    expect(cz.map((s) => s.id)).toEqual(en.map((s) => s.id));
    expect(cz.map((s) => s.name)).not.toEqual(en.map((s) => s.name));
    expect(await services('novoplaza')).toEqual([]);
  });

  it("gives a service's window from the mall's today, its free times, and null for no such service", async () => {
    const [service] = await services('aupark');
    const { data } = await gql<{ bookingService: { service: Service; days: { date: string; weekday: string; open: boolean; closedReason: string | null }[] } }>(stack().app, 'aupark', serviceQuery, { lang: 'sk', id: service!.id });
    const page = data!.bookingService;
    expect(page.service.id).toBe(service!.id);
    expect(page.days).toHaveLength(14);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date());
    expect(page.days[0]!.date).toBe(today);
    for (const day of page.days) expect(day.weekday).toBe(new Date(`${day.date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }).toLowerCase());
    const open = page.days.slice(1).find((d) => d.open)!;
    const day = (await options('aupark', service!.id, open.date))!;
    expect(day).toMatchObject({ serviceId: service!.id, date: open.date, open: true, closedReason: null });
    expect(day.slots.length).toBeGreaterThan(0);
    for (const slot of day.slots) {
      expect(slot.time).toMatch(/^\d{2}:\d{2}$/);
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(service!.durationMinutes * 60_000);
      expect(slot.placesLeft).toBeLessThanOrEqual(slot.capacity);
    }
    // A day outside the window takes no bookings.
    const far = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    expect(await options('aupark', service!.id, far)).toMatchObject({ open: false, slots: [] });
    stack().sandbox.knobs.clearRequests();
    for (const id of ['abc', '-1', '1.5', '9'.repeat(16)]) {
      expect((await gql(stack().app, 'aupark', serviceQuery, { lang: 'en', id })).data, id).toEqual({ bookingService: null });
      expect((await gql(stack().app, 'aupark', optionsQuery, { lang: 'en', serviceId: id, date: open.date })).data, id).toEqual({ bookingOptions: null });
    }
    expect(stack().sandbox.knobs.requests().filter((r) => r.path.startsWith('/v1/booking'))).toEqual([]);
    expect((await gql(stack().app, 'aupark', serviceQuery, { lang: 'en', id: '999999' })).data).toEqual({ bookingService: null });
    expect((await gql(stack().app, 'novoplaza', optionsQuery, { lang: 'en', serviceId: service!.id, date: open.date })).data).toEqual({ bookingOptions: null });
    for (const date of ['2026-02-30', 'tomorrow', '']) {
      expect((await gql(stack().app, 'aupark', optionsQuery, { lang: 'en', serviceId: service!.id, date })).errors?.[0]?.extensions?.code, date).toBe('BAD_USER_INPUT');
    }
  });

  it('books a time, shows it in the member’s bookings, cancels it, and the places are free again at once', async () => {
    const member = await newMember(stack(), 'galerieharfa');
    const service = (await services('galerieharfa')).find((s) => s.maxPeople >= 2)!;
    const [slot] = await freeSlots('galerieharfa', service.id, 2);
    const before = slot!.placesLeft;
    stack().sandbox.knobs.clearRequests();
    const booked = await book('galerieharfa', member, { serviceId: service.id, startsAt: slot!.startsAt, people: 2, note: '  Dva dárky, prosím.  ' }, 'cz');
    expect(booked.errors).toBeUndefined();
    expect(booked.response.headers['cache-control']).toBe('private, no-store');
    const result = booked.data!.bookService;
    expect(result).toMatchObject({ ok: true, code: null, message: null, fieldErrors: [], day: null });
    const booking = result.booking!;
    expect(booking).toMatchObject({ status: 'confirmed', startsAt: slot!.startsAt, endsAt: slot!.endsAt, date: slot!.date, time: slot!.time, endTime: slot!.endTime, people: 2, note: 'Dva dárky, prosím.', cancelledAt: null, cancellable: true });
    expect(booking.code).toMatch(/^BK-\d+-\d{6}$/);
    expect(booking.service.id).toBe(service.id);
    expect(booking.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(booking.qrSvg).not.toMatch(/<script|href=/i);
    expect(booking.calendarUrl).toBe(`/booking/${booking.id}/calendar.ics?lang=cz`);
    // One call with the member's token and the attempt's key.
    expect(orderCalls()).toEqual([expect.objectContaining({ method: 'POST', path: '/v1/booking/orders', authorization: true, tenant: 'galerieharfa' })]);
    const mails = (await outbox('galerieharfa', member.email)).filter((m) => m.kind === 'booking-confirmed');
    expect(mails.map((m) => m.code)).toEqual([booking.code]);

    // The places are taken at once, though the day's free times were read (and kept) a moment ago.
    const after = (await options('galerieharfa', service.id, slot!.date))!.slots.find((s) => s.startsAt === slot!.startsAt)!;
    expect(after.placesLeft).toBe(before - 2);

    const mine = await myBookings('galerieharfa', member, 'cz');
    expect(mine.upcoming.map((b) => b.id)).toEqual([booking.id]);
    expect(mine.past).toEqual([]);
    const one = await memberGql<{ booking: Booking }>(stack(), 'galerieharfa', member.token, bookingQuery, { lang: 'cz', id: booking.id });
    expect(one.data!.booking).toEqual(booking);

    const cancelled = await cancel('galerieharfa', member, booking.id, 'cz');
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelBooking).toMatchObject({ ok: true, code: null, booking: { id: booking.id, status: 'cancelled', cancellable: false } });
    expect(cancelled.data!.cancelBooking.booking!.cancelledAt).toMatch(/Z$/);
    expect((await options('galerieharfa', service.id, slot!.date))!.slots.find((s) => s.startsAt === slot!.startsAt)!.placesLeft).toBe(before);
    expect((await outbox('galerieharfa', member.email)).filter((m) => m.kind === 'booking-cancelled').map((m) => m.code)).toEqual([booking.code]);
    const later = await myBookings('galerieharfa', member);
    expect(later.upcoming).toEqual([]);
    expect(later.past.map((b) => [b.id, b.status])).toEqual([[booking.id, 'cancelled']]);
    // Cancelled already.
    const again = await cancel('galerieharfa', member, booking.id, 'de');
    expect(again.data!.cancelBooking).toEqual({ ok: false, code: 'NOT_CANCELLABLE', message: bookingMessage('NOT_CANCELLABLE', 'de'), fieldErrors: [], booking: null, day: null });
  });

  it("shows a demo member's past bookings (the platform's seed), newest first", async () => {
    const token = `sbx.aupark.${Buffer.from('jana.novakova@aupark.test').toString('base64url')}`;
    const { data, errors } = await memberGql<{ myBookings: { upcoming: Booking[]; past: Booking[] } }>(stack(), 'aupark', token, myBookingsQuery, { lang: 'sk' });
    expect(errors).toBeUndefined();
    const past = data!.myBookings.past;
    expect(past.map((b) => b.status).sort()).toEqual(expect.arrayContaining(['cancelled', 'done']));
    expect(past.map((b) => b.startsAt)).toEqual([...past.map((b) => b.startsAt)].sort().reverse());
    for (const booking of past) expect(booking.cancellable).toBe(false);
  });

  it('makes one booking and one e-mail of the same attempt sent twice, and refuses its key for another', async () => {
    const member = await newMember(stack(), 'aupark');
    const service = (await services('aupark')).find((s) => s.maxPeople >= 2)!;
    const [slot] = await freeSlots('aupark', service.id, 2);
    const idempotencyKey = randomUUID();
    const first = await book('aupark', member, { serviceId: service.id, startsAt: slot!.startsAt, idempotencyKey });
    const second = await book('aupark', member, { serviceId: service.id, startsAt: slot!.startsAt, idempotencyKey });
    expect(first.data!.bookService.ok).toBe(true);
    expect(second.data!.bookService.ok).toBe(true);
    expect(second.data!.bookService.booking!.id).toBe(first.data!.bookService.booking!.id);
    expect((await myBookings('aupark', member)).upcoming).toHaveLength(1);
    expect((await outbox('aupark', member.email)).filter((m) => m.kind === 'booking-confirmed')).toHaveLength(1);
    // The same key for another choice is the browser's mistake, not a second booking.
    const other = await book('aupark', member, { serviceId: service.id, startsAt: slot!.startsAt, people: 2, idempotencyKey });
    expect(other.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await myBookings('aupark', member)).upcoming).toHaveLength(1);
    // A key that is not one: refused before the platform.
    stack().sandbox.knobs.clearRequests();
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it here', 'ünïcödé-ünïcödé-ünïcödé']) {
      expect((await book('aupark', member, { serviceId: service.id, startsAt: slot!.startsAt, idempotencyKey: bad })).errors?.[0]?.extensions?.code, bad).toBe('BAD_USER_INPUT');
    }
    expect(orderCalls()).toEqual([]);
  });

  it('gives the last places to exactly as many of 20 members at once, and the others SLOT_FULL with the day asked again', async () => {
    const service = (await services('europasc')).reduce((a, b) => (b.capacity > a.capacity ? b : a));
    const [slot] = await freeSlots('europasc', service.id, 3);
    // The mall's desk takes all but two places.
    expect(await fill('europasc', service.id, slot!.startsAt, slot!.placesLeft - 2)).toBe(2);
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(stack(), 'europasc', { password: null })));
    const answers = await Promise.all(members.map((member) => book('europasc', member, { serviceId: service.id, startsAt: slot!.startsAt }, 'sk')));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const results = answers.map((a) => a.data!.bookService);
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const full = results.filter((r) => !r.ok);
    expect(full).toHaveLength(18);
    for (const refusal of full) {
      expect(refusal).toMatchObject({ code: 'SLOT_FULL', message: bookingMessage('SLOT_FULL', 'sk'), booking: null, fieldErrors: [] });
      expect(refusal.day).toMatchObject({ serviceId: service.id, date: slot!.date, open: true });
      expect(refusal.day!.slots.find((s) => s.startsAt === slot!.startsAt)?.placesLeft).toBe(0);
    }
    expect((await options('europasc', service.id, slot!.date))!.slots.find((s) => s.startsAt === slot!.startsAt)!.placesLeft).toBe(0);
  });

  it('refuses a time the service does not offer with the day asked again, and too many people or a long note on their fields', async () => {
    const member = await newMember(stack(), 'aupark');
    const service = (await services('aupark'))[0]!;
    const [slot] = await freeSlots('aupark', service.id);
    const unaligned = new Date(Date.parse(slot!.startsAt) + 7 * 60_000).toISOString();
    const refused = (await book('aupark', member, { serviceId: service.id, startsAt: unaligned }, 'cz')).data!.bookService;
    expect(refused).toMatchObject({ ok: false, code: 'SLOT_UNAVAILABLE', message: bookingMessage('SLOT_UNAVAILABLE', 'cz'), booking: null });
    expect(refused.day).toMatchObject({ serviceId: service.id, date: slot!.date });
    expect(refused.day!.slots.map((s) => s.startsAt)).toContain(slot!.startsAt);

    stack().sandbox.knobs.clearRequests();
    const tooMany = (await book('aupark', member, { serviceId: service.id, startsAt: slot!.startsAt, people: service.maxPeople + 1, note: 'x'.repeat(501) }, 'sk')).data!.bookService;
    expect(tooMany).toEqual({
      ok: false,
      code: null,
      message: null,
      fieldErrors: [
        { field: 'people', code: 'invalidChoice', message: fieldErrorMessages.sk.invalidChoice },
        { field: 'note', code: 'tooLong', message: fieldErrorMessages.sk.tooLong.replace('{{max}}', '500') },
      ],
      booking: null,
      day: null,
    });
    expect(orderCalls()).toEqual([]);
    expect((await book('aupark', member, { serviceId: '999999', startsAt: slot!.startsAt })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await book('aupark', member, { serviceId: 'abc', startsAt: slot!.startsAt })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await book('aupark', member, { serviceId: service.id, startsAt: 'tomorrow at ten' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a booking past the member’s limit of the service, in the asked language', async () => {
    const member = await newMember(stack(), 'aupark');
    const service = (await services('aupark')).reduce((a, b) => (b.maxUpcomingPerMember < a.maxUpcomingPerMember ? b : a));
    const slots = await freeSlots('aupark', service.id, 1, service.maxUpcomingPerMember + 1);
    for (const slot of slots.slice(0, -1)) expect((await book('aupark', member, { serviceId: service.id, startsAt: slot.startsAt })).data!.bookService.ok).toBe(true);
    const over = (await book('aupark', member, { serviceId: service.id, startsAt: slots.at(-1)!.startsAt }, 'de')).data!.bookService;
    expect(over).toEqual({ ok: false, code: 'LIMIT_REACHED', message: bookingMessage('LIMIT_REACHED', 'de'), fieldErrors: [], booking: null, day: null });
    expect((await myBookings('aupark', member)).upcoming).toHaveLength(service.maxUpcomingPerMember);
  });

  it('refuses to cancel past the cut-off', async () => {
    const member = await newMember(stack(), 'aupark');
    // Booked ahead, then the platform's clock is moved to within the service's cut-off before the start
    // (the sandbox's clock: the test holds at any hour of the day, and on any day of the year).
    const service = (await services('aupark'))[0]!;
    // A time beyond the cut-off now (a 24 h cut-off reaches into tomorrow's times late in the day).
    const slot = (await freeSlots('aupark', service.id, 1, 40)).find((s) => Date.parse(s.startsAt) - Date.now() > (service.cancelCutoffMinutes + 10) * 60_000);
    const booked = (await book('aupark', member, { serviceId: service.id, startsAt: slot!.startsAt })).data!.bookService;
    expect(booked.booking).toMatchObject({ status: 'confirmed', cancellable: true });
    platformOffset = Date.parse(slot!.startsAt) - service.cancelCutoffMinutes * 60_000 + 60_000 - Date.now();
    const refused = (await cancel('aupark', member, booked.booking!.id, 'cz')).data!.cancelBooking;
    expect(refused).toEqual({ ok: false, code: 'CUTOFF_PASSED', message: bookingMessage('CUTOFF_PASSED', 'cz'), fieldErrors: [], booking: null, day: null });
    platformOffset = 0;
    expect((await myBookings('aupark', member)).upcoming.map((b) => b.status)).toEqual(['confirmed']);
  });

  it('is UNAUTHENTICATED for a visitor before anything is sent', async () => {
    stack().sandbox.knobs.clearRequests();
    const service = (await services('aupark'))[0]!;
    for (const [query, variables] of [
      [myBookingsQuery, { lang: 'en' }],
      [bookingQuery, { lang: 'en', id: '1' }],
      [bookingQuery, { lang: 'en', id: 'abc' }],
      [bookMutation, { lang: 'en', input: { serviceId: service.id, startsAt: new Date().toISOString(), people: 1, idempotencyKey: randomUUID() } }],
      [cancelMutation, { lang: 'en', id: '1' }],
    ] as const) {
      expect((await memberGql(stack(), 'aupark', null, query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    expect(orderCalls()).toEqual([]);
  });

  it("answers another member's booking as none, and ids that are not the platform's without asking it", async () => {
    const owner = await newMember(stack(), 'galerieharfa');
    const other = await newMember(stack(), 'galerieharfa');
    const service = (await services('galerieharfa'))[0]!;
    const [slot] = await freeSlots('galerieharfa', service.id);
    const booking = (await book('galerieharfa', owner, { serviceId: service.id, startsAt: slot!.startsAt })).data!.bookService.booking!;
    expect((await memberGql(stack(), 'galerieharfa', other.token, bookingQuery, { lang: 'en', id: booking.id })).data).toEqual({ booking: null });
    expect((await cancel('galerieharfa', other, booking.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await myBookings('galerieharfa', other)).upcoming).toEqual([]);
    expect((await memberGql<{ booking: Booking }>(stack(), 'galerieharfa', owner.token, bookingQuery, { lang: 'en', id: booking.id })).data!.booking.status).toBe('confirmed');
    stack().sandbox.knobs.clearRequests();
    for (const id of ['abc', '-1', '1.5', ' 12', '9'.repeat(16)]) {
      expect((await memberGql(stack(), 'galerieharfa', owner.token, bookingQuery, { lang: 'en', id })).data, id).toEqual({ booking: null });
      expect((await cancel('galerieharfa', owner, id)).errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    expect(orderCalls()).toEqual([]);
  });

  it("gives the member's calendar file of their booking, and 404 to a visitor or another member", async () => {
    const owner = await newMember(stack(), 'aupark');
    const other = await newMember(stack(), 'aupark');
    const service = (await services('aupark'))[0]!;
    const [slot] = await freeSlots('aupark', service.id);
    const booking = (await book('aupark', owner, { serviceId: service.id, startsAt: slot!.startsAt }, 'sk')).data!.bookService.booking!;
    const ics = (token: string | null, url = booking.calendarUrl) => stack().app.inject({ method: 'GET', url, headers: { host: hostOf('aupark'), ...(token ? { cookie: `token=${token}` } : {}) } });
    const file = await ics(owner.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.code}.ics"`);
    const [event, ...more] = vevents(file.body);
    expect(more).toEqual([]);
    const compact = (instant: string) => instant.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
    expect(event!.get('DTSTART')).toBe(compact(booking.startsAt));
    expect(event!.get('DTEND')).toBe(compact(booking.endsAt));
    expect(event!.get('SUMMARY')).toContain(service.name === booking.service.name ? service.name : booking.service.name);
    expect(event!.get('LOCATION')).toMatch(/Aupark/i);
    for (const [token, url] of [
      [null, booking.calendarUrl],
      [other.token, booking.calendarUrl],
      [owner.token, '/booking/abc/calendar.ics?lang=en'],
      [owner.token, '/booking/999999999/calendar.ics?lang=en'],
    ] as const) {
      const refused = await ics(token, url);
      expect(refused.statusCode, `${token ? 'member' : 'visitor'} ${url}`).toBe(404);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.body).not.toContain('BEGIN:VCALENDAR');
    }
    expect((await ics(owner.token, `/booking/${booking.id}/calendar.ics?lang=xx`)).statusCode).toBe(400);
  });

  it('limits bookings per session', async () => {
    const member = await newMember(stack(), 'aupark');
    const service = (await services('aupark'))[0]!;
    const [slot] = await freeSlots('aupark', service.id);
    // Each try is refused by the platform (not one of its times) and still counts.
    const unaligned = new Date(Date.parse(slot!.startsAt) + 60_000).toISOString();
    const answers = [];
    for (let i = 0; i <= BOOKING_RATE_LIMIT_MAX; i++) answers.push(await book('aupark', member, { serviceId: service.id, startsAt: unaligned }));
    expect(answers.slice(0, -1).every((a) => a.data?.bookService.code === 'SLOT_UNAVAILABLE')).toBe(true);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another member's session is counted apart.
    const next = await newMember(stack(), 'aupark');
    expect((await book('aupark', next, { serviceId: service.id, startsAt: unaligned })).data?.bookService.code).toBe('SLOT_UNAVAILABLE');
  });

  describe('the free times kept by the cache', () => {
    let second: Stack | undefined;
    afterAll(async () => {
      await second?.close();
    });

    it('are dropped by a booking at once, on this bff and on a second one on the same Redis', async () => {
      second = await startStack({ sandbox: stack().sandbox, prefix: stack().prefix, env: { BOOKING_RATE_LIMIT_MAX: String(BOOKING_RATE_LIMIT_MAX) } });
      const member = await newMember(stack(), 'europasc');
      const service = (await services('europasc')).reduce((a, b) => (b.capacity > a.capacity ? b : a));
      const [slot] = await freeSlots('europasc', service.id, 2);
      const placesOf = (day: Day | null) => day!.slots.find((s) => s.startsAt === slot!.startsAt)!.placesLeft;
      // A copy made now (the one freeSlots left is forgotten), then kept: no later read asks the platform.
      await stack().app.cache.drop(optionsKey('europasc', service.id, slot!.date));
      stack().sandbox.knobs.clearRequests();
      const started = Date.now();
      expect(placesOf(await options('europasc', service.id, slot!.date))).toBe(slot!.placesLeft);
      expect(placesOf(await options('europasc', service.id, slot!.date))).toBe(slot!.placesLeft);
      expect(placesOf(await options('europasc', service.id, slot!.date, second.app))).toBe(slot!.placesLeft);
      expect(placesOf(await options('europasc', service.id, slot!.date, second.app))).toBe(slot!.placesLeft);
      expect(optionCalls()).toHaveLength(1);

      expect((await book('europasc', member, { serviceId: service.id, startsAt: slot!.startsAt })).data!.bookService.ok).toBe(true);
      expect(placesOf(await options('europasc', service.id, slot!.date))).toBe(slot!.placesLeft - 1);
      await vi.waitFor(async () => expect(placesOf(await options('europasc', service.id, slot!.date, second!.app))).toBe(slot!.placesLeft - 1), { timeout: 2000, interval: 50 });
      // All within the copies' 5 s: without the drop, both would still have shown the old count.
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
});
