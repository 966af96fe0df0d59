import { describe, expect, it } from 'vitest';
import { addMember, askAs, demoToken } from '../test/members';
import { hostOf, useStack, type Stack } from '../test/stack';
import { scanPrefix } from '../test/redis-scan';

// The member's favourites against the sandbox over real HTTP and a real Redis (issue 10 "Favourites"):
// likes, follows and thumbs, and the rule that the public lists show a member's likes without becoming
// personal in any cache: the visitor's copy (kept) never shows them, another member never sees them,
// and a scan of Redis after the members' requests finds nothing of theirs.

const ask = askAs;
const jana = demoToken('aupark', 'jana.novakova@aupark.test');
const anotherMember = (stack: Stack, email: string) => addMember(stack, 'aupark', email);

interface ListData {
  rewards: { items: { id: string; customerLike: { reaction: string } | null }[] };
  offers: { offers: { id: string; liked: boolean }[] };
}
const lists = `query ($lang: Language!) {
  rewards(lang: $lang, page: 1, perPage: 24) { items { id customerLike { reaction } } }
  offers(lang: $lang, page: 1, perPage: 24) { offers { id liked } }
}`;
const likedIn = (data: ListData | null) => ({
  rewards: data!.rewards.items.filter((r) => r.customerLike).map((r) => r.id),
  offers: data!.offers.offers.filter((o) => o.liked).map((o) => o.id),
});

const setLike = `mutation ($type: LikeType!, $id: ID!, $liked: Boolean!) { setLike(type: $type, id: $id, liked: $liked) { type id liked } }`;
const setFollow = `mutation ($id: ID!, $followed: Boolean!) { setFollow(shopId: $id, followed: $followed) { shopId followed } }`;
const setThumb = `mutation ($type: ThumbType!, $id: ID!, $value: ThumbValue) { setThumb(type: $type, id: $id, value: $value) { type id value } }`;
const favourites = `query ($lang: Language!) {
  likedRewards(lang: $lang) { id title customerLike { reaction } }
  likedOffers(lang: $lang) { id name liked }
  followedShops(lang: $lang) { id name followed }
  ratedPosts(lang: $lang) { type id value title slug image ratedAt }
}`;
interface FavouritesData {
  likedRewards: { id: string; title: string; customerLike: { reaction: string } | null }[];
  likedOffers: { id: string; name: string; liked: boolean }[];
  followedShops: { id: string; name: string; followed: boolean }[];
  ratedPosts: { type: string; id: string; value: string; title: string; slug: string; image: string | null; ratedAt: string }[];
}

