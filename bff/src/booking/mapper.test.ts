import { describe, expect, it } from 'vitest';
import { imageProxyPath } from '../shared/images';
import { qrSvg } from '../shared/qr-code';
import { bookingStatus, calendarUrl, isCalendarDate, isCancellable, mallDay, splitBookings, toBooking, toBookingDay, toBookingService, toServicePage, weekdayOf, type BookingContext } from './mapper';
import type { UpstreamOptions, UpstreamOrder, UpstreamService } from './upstream';

const service: UpstreamService = {
  id: 3,
  zone: 'default',
  duration_minutes: 60,
  capacity: 6,
  max_people: 4,
  price: null,
  currency: 'EUR',
  cancel_cutoff_minutes: 120,
  max_upcoming_per_member: 2,
  booking_window_days: 14,
  image: 'https://sandbox.example/images/booking/3.png',
  translations: [
    { locale: 'en', name: 'Personal shopper', summary: 'An hour with a <b>stylist</b>.', description: '<p>Bring ideas.</p><script>alert(1)</script>', location: 'Level 1, information desk' },
    { locale: 'sk', name: 'Osobný nákupný poradca', summary: 'Hodina so stylistom.', description: '', location: '' },
  ],
};

const ctx = (now: string, lang: BookingContext['lang'] = 'en'): BookingContext => ({ lang, fallbackLang: 'sk', timeZone: 'Europe/Bratislava', now: new Date(now) });

const order = (fields: Partial<UpstreamOrder> = {}): UpstreamOrder => ({
  id: 123,
  code: 'BK-1-000123',
  service_id: 3,
  service,
  start: '2026-03-29T08:00:00.000Z',
  end: '2026-03-29T09:00:00.000Z',
  people: 2,
  note: null,
  status: 'confirmed',
  created_at: '2026-03-20T10:00:00.000Z',
  cancelled_at: null,
  cancellable_until: '2026-03-29T06:00:00.000Z',
  ...fields,
});

describe('a service, display-ready', () => {
  it('picks the translation with the fallback, slugs the name, sanitises the description, proxies the picture', () => {
    expect(toBookingService(service, { lang: 'en', fallbackLang: 'sk' })).toEqual({
      id: '3',
      name: 'Personal shopper',
      slug: 'personal-shopper',
      summary: 'An hour with a stylist.',
      description: '<p>Bring ideas.</p>',
      image: `${imageProxyPath}?url=${encodeURIComponent('https://sandbox.example/images/booking/3.png')}`,
      location: 'Level 1, information desk',
      durationMinutes: 60,
      price: null,
      currency: 'EUR',
      capacity: 6,
      maxPeople: 4,
      cancelCutoffMinutes: 120,
      maxUpcomingPerMember: 2,
      zone: 'default',
    });
    // Slovak name; its empty description and location fall back to the tenant's language, then English.
    const sk = toBookingService(service, { lang: 'sk', fallbackLang: 'sk' });
    expect(sk).toMatchObject({ name: 'Osobný nákupný poradca', slug: 'osobny-nakupny-poradca', description: '<p>Bring ideas.</p>', location: 'Level 1, information desk' });
    // German is missing: the tenant's fallback (Slovak) first.
    expect(toBookingService(service, { lang: 'de', fallbackLang: 'sk' }).name).toBe('Osobný nákupný poradca');
    expect(toBookingService({ ...service, image: 'javascript:alert(1)', translations: [{ locale: 'en', name: 'X', description: '<p> </p>' }] }, { lang: 'en', fallbackLang: 'en' })).toMatchObject({ image: null, description: null, summary: '', location: '' });
  });
});

