import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { demoToken } from '../test/demo-session';
import { memberGql } from '../test/member';
import { hostOf, redisUrl, useStack } from '../test/stack';

// The personal variants everywhere a member is signed in (spec §6: "When a token exists, event and news
// requests use the personal variants"): the home's upcoming events and last news, the calendar, a
// detail with its related items, each asked upstream as `me/events` / `me/news` (`/{id}`) with the
// member's token; the member's likes never reach a visitor's answer, the Redis data cache nor the
// page cache.

interface Item {
  id: string;
  liked: boolean;
}
interface HomeData {
  upcomingEvents: Item[];
  lastNews: Item[];
  eventCalendar: { events: Item[] } | null;
}
interface DetailData {
  event: Item | null;
  relatedEvents: Item[];
  newsItem: Item | null;
  relatedNews: Item[];
}

const home = `query ($lang: Language!) {
  upcomingEvents(lang: $lang, limit: 12) { id liked }
  lastNews(lang: $lang, limit: 12) { id liked }
  eventCalendar(lang: $lang) { events { id liked } }
}`;
const detail = `query ($lang: Language!, $event: ID!, $news: ID!) {
  event(lang: $lang, id: $event) { id liked }
  relatedEvents(lang: $lang, id: $event, limit: 8) { id liked }
  newsItem(lang: $lang, id: $news) { id liked }
  relatedNews(lang: $lang, id: $news, limit: 8) { id liked }
}`;

const origin = 'https://www.aupark.sk';
const token = demoToken('aupark');

describe('personal variants of events and news', () => {
  const stack = useStack();

  /** What the platform says the member likes, asked directly with their token. */
  async function likedUpstream(path: 'me/events' | 'me/news'): Promise<Map<string, boolean>> {
    const response = await stack().sandbox.inject({ method: 'GET', url: `/v1/${path}`, query: { per_page: '1000' }, headers: { origin, authorization: `Bearer ${token}` } });
    const page = (response.json() as { data: { data: { id: number; customer_like: unknown }[] } }).data;
    return new Map(page.data.map((item) => [String(item.id), item.customer_like !== null]));
  }

  const requested = () => stack().sandbox.knobs.requests();

  it("asks me/events and me/news for the home's lists and the calendar, with the member's likes; a visitor after them sees none", async () => {
    const [events, news] = await Promise.all([likedUpstream('me/events'), likedUpstream('me/news')]);
    stack().sandbox.knobs.clearRequests();
    const member = await memberGql<HomeData>(stack(), 'aupark', token, home, { lang: 'en' });
    expect(member.errors).toBeUndefined();
    const data = member.data!;
    for (const item of [...data.upcomingEvents, ...data.eventCalendar!.events]) expect(item.liked).toBe(events.get(item.id));
    for (const item of data.lastNews) expect(item.liked).toBe(news.get(item.id));
    expect(data.upcomingEvents.some((i) => i.liked)).toBe(true);
    expect(data.lastNews.some((i) => i.liked)).toBe(true);
    expect(data.eventCalendar!.events.some((i) => i.liked)).toBe(true);

    const paths = requested().map((r) => r.path);
    // Upcoming events and the calendar: two calls of me/events; last news: one of me/news; nothing public.
    expect(paths.filter((p) => p === '/v1/me/events')).toHaveLength(2);
    expect(paths.filter((p) => p === '/v1/me/news')).toHaveLength(1);
    expect(paths.filter((p) => p === '/v1/events' || p === '/v1/events/upcoming' || p === '/v1/news')).toEqual([]);
    expect(requested().filter((r) => r.path.startsWith('/v1/me/')).every((r) => r.authorization)).toBe(true);

    // A visitor right after: the public calls, and no like of the member's.
    stack().sandbox.knobs.clearRequests();
    const visitor = await memberGql<HomeData>(stack(), 'aupark', null, home, { lang: 'en' });
    expect(visitor.errors).toBeUndefined();
    const visitorItems = [...visitor.data!.upcomingEvents, ...visitor.data!.lastNews, ...visitor.data!.eventCalendar!.events];
    expect(visitorItems.length).toBeGreaterThan(3);
    expect(visitorItems.every((i) => !i.liked)).toBe(true);
    expect(requested().filter((r) => r.path.startsWith('/v1/me/'))).toEqual([]);
    expect(visitor.data!.upcomingEvents.map((i) => i.id)).toEqual(data.upcomingEvents.map((i) => i.id));
  });

  it("asks me/events/{id} and me/news/{id} for a detail and the personal lists for its related items; the visitor's detail stays public", async () => {
    const [events, news] = await Promise.all([likedUpstream('me/events'), likedUpstream('me/news')]);
    // A liked event that has not ended, and a liked news item (aupark's seeds: ids 1101…, 1201…).
    const upcoming = (await memberGql<HomeData>(stack(), 'aupark', token, home, { lang: 'en' })).data!.upcomingEvents;
    const event = upcoming.find((i) => i.liked)!.id;
    const newsId = [...news].find(([, liked]) => liked)![0];
    stack().sandbox.knobs.clearRequests();
    const member = await memberGql<DetailData>(stack(), 'aupark', token, detail, { lang: 'en', event, news: newsId });
    expect(member.errors).toBeUndefined();
    expect(member.data!.event).toEqual({ id: event, liked: true });
    expect(member.data!.newsItem).toEqual({ id: newsId, liked: true });
    for (const item of member.data!.relatedEvents) expect(item.liked).toBe(events.get(item.id));
    for (const item of member.data!.relatedNews) expect(item.liked).toBe(news.get(item.id));
    const paths = requested().map((r) => r.path);
    expect(paths).toContain(`/v1/me/events/${event}`);
    expect(paths).toContain(`/v1/me/news/${newsId}`);
    expect(paths.filter((p) => p === '/v1/events' || p === '/v1/news')).toEqual([]);
    expect(paths.filter((p) => p === '/v1/me/events').length).toBeGreaterThan(0);

    const visitor = await memberGql<DetailData>(stack(), 'aupark', null, detail, { lang: 'en', event, news: newsId });
    expect(visitor.data!.event).toEqual({ id: event, liked: false });
    expect(visitor.data!.newsItem).toEqual({ id: newsId, liked: false });
    expect([...visitor.data!.relatedEvents, ...visitor.data!.relatedNews].every((i) => !i.liked)).toBe(true);
  });

  it("keeps every member's answer out of Redis and out of the page cache", async () => {
    await memberGql<HomeData>(stack(), 'aupark', token, home, { lang: 'en' });
    // A member's first HTML of an event's page, then a visitor's.
    const upcoming = (await memberGql<HomeData>(stack(), 'aupark', token, home, { lang: 'en' })).data!.upcomingEvents;
    const event = upcoming.find((i) => i.liked)!.id;
    await stack().app.inject({ method: 'GET', url: `/en/event/${event}/x`, headers: { host: hostOf('aupark'), cookie: `token=${token}` } });
    const redis = new Redis(redisUrl);
    try {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${stack().prefix}*`, 'COUNT', 1000);
        cursor = next;
        keys.push(...batch);
      } while (cursor !== '0');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => k.includes('me/'))).toEqual([]);
      for (const key of keys) {
        if ((await redis.type(key)) !== 'string') continue;
        const value = (await redis.getBuffer(key))?.toString('latin1') ?? '';
        expect(value).not.toContain('customer_like');
        expect(value).not.toMatch(/"liked":true/);
      }
    } finally {
      redis.disconnect();
    }
  });
});