describe('favourites over the sandbox', () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it("lays a member's likes over the public lists: one call for the member, none for a visitor, never another member's", async () => {
    stack().sandbox.knobs.clearRequests();
    const visitor = await ask<ListData>(stack(), 'aupark', null, lists, { lang: 'en' });
    expect(visitor.errors).toBeUndefined();
    expect(likedIn(visitor.data)).toEqual({ rewards: [], offers: [] });
    expect(stack().sandbox.knobs.requests().filter((r) => r.path.startsWith('/v1/me/'))).toEqual([]);

    const janas = await ask<ListData>(stack(), 'aupark', jana, lists, { lang: 'en' });
    expect(janas.errors).toBeUndefined();
    expect(likedIn(janas.data)).toEqual({ rewards: ['1403', '1404'], offers: ['1502', '1501'] });
    // The public lists themselves came from the public calls; the member's ids once per type.
    const personal = stack().sandbox.knobs.requests().filter((r) => r.path.startsWith('/v1/me/'));
    expect(personal.map((r) => `${r.path}?${r.query.type}`).sort()).toEqual(['/v1/me/likes/ids?product', '/v1/me/likes/ids?reward']);
    expect(personal.every((r) => r.authorization)).toBe(true);

    // Two members at once: each sees their own likes only.
    const tomas = anotherMember(stack(), 'tomas.likes@aupark.test');
    expect((await ask(stack(), 'aupark', tomas, setLike, { type: 'REWARD', id: '1406', liked: true })).data).toEqual({ setLike: { type: 'REWARD', id: '1406', liked: true } });
    const [a, b, c] = await Promise.all([
      ask<ListData>(stack(), 'aupark', jana, lists, { lang: 'en' }),
      ask<ListData>(stack(), 'aupark', tomas, lists, { lang: 'en' }),
      ask<ListData>(stack(), 'aupark', null, lists, { lang: 'en' }),
    ]);
    expect(likedIn(a.data)).toEqual({ rewards: ['1403', '1404'], offers: ['1502', '1501'] });
    expect(likedIn(b.data)).toEqual({ rewards: ['1406'], offers: [] });
    expect(likedIn(c.data)).toEqual({ rewards: [], offers: [] });
  });

  it("keeps the visitor's kept copies public: the page and its operation are kept for visitors, a member's pass them by", async () => {
    const text = stack().app.webBuild.entry?.persistedOperations.RewardsPage;
    if (!text) throw new Error('the web build has no RewardsPage operation: run `npm run build -w web` first');
    const operation = `/graphql?query=${encodeURIComponent(text)}&operationName=RewardsPage&variables=${encodeURIComponent(JSON.stringify({ lang: 'cz', page: 1, perPage: 10, category: null }))}`;
    const get = (url: string, cookie?: string) =>
      stack().app.inject({ method: 'GET', url, headers: { host: hostOf('aupark'), 'mercurius-require-preflight': 'true', ...(cookie ? { cookie } : {}) } });
    const pressed = (html: string) => [...html.matchAll(/data-testid="like-button"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*data-testid="like-button"/g)].length;
    for (const url of [operation, '/cz/odmeny/1']) {
      const first = await get(url);
      expect(first.headers['x-cache']).toBe('miss');
      const member = await get(url, `token=${jana}`);
      // The member's answer is made for them: never read from nor written to the kept copies.
      if (url === operation) expect(member.headers['x-cache']).toBeUndefined();
      else {
        expect(member.headers['x-cache']).toBe('bypass');
        expect(member.headers['cache-control']).toBe('private, no-store');
      }
      const visitor = await get(url);
      expect(visitor.headers['x-cache']).toBe('hit');
      expect(visitor.body).toBe(first.body);
      if (url === operation) {
        expect(member.body).toContain('"reaction"');
        expect(visitor.body).not.toContain('"reaction"');
      } else {
        // The first HTML: Jana's two liked rewards are pressed for her only.
        expect(pressed(member.body)).toBe(2);
        expect(pressed(visitor.body)).toBe(0);
      }
    }
  });

  it('likes and unlikes, and the favourites page lists what the member likes, follows and rated', async () => {
    const tomas = anotherMember(stack(), 'tomas.favourites@aupark.test');
    const empty = await ask<FavouritesData>(stack(), 'aupark', tomas, favourites, { lang: 'en' });
    expect(empty.data).toEqual({ likedRewards: [], likedOffers: [], followedShops: [], ratedPosts: [] });

    expect((await ask(stack(), 'aupark', tomas, setLike, { type: 'PRODUCT', id: '1505', liked: true })).data).toEqual({ setLike: { type: 'PRODUCT', id: '1505', liked: true } });
    expect((await ask(stack(), 'aupark', tomas, setLike, { type: 'REWARD', id: '1401', liked: true })).errors).toBeUndefined();
    expect((await ask(stack(), 'aupark', tomas, setLike, { type: 'REWARD', id: '1407', liked: true })).errors).toBeUndefined();
    expect((await ask(stack(), 'aupark', tomas, setLike, { type: 'REWARD', id: '1401', liked: false })).data).toEqual({ setLike: { type: 'REWARD', id: '1401', liked: false } });
    expect((await ask(stack(), 'aupark', tomas, setFollow, { id: '1005', followed: true })).data).toEqual({ setFollow: { shopId: '1005', followed: true } });
    expect((await ask(stack(), 'aupark', tomas, setThumb, { type: 'NEWS', id: '1203', value: 'UP' })).data).toEqual({ setThumb: { type: 'NEWS', id: '1203', value: 'UP' } });

    const { data, errors } = await ask<FavouritesData>(stack(), 'aupark', tomas, favourites, { lang: 'sk' });
    expect(errors).toBeUndefined();
    expect(data!.likedRewards).toEqual([{ id: '1407', title: 'Dve vstupenky do kina', customerLike: { reaction: '' } }]);
    expect(data!.likedOffers.map((o) => [o.id, o.liked])).toEqual([['1505', true]]);
    expect(data!.followedShops.map((s) => [s.id, s.followed])).toEqual([['1005', true]]);
    expect(data!.ratedPosts).toHaveLength(1);
    expect(data!.ratedPosts[0]).toMatchObject({ type: 'NEWS', id: '1203', value: 'UP', slug: expect.stringMatching(/^[a-z0-9-]+$/) });

    // A thumb taken back and a shop unfollowed leave them.
    await ask(stack(), 'aupark', tomas, setThumb, { type: 'NEWS', id: '1203', value: null });
    await ask(stack(), 'aupark', tomas, setFollow, { id: '1005', followed: false });
    const after = await ask<FavouritesData>(stack(), 'aupark', tomas, favourites, { lang: 'en' });
    expect(after.data!.ratedPosts).toEqual([]);
    expect(after.data!.followedShops).toEqual([]);
  });

  it("shows the demo member's seeded favourites, and their follow and thumbs on public shops, events and news", async () => {
    const { data, errors } = await ask<FavouritesData>(stack(), 'aupark', jana, favourites, { lang: 'cz' });
    expect(errors).toBeUndefined();
    expect(data!.likedOffers.map((o) => o.id)).toEqual(['1501', '1502']);
    expect(data!.followedShops.map((s) => s.id)).toEqual(['1001', '1004']);
    expect(data!.ratedPosts.map((p) => [p.type, p.id, p.value])).toEqual([
      ['EVENT', '1101', 'UP'],
      ['NEWS', '1202', 'DOWN'],
      ['EVENT', '1103', 'UP'],
    ]);

    const overlay = `query { shop(lang: en, id: "1001") { id followed } other: shop(lang: en, id: "1002") { id followed } event(lang: en, id: "1101") { id thumb } newsItem(lang: en, id: "1202") { id thumb } }`;
    const member = await ask<{ shop: { followed: boolean }; other: { followed: boolean }; event: { thumb: string | null }; newsItem: { thumb: string | null } }>(stack(), 'aupark', jana, overlay);
    expect(member.errors).toBeUndefined();
    expect(member.data).toMatchObject({ shop: { followed: true }, other: { followed: false }, event: { thumb: 'UP' }, newsItem: { thumb: 'DOWN' } });
    const visitor = await ask<typeof member.data>(stack(), 'aupark', null, overlay);
    expect(visitor.data).toMatchObject({ shop: { followed: false }, other: { followed: false }, event: { thumb: null }, newsItem: { thumb: null } });
  });

  it('refuses an item the mall does not have (BAD_USER_INPUT) and a visitor (UNAUTHENTICATED) before the platform hears of it', async () => {
    for (const [query, variables] of [
      [setLike, { type: 'REWARD', id: '2401', liked: true }],
      [setLike, { type: 'PRODUCT', id: '999999', liked: true }],
      [setFollow, { id: '2001', followed: true }],
      [setThumb, { type: 'EVENT', id: '1201', value: 'UP' }],
      [setLike, { type: 'REWARD', id: 'abc', liked: true }],
    ] as const) {
      const { errors } = await ask(stack(), 'aupark', jana, query, variables);
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    stack().sandbox.knobs.clearRequests();
    for (const [query, variables] of [
      [setLike, { type: 'REWARD', id: '1401', liked: true }],
      [setFollow, { id: '1001', followed: true }],
      [setThumb, { type: 'EVENT', id: '1101', value: 'UP' }],
      [favourites, { lang: 'en' }],
    ] as const) {
      const { errors } = await ask(stack(), 'aupark', null, query, variables);
      expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(stack().sandbox.knobs.requests().filter((r) => r.path.startsWith('/v1/me/'))).toEqual([]);
  });

  it('ends a session the platform refuses: UNAUTHENTICATED on a public list too, and the cookie cleared', async () => {
    const tomas = anotherMember(stack(), 'tomas.expired@aupark.test');
    expect((await ask<ListData>(stack(), 'aupark', tomas, lists, { lang: 'en' })).errors).toBeUndefined();
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'aupark', email: 'tomas.expired@aupark.test' } });
    const ended = await ask<ListData>(stack(), 'aupark', tomas, lists, { lang: 'en' });
    expect(ended.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(ended.status).toBeLessThan(500);
    expect(ended.cookie).toMatch(/^token=;/);
    const change = await ask(stack(), 'aupark', tomas, setLike, { type: 'REWARD', id: '1401', liked: true });
    expect(change.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a public list up when the likes cannot be had: the public value, not an error', async () => {
    // The platform's likes fail (and nothing else): the list is still answered, without likes.
    const tomas = anotherMember(stack(), 'tomas.overlay@aupark.test');
    await ask(stack(), 'aupark', tomas, setLike, { type: 'REWARD', id: '1401', liked: true });
    await ask<ListData>(stack(), 'aupark', null, lists, { lang: 'de' });
    stack().sandbox.knobs.setMode('failing');
    const during = await ask<ListData>(stack(), 'aupark', tomas, lists, { lang: 'de' });
    stack().sandbox.knobs.setMode('normal');
    expect(during.errors).toBeUndefined();
    expect(likedIn(during.data)).toEqual({ rewards: [], offers: [] });
  });

  it('finds no personal data in Redis after the members’ requests', async () => {
    const entries = await scanPrefix(stack().prefix);
    expect(entries.length).toBeGreaterThan(0);
    for (const { key, text } of entries) {
      expect(key).not.toMatch(/me\/|likes|follows|thumbs/);
      expect(text).not.toMatch(/"reaction"|"liked":true|"followed":true|"thumb":"(UP|DOWN)"|jana\.novakova|tomas\.|sbx\.aupark/);
    }
  });
});