describe('the booking window', () => {
  it('names weekdays by the calendar, says why a day is closed, and starts today on the mall’s clock', () => {
    const page = toServicePage(
      {
        ...service,
        days: [
          { date: '2026-12-24', is_closed: false, closed_reason: [] },
          { date: '2026-12-25', is_closed: true, closed_reason: [{ locale: 'en', name: 'Christmas Day' }, { locale: 'sk', name: 'Prvý sviatok vianočný' }] },
          { date: '2026-12-26', is_closed: false, closed_reason: [] },
        ],
      },
      // 23:30 UTC on the 24th is already the 25th in Bratislava: the 24th is gone from the picker.
      ctx('2026-12-24T23:30:00Z', 'sk'),
    );
    expect(page.days).toEqual([
      { date: '2026-12-25', weekday: 'friday', open: false, closedReason: 'Prvý sviatok vianočný' },
      { date: '2026-12-26', weekday: 'saturday', open: true, closedReason: null },
    ]);
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    for (const good of ['2026-03-29', '2028-02-29']) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ['2026-02-30', '2027-02-29', '2026-3-29', '29.03.2026', '', '2026-03-29T00:00']) expect(isCalendarDate(bad), bad).toBe(false);
  });
});

describe("a day's free times", () => {
  const options = (date: string, starts: string[], fields: Partial<UpstreamOptions> = {}): UpstreamOptions => ({
    service_id: 3,
    date,
    is_closed: false,
    closed_reason: [],
    in_window: true,
    options: starts.map((start) => ({ start, end: new Date(Date.parse(start) + 3_600_000).toISOString(), capacity: 6, booked: 1, places_left: 5 })),
    ...fields,
  });

  it('shows 09:00 on the mall’s clock on both sides of the spring change (2026-03-29), an hour apart in UTC', () => {
    const before = toBookingDay(options('2026-03-28', ['2026-03-28T08:00:00.000Z']), ctx('2026-03-27T12:00:00Z'));
    const on = toBookingDay(options('2026-03-29', ['2026-03-29T07:00:00.000Z', '2026-03-29T08:00:00.000Z']), ctx('2026-03-27T12:00:00Z'));
    expect(before.slots[0]).toMatchObject({ startsAt: '2026-03-28T08:00:00.000Z', time: '09:00', endTime: '10:00' });
    expect(on.slots.map((s) => [s.startsAt, s.time, s.endTime])).toEqual([
      ['2026-03-29T07:00:00.000Z', '09:00', '10:00'],
      ['2026-03-29T08:00:00.000Z', '10:00', '11:00'],
    ]);
    expect(on).toMatchObject({ serviceId: '3', date: '2026-03-29', open: true, closedReason: null });
  });

  it('and on the autumn change (2026-10-25): 09:00 is 07:00 UTC the day before, 08:00 UTC that day', () => {
    const before = toBookingDay(options('2026-10-24', ['2026-10-24T07:00:00.000Z']), ctx('2026-10-20T12:00:00Z'));
    const on = toBookingDay(options('2026-10-25', ['2026-10-25T08:00:00.000Z']), ctx('2026-10-20T12:00:00Z'));
    expect(before.slots[0]?.time).toBe('09:00');
    expect(on.slots[0]).toMatchObject({ time: '09:00', endTime: '10:00', placesLeft: 5, capacity: 6 });
  });

  it('is closed with its reason, or outside the window, with no times; an unreadable time is left out', () => {
    expect(toBookingDay(options('2026-12-25', [], { is_closed: true, closed_reason: [{ locale: 'en', name: 'Christmas Day' }] }), ctx('2026-12-20T12:00:00Z'))).toEqual({
      serviceId: '3',
      date: '2026-12-25',
      open: false,
      closedReason: 'Christmas Day',
      slots: [],
    });
    expect(toBookingDay(options('2027-02-01', ['2027-02-01T08:00:00.000Z'], { in_window: false }), ctx('2026-12-20T12:00:00Z'))).toMatchObject({ open: false, closedReason: null, slots: [] });
    const broken = options('2026-12-21', ['2026-12-21T08:00:00.000Z']);
    broken.options.push({ start: 'soon', end: 'later', capacity: 6, booked: 0, places_left: 6 });
    expect(toBookingDay(broken, ctx('2026-12-20T12:00:00Z')).slots).toHaveLength(1);
  });
});

