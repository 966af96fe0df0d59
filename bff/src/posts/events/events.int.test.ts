import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { mallDateTime } from '../../shared/mall-time';
import { cleanPrefix, gql, hostOf, redisUrl, startStack, useStack } from '../../test/stack';
import { notEndedRange } from './resolvers';

// Events against the sandbox over real HTTP and a real Redis: lists by scope, detail with related
// events, the calendar's month, the personal variant with a member's token (never in Redis), the
// .ics file, bad input, an upstream failure and stale data while the platform is down.

interface Card {
  id: string;
  title: string;
  slug: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  image: string | null;
  shop: { id: string; name: string; slug: string } | null;
  liked: boolean;
}
interface ListData {
  events: { scope: string; items: Card[]; currentPage: number; lastPage: number; perPage: number; total: number };
}
interface DetailData {
  event: (Card & { description: string | null; summary: string | null }) | null;
  relatedEvents: Card[];
}
interface CalendarData {
  eventCalendar: { month: string; previousMonth: string; nextMonth: string; firstDay: string; lastDay: string; today: string; events: Card[] } | null;
}

const card = 'id title slug startDate startTime endDate endTime startsAt endsAt image shop { id name slug } liked';
const list = `query ($lang: Language!, $page: Int!, $perPage: Int!, $scope: PostScope!, $shopId: ID) {
  events(lang: $lang, page: $page, perPage: $perPage, scope: $scope, shopId: $shopId) { scope items { ${card} } currentPage lastPage perPage total }
}`;
const detail = `query ($lang: Language!, $id: ID!, $limit: Int!) {
  event(lang: $lang, id: $id) { ${card} description summary }
  relatedEvents(lang: $lang, id: $id, limit: $limit) { ${card} }
}`;
const calendar = `query ($lang: Language!, $month: String) { eventCalendar(lang: $lang, month: $month) { month previousMonth nextMonth firstDay lastDay today events { ${card} } } }`;

const origins: Record<string, string> = { aupark: 'https://www.aupark.sk', galerieharfa: 'https://www.galerieharfa.cz', europasc: 'https://www.europasc.sk' };

