import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, hostOf, startStack, useStack } from '../test/stack';

// The blog's resolver against the sandbox over real HTTP and a real Redis: every tenant in every
// language, newest first, the category filter (a category of the blog, one without articles, one the
// blog does not have, a bad argument), paging, and an upstream failure.

interface BlogData {
  blog: {
    categories: { id: string; name: string }[];
    category: { id: string; name: string } | null;
    items: { id: string; permalink: string; title: string; excerpt: string | null; image: string | null; publishedAt: string | null; category: { id: string; name: string } | null; contentLang: string }[];
    currentPage: number;
    lastPage: number;
    perPage: number;
    total: number;
  };
}

const blog = `query ($lang: Language!, $page: Int!, $perPage: Int!, $category: ID) {
  blog(lang: $lang, page: $page, perPage: $perPage, category: $category) {
    categories { id name }
    category { id name }
    items { id permalink title excerpt image publishedAt category { id name } contentLang }
    currentPage lastPage perPage total
  }
}`;

const tenants = ['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'] as const;
const langs = ['en', 'cz', 'sk', 'de'] as const;

describe('blog over the sandbox', () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it.each(tenants)('lists the articles of %s newest first, each in a category, in every language', async (tenant) => {
    for (const lang of langs) {
      const { data, errors } = await gql<BlogData>(stack().app, tenant, blog, { lang, page: 1, perPage: 10 });
      expect(errors).toBeUndefined();
      const page = data!.blog;
      expect(page.categories.map((c) => c.name)).toHaveLength(3);
      expect(page.category).toBeNull();
      expect(page.total).toBe(4);
      expect(page.items.map((a) => a.permalink)).toEqual(['guides/christmas/gift-ideas', 'sustainability', 'accessibility', 'about-us/history']);
      const dates = page.items.map((a) => a.publishedAt ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
      for (const article of page.items) {
        expect(article.title).not.toMatch(/missing/i);
        expect(article.excerpt).toBeTruthy();
        expect(article.excerpt).not.toMatch(/<|>/);
        expect(page.categories).toContainEqual(article.category);
      }
      // The accessibility article has no image; the others come through the image route.
      expect(page.items.find((a) => a.permalink === 'accessibility')!.image).toBeNull();
      expect(page.items.find((a) => a.permalink === 'sustainability')!.image).toMatch(/^\/img\?/);
    }
  });

  it('names the categories and the articles in the page\'s language', async () => {
    const { data } = await gql<BlogData>(stack().app, 'galerieharfa', blog, { lang: 'cz', page: 1, perPage: 10 });
    expect(data!.blog.categories.map((c) => c.name)).toEqual(['Život v centru', 'Nákupní tipy', 'Rozhovory']);
    expect(data!.blog.items[0]).toMatchObject({ title: 'Tipy na vánoční dárky', contentLang: 'cz', category: { name: 'Nákupní tipy' } });
  });

  it('narrows to one category, and a category without articles is an empty page, not an error', async () => {
    const all = await gql<BlogData>(stack().app, 'aupark', blog, { lang: 'en', page: 1, perPage: 10 });
    const [centre, tips, interviews] = all.data!.blog.categories;
    const byCentre = await gql<BlogData>(stack().app, 'aupark', blog, { lang: 'en', page: 1, perPage: 10, category: centre!.id });
    expect(byCentre.data!.blog.category).toEqual({ id: centre!.id, name: 'Life at the centre' });
    expect(byCentre.data!.blog.items.map((a) => a.permalink)).toEqual(['sustainability', 'about-us/history']);
    const byTips = await gql<BlogData>(stack().app, 'aupark', blog, { lang: 'de', page: 1, perPage: 10, category: tips!.id });
    expect(byTips.data!.blog.items.every((a) => a.category?.id === tips!.id)).toBe(true);
    expect(byTips.data!.blog.total).toBe(2);
    const empty = await gql<BlogData>(stack().app, 'aupark', blog, { lang: 'sk', page: 1, perPage: 10, category: interviews!.id });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.blog).toMatchObject({ category: { id: interviews!.id, name: 'Rozhovory' }, items: [], total: 0, lastPage: 1 });
  });

  it('has no category of another tenant nor of the FAQ: an empty page with no category, asked nothing more', async () => {
    const harfa = await gql<BlogData>(stack().app, 'galerieharfa', blog, { lang: 'en', page: 1, perPage: 10 });
    const foreign = harfa.data!.blog.categories[0]!.id;
    for (const category of [foreign, '1701', '999999']) {
      const { data, errors } = await gql<BlogData>(stack().app, 'aupark', blog, { lang: 'en', page: 1, perPage: 10, category });
      expect(errors).toBeUndefined();
      expect(data!.blog).toMatchObject({ category: null, items: [], total: 0 });
    }
  });

  it('refuses a category that is no id, and a bad page or size, as BAD_USER_INPUT', async () => {
    for (const variables of [
      { lang: 'en', page: 1, perPage: 10, category: 'tips' },
      { lang: 'en', page: 1, perPage: 10, category: '-1' },
      { lang: 'en', page: 0, perPage: 10 },
      { lang: 'en', page: 1, perPage: 7 },
    ]) {
      const { errors } = await gql<BlogData>(stack().app, 'aupark', blog, variables);
      expect(errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('pages the list', async () => {
    const first = await gql<BlogData>(stack().app, 'europasc', blog, { lang: 'sk', page: 1, perPage: 10 });
    expect(first.data!.blog).toMatchObject({ currentPage: 1, lastPage: 1, perPage: 10 });
    const beyond = await gql<BlogData>(stack().app, 'europasc', blog, { lang: 'sk', page: 2, perPage: 10 });
    expect(beyond.data!.blog).toMatchObject({ currentPage: 2, items: [], total: 4 });
  });

  it('puts the blog and the e-shops in every language\'s sitemap, as the other list pages', async () => {
    const paths = { en: ['/en/blog', '/en/eshops'], cz: ['/cz/blog', '/cz/e-shopy'], sk: ['/sk/blog', '/sk/e-shopy'], de: ['/de/blog', '/de/eshops'] };
    for (const lang of langs) {
      const response = await stack().app.inject({ method: 'GET', url: `/sitemap-${lang}.xml`, headers: { host: hostOf('galerieharfa') } });
      expect(response.statusCode).toBe(200);
      for (const path of paths[lang]) expect(response.body, path).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    }
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    const cold = await startStack({ sandbox: stack().sandbox });
    try {
      stack().sandbox.knobs.setMode('failing');
      const { errors } = await gql(cold.app, 'novoplaza', blog, { lang: 'de', page: 1, perPage: 10 });
      expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(errors?.[0]?.message).not.toMatch(/sandbox|500/);
    } finally {
      await cold.close();
      await cleanPrefix(cold.prefix);
    }
  });
});