describe('a booking', () => {
  it('is on the mall’s clock, with its QR code, calendar link and cut-off', async () => {
    const booking = await toBooking(order({ note: 'Size 38' }), ctx('2026-03-29T05:00:00Z', 'cz'));
    expect(booking).toEqual({
      id: '123',
      code: 'BK-1-000123',
      status: 'confirmed',
      // No Czech text: the tenant's language (Slovak) stands in.
      service: expect.objectContaining({ id: '3', name: 'Osobný nákupný poradca' }),
      startsAt: '2026-03-29T08:00:00.000Z',
      endsAt: '2026-03-29T09:00:00.000Z',
      // Summer time began at 01:00 UTC that night: 08:00 UTC is 10:00 in Bratislava.
      date: '2026-03-29',
      time: '10:00',
      endTime: '11:00',
      people: 2,
      note: 'Size 38',
      createdAt: '2026-03-20T10:00:00.000Z',
      cancelledAt: null,
      cancellable: true,
      cancellableUntil: '2026-03-29T06:00:00.000Z',
      qrSvg: await qrSvg('BK-1-000123'),
      calendarUrl: '/booking/123/calendar.ics?lang=cz',
    });
    expect(calendarUrl('7', 'de')).toBe('/booking/7/calendar.ics?lang=de');
  });

  it('can be cancelled only while confirmed and before its cut-off', async () => {
    const until = new Date('2026-03-29T06:00:00.000Z');
    expect(isCancellable('confirmed', until, new Date('2026-03-29T05:59:59.999Z'))).toBe(true);
    expect(isCancellable('confirmed', until, until)).toBe(false);
    expect(isCancellable('confirmed', until, new Date('2026-03-29T07:00:00Z'))).toBe(false);
    expect(isCancellable('cancelled', until, new Date('2026-03-28T00:00:00Z'))).toBe(false);
    expect(isCancellable('done', until, new Date('2026-03-28T00:00:00Z'))).toBe(false);
    expect((await toBooking(order(), ctx('2026-03-29T06:30:00Z')))?.cancellable).toBe(false);
  });

  it('is done once its end has passed, unless cancelled', async () => {
    const end = new Date('2026-03-29T09:00:00.000Z');
    expect(bookingStatus('confirmed', end, new Date('2026-03-29T08:59:59Z'))).toBe('confirmed');
    expect(bookingStatus('confirmed', end, end)).toBe('done');
    expect(bookingStatus('done', end, new Date('2026-03-29T08:00:00Z'))).toBe('done');
    expect(bookingStatus('cancelled', end, new Date('2026-03-30T00:00:00Z'))).toBe('cancelled');
    const cancelled = await toBooking(order({ status: 'cancelled', cancelled_at: '2026-03-25 10:00:00' }), ctx('2026-03-26T00:00:00Z'));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt: '2026-03-25T10:00:00.000Z', cancellable: false });
    expect(await toBooking(order({ start: 'tomorrow' }), ctx('2026-03-26T00:00:00Z'))).toBeNull();
  });

  it('splits upcoming (soonest first) from past and cancelled (newest first)', async () => {
    const now = ctx('2026-03-29T12:00:00Z');
    const at = (id: number, start: string, status: UpstreamOrder['status'] = 'confirmed') =>
      toBooking(order({ id, start, end: new Date(Date.parse(start) + 3_600_000).toISOString(), status, cancellable_until: start }), now);
    const all = await Promise.all([at(1, '2026-03-30T08:00:00Z'), at(2, '2026-03-29T13:00:00Z'), at(3, '2026-03-29T08:00:00Z'), at(4, '2026-04-02T08:00:00Z', 'cancelled'), at(5, '2026-03-01T08:00:00Z', 'done')]);
    const { upcoming, past } = splitBookings(all.flatMap((b) => b ?? []));
    expect(upcoming.map((b) => b.id)).toEqual(['2', '1']);
    // 3 ended this morning (done by the rule); the cancelled one is past whatever its time.
    expect(past.map((b) => [b.id, b.status])).toEqual([
      ['4', 'cancelled'],
      ['3', 'done'],
      ['5', 'done'],
    ]);
  });

  it('belongs to the options of its day on the mall’s clock', () => {
    expect(mallDay('2026-10-24T22:30:00.000Z', 'Europe/Prague')).toBe('2026-10-25');
    expect(mallDay('2026-10-25T22:30:00.000Z', 'Europe/Prague')).toBe('2026-10-25');
    expect(mallDay('nonsense', 'Europe/Prague')).toBeNull();
  });
});