describe('events over the sandbox', () => {
  const stack = useStack();

  /** What the platform itself holds, asked directly: the expectations come from the seeded data. */
  async function upstream(tenant: string, query: Record<string, string>) {
    const response = await stack().sandbox.inject({ method: 'GET', url: '/v1/events', query: { per_page: '1000', ...query }, headers: { origin: origins[tenant]! } });
    return (response.json() as { data: { total: number; data: { id: number; company_id: number | null }[] } }).data;
  }

  it.each(['aupark', 'galerieharfa'])('pages the events of %s in every language, by scope', async (tenant) => {
    const range = notEndedRange(new Date(), 'Europe/Prague');
    for (const [scope, filter] of [['ALL', {}], ['MALL', { 'filter[company_id]': 'null' }], ['STORES', { 'filter[not_company_id]': 'null' }]] as const) {
      const expected = await upstream(tenant, { 'filter[continue_between]': range, ...filter });
      for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
        const { data, errors } = await gql<ListData>(stack().app, tenant, list, { lang, page: 1, perPage: 10, scope });
        expect(errors).toBeUndefined();
        const page = data!.events;
        expect(page.total).toBe(expected.total);
        expect(page.items.length).toBe(Math.min(10, expected.total));
        expect(page.lastPage).toBe(Math.max(1, Math.ceil(expected.total / 10)));
        for (const item of page.items) {
          expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(item.image).toMatch(/^\/img\?url=/);
          expect(item.startTime).toMatch(/^\d{2}:\d{2}$/);
          expect(item.liked).toBe(false);
          if (scope === 'MALL') expect(item.shop).toBeNull();
          if (scope === 'STORES') expect(item.shop?.name).toBeTruthy();
        }
        // Coming and ongoing only, earliest start first.
        const today = mallDateTime(new Date(), 'Europe/Prague').date;
        for (const item of page.items) expect(item.endDate >= today).toBe(true);
        expect([...page.items].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).map((i) => i.id)).toEqual(page.items.map((i) => i.id));
      }
    }
  });

  it('gives the times on the mall clock, whatever the server zone', async () => {
    // Styling Saturday: the 9th of this month, 10:00–18:00 in Bratislava (sandbox seeds).
    const { data } = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'sk', id: '1103', limit: 4 });
    const event = data!.event!;
    expect(event).toMatchObject({ title: 'Stylingová sobota', startTime: '10:00', endTime: '18:00' });
    expect(event.startDate.slice(8)).toBe('09');
    expect(event.startDate).toBe(event.endDate);
    expect(mallDateTime(new Date(event.startsAt), 'Europe/Bratislava')).toEqual({ date: event.startDate, time: '10:00' });
    expect(event.shop).toMatchObject({ id: '1004' });
  });

  it('gives a detail with a sanitised description, a fallback title and related events without itself', async () => {
    const coffee = await gql<DetailData>(stack().app, 'galerieharfa', detail, { lang: 'cz', id: '2116', limit: 4 });
    expect(coffee.errors).toBeUndefined();
    const event = coffee.data!.event!;
    expect(event.title).toBe('Kávový workshop');
    expect(event.description).toContain('<p>');
    expect(event.description).toContain('href="https://www.galerieharfa.cz"');
    expect(event.description).not.toMatch(/<script|onerror|javascript:/i);
    expect(event.summary).toBe('Naučte se s našimi baristy připravit dokonalou filtrovanou kávu.');
    const related = coffee.data!.relatedEvents;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.map((r) => r.id)).not.toContain('2116');
    // No Slovak text: the tenant's fallback (aupark: sk is its own language, so europasc's fallback sk → en? no: cz for galerieharfa).
    const school = await gql<DetailData>(stack().app, 'galerieharfa', detail, { lang: 'sk', id: '2105', limit: 4 });
    expect(school.data!.event!.title).toBe('Zpátky do školy');
  });

  it('answers null for an unknown id, an id of another tenant and an id that is no number; a bad limit is BAD_USER_INPUT', async () => {
    for (const id of ['1999', '2101', 'abc', '0', '1'.repeat(40)]) {
      const { data, errors } = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'en', id, limit: 4 });
      expect(errors).toBeUndefined();
      expect(data!.event).toBeNull();
      expect(data!.relatedEvents).toEqual([]);
    }
    const { errors } = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'en', id: '1101', limit: 5 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a bad page or size with BAD_USER_INPUT and asks the platform nothing; a page past the end is empty', async () => {
    stack().sandbox.knobs.clearRequests();
    for (const variables of [{ page: 0, perPage: 10 }, { page: 1, perPage: 7 }, { page: 10_001, perPage: 10 }]) {
      const { errors } = await gql<ListData>(stack().app, 'aupark', list, { lang: 'en', scope: 'ALL', ...variables });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/events')).toEqual([]);
    const past = await gql<ListData>(stack().app, 'aupark', list, { lang: 'en', page: 40, perPage: 10, scope: 'ALL' });
    expect(past.data!.events.items).toEqual([]);
    expect(past.data!.events.currentPage).toBe(40);
  });

  it("lists one shop's events", async () => {
    const { data } = await gql<ListData>(stack().app, 'aupark', list, { lang: 'en', page: 1, perPage: 48, scope: 'ALL', shopId: '1005' });
    for (const item of data!.events.items) expect(item.shop?.id).toBe('1005');
  });

  it("loads the calendar's month with per_page 1000 and the month's days, in the mall's zone", async () => {
    stack().sandbox.knobs.clearRequests();
    const { data, errors } = await gql<CalendarData>(stack().app, 'aupark', calendar, { lang: 'en', month: '2026-02' });
    expect(errors).toBeUndefined();
    expect(data!.eventCalendar).toMatchObject({ month: '2026-02', previousMonth: '2026-01', nextMonth: '2026-03', firstDay: '2026-02-01', lastDay: '2026-02-28' });
    const asked = stack().sandbox.knobs.requests().find((r) => r.path === '/v1/events');
    expect(asked?.query).toMatchObject({ per_page: '1000', 'filter[continue_between]': '2026-02-01,2026-02-28' });

    const current = await gql<CalendarData>(stack().app, 'aupark', calendar, { lang: 'en' });
    const month = current.data!.eventCalendar!;
    expect(month.month).toBe(mallDateTime(new Date(), 'Europe/Bratislava').date.slice(0, 7));
    expect(month.events.length).toBeGreaterThan(3);
    for (const event of month.events) expect(event.startDate <= month.lastDay && event.endDate >= month.firstDay).toBe(true);

    const bad = await gql<CalendarData>(stack().app, 'aupark', calendar, { lang: 'en', month: '2026-13' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // europasc has the calendar off.
    const off = await gql<CalendarData>(stack().app, 'europasc', calendar, { lang: 'sk' });
    expect(off.errors).toBeUndefined();
    expect(off.data!.eventCalendar).toBeNull();
  });

  it("uses the member's me/events with a token, keeps it out of Redis, and says UNAUTHENTICATED for a bad token", async () => {
    const login = await stack().sandbox.inject({ method: 'POST', url: '/v1/login', headers: { origin: origins.aupark! }, payload: { email: 'jana.novakova@aupark.test', password: 'Aupark-demo-2026' } });
    const token = (login.json() as { data: { token: string } }).data.token;
    stack().sandbox.knobs.clearRequests();
    const ask = (cookie: string) =>
      stack().app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: hostOf('aupark'), 'content-type': 'application/json', cookie },
        payload: { query: list, variables: { lang: 'en', page: 1, perPage: 24, scope: 'ALL' } },
      });
    const response = await ask(`token=${token}`);
    const body = response.json() as { data: ListData; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.events.items.some((i) => i.liked)).toBe(true);
    const personal = stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/events');
    expect(personal).toHaveLength(1);
    expect(personal[0]!.authorization).toBe(true);
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/events')).toEqual([]);

    // No Redis key holds the member's list (nor anything with its likes).
    const redis = new Redis(redisUrl);
    try {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${stack().prefix}*`, 'COUNT', 1000);
        cursor = next;
        keys.push(...batch);
      } while (cursor !== '0');
      expect(keys.filter((k) => k.includes('me/events'))).toEqual([]);
      for (const key of keys) {
        const type = await redis.type(key);
        if (type !== 'string') continue;
        const value = await redis.getBuffer(key);
        expect(value?.toString('latin1') ?? '').not.toContain('customer_like');
      }
    } finally {
      redis.disconnect();
    }

    const expired = await ask('token=sbx.aupark.nobody');
    const errors = (expired.json() as { errors?: { extensions?: { code?: string } }[] }).errors;
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the .ics of an event with the right type, name and UTC times; 404 for an unknown or bad id', async () => {
    const { data } = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'sk', id: '1103', limit: 3 });
    const event = data!.event!;
    const response = await stack().app.inject({ method: 'GET', url: '/ics/event/1103?lang=sk', headers: { host: hostOf('aupark') } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="stylingova-sobota.ics"');
    const text = response.body;
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`DTSTART:${utc(event.startsAt)}`);
    expect(text).toContain(`DTEND:${utc(event.endsAt)}`);
    expect(text).toContain('SUMMARY:Stylingová sobota');
    expect(text).toMatch(/URL:https:\/\/www\.aupark\.sk\/sk\/podujatie\/1103\/stylingova-sobota/);
    for (const url of ['/ics/event/1999', '/ics/event/abc', '/ics/event/2103']) {
      const missing = await stack().app.inject({ method: 'GET', url, headers: { host: hostOf('aupark') } });
      expect(missing.statusCode).toBe(404);
    }
    const badLang = await stack().app.inject({ method: 'GET', url: '/ics/event/1103?lang=xx', headers: { host: hostOf('aupark') } });
    expect(badLang.statusCode).toBe(400);
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    stack().sandbox.knobs.setMode('failing');
    const { errors } = await gql<ListData>(stack().app, 'novoplaza', list, { lang: 'en', page: 2, perPage: 8, scope: 'MALL' });
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errors?.[0]?.message).not.toMatch(/sandbox|500/);
  });

  it('serves stale events while the platform is down', async () => {
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { content: short, catalog: short } });
    try {
      const warm = await gql<ListData>(quick.app, 'europasc', list, { lang: 'sk', page: 1, perPage: 10, scope: 'STORES' });
      expect(warm.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      stack().sandbox.knobs.setMode('down');
      const stale = await gql<ListData>(quick.app, 'europasc', list, { lang: 'sk', page: 1, perPage: 10, scope: 'STORES' });
      expect(stale.errors).toBeUndefined();
      expect(stale.data).toEqual(warm.data);
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
