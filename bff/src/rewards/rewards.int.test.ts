import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, startStack, useStack } from '../test/stack';

// The rewards' resolvers against the sandbox over real HTTP and a real Redis: pages, a category, a
// detail with related rewards, bad input, an upstream failure and stale data while the platform is down.

interface Card {
  id: string;
  title: string;
  slug: string;
  points: number;
  image: string | null;
  customerLike: { reaction: string } | null;
}
interface ListData {
  rewards: { category: { id: string; key: string; name: string } | null; items: Card[]; currentPage: number; lastPage: number; perPage: number; total: number } | null;
}
interface DetailData {
  reward: (Card & { description: string | null; summary: string | null; validFrom: string | null; validTo: string | null; remaining: number | null; limitTotal: number | null; category: { key: string } | null }) | null;
  relatedRewards: Card[];
}

const list = `query ($lang: Language!, $page: Int!, $perPage: Int!, $category: String) {
  rewards(lang: $lang, page: $page, perPage: $perPage, category: $category) {
    category { id key name } items { id title slug points image customerLike { reaction } } currentPage lastPage perPage total
  }
}`;
const detail = `query ($lang: Language!, $id: ID!, $limit: Int!) {
  reward(lang: $lang, id: $id) { id title slug points image description summary validFrom validTo remaining limitTotal category { key } customerLike { reaction } }
  relatedRewards(lang: $lang, id: $id, limit: $limit) { id title slug points image customerLike { reaction } }
}`;

describe('rewards over the sandbox', () => {
  const stack = useStack();

  it.each(['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'])('pages the rewards of %s in every language', async (tenant) => {
    for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
      const { data, errors } = await gql<ListData>(stack().app, tenant, list, { lang, page: 1, perPage: 10 });
      expect(errors).toBeUndefined();
      const page = data!.rewards!;
      expect(page.items.length).toBe(Math.min(10, page.total));
      expect(page.lastPage).toBe(Math.max(1, Math.ceil(page.total / 10)));
      for (const item of page.items) {
        expect(item.title).not.toMatch(/missing/i);
        expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(item.image).toMatch(/^\/img\?url=/);
        expect(item.customerLike).toBeNull();
      }
    }
  });

  it('answers a page past the end with no items and the real last page', async () => {
    const { data, errors } = await gql<ListData>(stack().app, 'aupark', list, { lang: 'en', page: 3, perPage: 10 });
    expect(errors).toBeUndefined();
    expect(data!.rewards).toMatchObject({ items: [], currentPage: 3, lastPage: 2, total: 13 });
  });

  it('filters by a category key (the id decides), and answers null for a category that does not exist', async () => {
    const food = await gql<ListData>(stack().app, 'aupark', list, { lang: 'cz', page: 1, perPage: 10, category: '901-whatever' });
    expect(food.errors).toBeUndefined();
    expect(food.data!.rewards!.category).toEqual({ id: '901', key: '901-jidlo-a-piti', name: 'Jídlo a pití' });
    expect(food.data!.rewards!.items.map((r) => r.title)).toContain('Káva zdarma');
    expect(food.data!.rewards!.items.length).toBeLessThan(13);
    for (const key of ['999-nothing', 'abc', 'x'.repeat(2000), '0']) {
      const none = await gql<ListData>(stack().app, 'aupark', list, { lang: 'en', page: 1, perPage: 10, category: key });
      expect(none.errors).toBeUndefined();
      expect(none.data!.rewards).toBeNull();
    }
  });

  it('refuses a bad page or page size with BAD_USER_INPUT, asking the platform nothing', async () => {
    stack().sandbox.knobs.clearRequests();
    for (const variables of [{ page: 0, perPage: 10 }, { page: 1, perPage: 7 }, { page: 10_001, perPage: 10 }]) {
      const { errors } = await gql<ListData>(stack().app, 'aupark', list, { lang: 'en', ...variables });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/rewards')).toEqual([]);
  });

  it('gives a reward with its description sanitised, its validity as days and related rewards', async () => {
    const manicure = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'en', id: '1410', limit: 4 });
    expect(manicure.errors).toBeUndefined();
    const reward = manicure.data!.reward!;
    expect(reward).toMatchObject({ id: '1410', title: 'Manicure', slug: 'manicure', points: 300, validFrom: '2026-01-01', validTo: '2026-12-31', limitTotal: 40, remaining: 35, category: { key: '904-beauty-and-wellness' } });
    expect(reward.description).toContain('<p>A classic manicure.</p>');
    expect(reward.description).not.toMatch(/script|onclick|javascript:/);
    // shared/rich-text plainText joins adjacent paragraphs without a space for now (reported to its owner).
    expect(reward.summary).toMatch(/^A classic manicure\.\s?Book at the salon\.$/);
    const related = manicure.data!.relatedRewards;
    expect(related).toHaveLength(4);
    expect(related.map((r) => r.id)).not.toContain('1410');
    // Its category's other reward first.
    expect(related[0]!.id).toBe('1405');
  });

  it('falls back to another language when one is missing', async () => {
    const { data } = await gql<DetailData>(stack().app, 'galerieharfa', detail, { lang: 'de', id: '2408', limit: 4 });
    // No German record: the tenant's fallback language (cz).
    expect(data!.reward!.title).toBe('Croissant a cappuccino');
  });

  it('answers null for an unknown id, an id of another tenant and an id that is no number', async () => {
    for (const id of ['1999', '2401', 'abc', '1'.repeat(40)]) {
      const { data, errors } = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'en', id, limit: 4 });
      expect(errors).toBeUndefined();
      expect(data!.reward).toBeNull();
      expect(data!.relatedRewards).toEqual([]);
    }
    const { errors } = await gql<DetailData>(stack().app, 'aupark', detail, { lang: 'en', id: '1401', limit: 5 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    stack().sandbox.knobs.setMode('failing');
    const { errors } = await gql<ListData>(stack().app, 'novoplaza', list, { lang: 'en', page: 2, perPage: 8 });
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errors?.[0]?.message).not.toMatch(/sandbox|500/);
  });

  it('serves stale rewards while the platform is down', async () => {
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { content: short, catalog: short } });
    try {
      const warm = await gql<DetailData>(quick.app, 'europasc', detail, { lang: 'sk', id: '4401', limit: 4 });
      expect(warm.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      stack().sandbox.knobs.setMode('down');
      const stale = await gql<DetailData>(quick.app, 'europasc', detail, { lang: 'sk', id: '4401', limit: 4 });
      expect(stale.errors).toBeUndefined();
      expect(stale.data).toEqual(warm.data);
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
