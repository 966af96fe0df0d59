import { describe, expect, it } from 'vitest';
import { demoToken } from '../test/demo-session';
import { memberGql } from '../test/member';
import { gql, useStack } from '../test/stack';

// The shops' counts of offers, events and news (`companies-with-entities`, spec §7): on every shop of
// the A–Z list and on a shop's detail, the same as the shop's own lists show, read from one cached
// public copy of the shops (a member's request asks it no differently).

interface Counts {
  offers: number;
  events: number;
  news: number;
}
interface Landing {
  shopsByLetter: { shops: { id: string; entityCounts: Counts | null }[] }[];
}
interface Detail {
  shop: { id: string; entityCounts: Counts | null; offers: { id: string }[] } | null;
  shopEvents: { total: number };
  shopNews: { total: number };
}

const landing = 'query ($lang: Language!) { shopsByLetter(lang: $lang) { shops { id entityCounts { offers events news } } } }';
const detail = `query ($lang: Language!, $id: ID!) {
  shop(lang: $lang, id: $id) { id entityCounts { offers events news } offers(lang: $lang, count: 8) { id } }
  shopEvents: events(lang: $lang, shopId: $id, perPage: 48) { total }
  shopNews: news(lang: $lang, shopId: $id, perPage: 48) { total }
}`;

describe('shops with their entity counts', () => {
  const stack = useStack();

  it("gives every shop of the list the counts of its offers, coming events and news, as its detail's lists have them", async () => {
    const { data, errors } = await gql<Landing>(stack().app, 'aupark', landing, { lang: 'en' });
    expect(errors).toBeUndefined();
    const shops = data!.shopsByLetter.flatMap((l) => l.shops);
    expect(shops.length).toBe(24);
    for (const shop of shops) expect(shop.entityCounts).not.toBeNull();
    const sum = (key: keyof Counts) => shops.reduce((total, s) => total + s.entityCounts![key], 0);
    expect(sum('offers')).toBeGreaterThan(0);
    expect(sum('events')).toBeGreaterThan(0);
    expect(sum('news')).toBe(7);

    // Three shops with something, and one without: the detail's counts are its lists' totals.
    const withSome = shops.filter((s) => s.entityCounts!.offers + s.entityCounts!.events + s.entityCounts!.news > 0).slice(0, 3);
    const without = shops.find((s) => s.entityCounts!.offers + s.entityCounts!.events + s.entityCounts!.news === 0)!;
    for (const shop of [...withSome, without]) {
      const one = await gql<Detail>(stack().app, 'aupark', detail, { lang: 'en', id: shop.id });
      expect(one.errors).toBeUndefined();
      const counts = one.data!.shop!.entityCounts!;
      // The detail shows at most 8 offers.
      expect(one.data!.shop!.offers.length).toBe(Math.min(8, counts.offers));
      expect({ events: counts.events, news: counts.news }).toEqual({ events: one.data!.shopEvents.total, news: one.data!.shopNews.total });
      expect(one.data!.shop!.entityCounts).toEqual(shop.entityCounts);
    }
  });

  it('asks companies-with-entities once for the whole list (cached), for a member too', async () => {
    await gql<Landing>(stack().app, 'galerieharfa', landing, { lang: 'cz' });
    stack().sandbox.knobs.clearRequests();
    const member = await memberGql<Landing>(stack(), 'galerieharfa', demoToken('galerieharfa'), landing, { lang: 'cz' });
    expect(member.errors).toBeUndefined();
    const visitor = await gql<Landing>(stack().app, 'galerieharfa', landing, { lang: 'cz' });
    expect(visitor.data).toEqual(member.data);
    // Both from the cached copy: the platform was not asked again.
    expect(stack().sandbox.knobs.requests().filter((r) => r.path.startsWith('/v1/companies'))).toEqual([]);
  });
});
