import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, homeQuery, hostOf, startStack, useStack } from './test/stack';

// The bff against the sandbox over real HTTP and a real Redis: the GraphQL facade, the shared cache
// (hits, stale serving, Redis down), tenant isolation and error codes.

interface Home {
  tenant: { id: string; gtmId: string | null; metaId: string | null; meta: { title: string } };
  settings: { websiteName: string | null; roundedCorners: boolean; navItems: string[]; footerItems: unknown; heroBannerAspectRatio: string; headerColors: { footer: string } };
  mall: { id: string; name: string; today: { from: string; to: string } | null; billing: { companyLegalName: string | null }; propertyManagement: unknown };
  heroBanners: { type: string; id: string; title: string; slug: string; imageWide: string | null }[];
  featuredShops: { id: string; name: string; slug: string; logo: string | null; website: string | null; category: string | null }[];
  categories: { id: string; name: string; slug: string; children: { id: string; name: string }[] }[];
  availableLocales: { language: string; name: string }[];
}

const tenants = ['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'] as const;

describe('GraphQL facade over the sandbox', () => {
  const stack = useStack();

  it.each(tenants)('serves %s its own, display-ready data in every language', async (tenant) => {
    for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
      const { data, errors } = await gql<Home>(stack().app, tenant, homeQuery, { lang });
      expect(errors).toBeUndefined();
      expect(data?.tenant.id).toBe(tenant);
      expect(data?.mall.name.length).toBeGreaterThan(0);
      expect(data?.availableLocales.map((l) => l.language).sort()).toEqual(['cz', 'de', 'en', 'sk']);
      expect(data?.heroBanners.length).toBeGreaterThan(0);
      for (const banner of data?.heroBanners ?? []) {
        expect(banner.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        // Root-relative: the page's own host serves it; nothing in it comes from the request.
        expect(banner.imageWide).toMatch(/^\/img\?url=http/);
      }
      for (const shop of data?.featuredShops ?? []) {
        if (shop.website) expect(shop.website).toMatch(/^https?:\/\//);
      }
      expect(data?.categories.some((c) => c.children.length > 0)).toBe(true);
    }
  });

  it('picks the translation of the asked language', async () => {
    const en = await gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'en' });
    const sk = await gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'sk' });
    expect(en.data?.tenant.meta.title).toBe('Aupark Shopping Center Bratislava');
    expect(sk.data?.tenant.meta.title).toBe('Aupark nákupné centrum Bratislava');
    expect(en.data?.heroBanners[0]?.title).not.toBe(sk.data?.heroBanners[0]?.title);
    expect(en.data?.categories[0]?.name).not.toBe(sk.data?.categories[0]?.name);
  });

  it('types settings: invalid JSON is logged and ignored, valid JSON parsed', async () => {
    const europa = await gql<Home>(stack().app, 'europasc', homeQuery, { lang: 'en' });
    expect(europa.errors).toBeUndefined();
    expect(europa.data?.settings.footerItems).toBeNull();
    const aupark = await gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'en' });
    expect(Array.isArray(aupark.data?.settings.footerItems)).toBe(true);
    expect(typeof aupark.data?.settings.roundedCorners).toBe('boolean');
    expect(aupark.data?.settings.navItems.length).toBeGreaterThan(0);
  });

  it('ignores invalid property management JSON (novoplaza) and parses it elsewhere', async () => {
    const novo = await gql<Home>(stack().app, 'novoplaza', homeQuery, { lang: 'cz' });
    expect(novo.errors).toBeUndefined();
    expect(novo.data?.mall.propertyManagement).toBeNull();
    const aupark = await gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'cz' });
    expect(aupark.data?.mall.propertyManagement).toEqual(expect.objectContaining({ name: expect.any(String) }));
  });

  it("has no today's hours where the default zone is closed (beta)", async () => {
    const beta = await gql<Home>(stack().app, 'beta', homeQuery, { lang: 'en' });
    expect(beta.data?.mall.today).toBeNull();
    const aupark = await gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'en' });
    expect(aupark.data?.mall.today).toEqual({ from: expect.stringMatching(/^\d\d:\d\d$/), to: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it('sends each tenant its own Origin upstream and keeps unknown hosts on beta', async () => {
    for (const tenant of ['galerieharfa', 'beta']) {
      await stack().app.inject({ method: 'POST', url: '/ops/cache/purge', payload: { tenant } });
    }
    stack().sandbox.knobs.clearRequests();
    await gql(stack().app, 'galerieharfa', '{ tenant { id } settings { websiteName } }');
    const unknown = await stack().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'evil.example.com', 'content-type': 'application/json' },
      payload: { query: '{ tenant { id } settings { websiteName } }' },
    });
    expect(unknown.json()).toMatchObject({ data: { tenant: { id: 'beta' } } });
    const origins = new Set(stack().sandbox.knobs.requests().map((r) => r.origin));
    expect(origins).toContain('https://www.galerieharfa.cz');
    expect(origins).toEqual(new Set(['https://www.galerieharfa.cz', 'https://beta.mall-sites.example']));
  });

  it('answers bad input with BAD_USER_INPUT and limits aliases and depth', async () => {
    const badLang = await gql(stack().app, 'aupark', 'query($lang: Language!) { mall(lang: $lang) { name } }', { lang: 'fr' });
    expect(badLang.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: ok`).join(' ');
    const tooMany = await gql(stack().app, 'aupark', `{ ${aliases} }`);
    expect(tooMany.errors?.[0]?.message).toMatch(/Too many aliases/);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const deep = await gql(stack().app, 'aupark', '{ categories(lang: en) { children { children { children { children { children { children { children { children { id } } } } } } } } } }');
    expect(deep.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('blocks GET queries without a preflight header (CSRF prevention) and allows them with it', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ tenant { id } }')}`;
    const blocked = await stack().app.inject({ method: 'GET', url, headers: { host: hostOf('aupark') } });
    expect(blocked.statusCode).toBe(400);
    const allowed = await stack().app.inject({ method: 'GET', url, headers: { host: hostOf('aupark'), 'mercurius-require-preflight': 'true' } });
    expect(allowed.json()).toEqual({ data: { tenant: { id: 'aupark' } } });
  });
});

describe('shared cache', () => {
  const stack = useStack();

  const upstreamCalls = (path: string) => stack().sandbox.knobs.requests().filter((r) => r.path === `/v1/${path}`).length;

  it('serves repeated and concurrent requests from one upstream call, also to a second replica', async () => {
    stack().sandbox.knobs.clearRequests();
    const first = await Promise.all(Array.from({ length: 10 }, () => gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'en' })));
    expect(first.every((r) => r.errors === undefined)).toBe(true);
    expect(upstreamCalls('malls')).toBe(1);
    expect(upstreamCalls('settings-web-app/web')).toBe(1);
    expect(upstreamCalls('companies/featured')).toBe(1);

    const replica = await startStack({ sandbox: stack().sandbox, prefix: stack().prefix });
    try {
      const again = await gql<Home>(replica.app, 'aupark', homeQuery, { lang: 'sk' });
      expect(again.data?.tenant.id).toBe('aupark');
      // one cached copy of the upstream data serves every language and every replica
      expect(upstreamCalls('malls')).toBe(1);
    } finally {
      await replica.close();
    }
  });

  it('serves stale data while refreshing, and when the upstream is down', async () => {
    // Its own replica with a 300 ms fresh time (the others keep the default policies).
    const short = { freshMs: 300, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { settings: short, mall: short, catalog: short } });
    try {
      const warm = await gql<Home>(quick.app, 'galerieharfa', homeQuery, { lang: 'cz' });
      expect(warm.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 400)); // past the fresh time
      stack().sandbox.knobs.setMode('down');
      const stale = await gql<Home>(quick.app, 'galerieharfa', homeQuery, { lang: 'cz' });
      expect(stale.errors).toBeUndefined();
      expect(stale.data?.mall.name).toBe(warm.data?.mall.name);
      const again = await gql<Home>(quick.app, 'galerieharfa', homeQuery, { lang: 'en' });
      expect(again.errors).toBeUndefined();
      const metrics = (await quick.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(/bff_cache_requests_total\{tenant="galerieharfa",family="mall",state="(stale|stale-error|stale_error)"\} [1-9]/);
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });

  it('keeps serving warm pages when Redis comes back empty while the platform is down', async () => {
    // Short fresh times, so L1 asks Redis again within the test (it trusts a copy until it is stale).
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, cachePolicies: { settings: short, mall: short, catalog: short } });
    try {
      const warm = await gql<Home>(quick.app, 'europasc', homeQuery, { lang: 'sk' });
      expect(warm.errors).toBeUndefined();
      stack().sandbox.knobs.setMode('down');
      await cleanPrefix(quick.prefix); // Redis restarted without its data
      const started = Date.now();
      while (Date.now() - started < 1500) {
        const page = await gql<Home>(quick.app, 'europasc', homeQuery, { lang: 'sk' });
        expect(page.errors).toBeUndefined();
        expect(page.data?.mall.name).toBe(warm.data?.mall.name);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The copies are back in Redis: a replica that starts now serves them too.
      const fresh = await startStack({ sandbox: stack().sandbox, prefix: quick.prefix });
      try {
        expect((await gql<Home>(fresh.app, 'europasc', homeQuery, { lang: 'en' })).errors).toBeUndefined();
      } finally {
        await fresh.close();
      }
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });

  it('answers UPSTREAM_UNAVAILABLE with nothing cached and the upstream failing, never a generic error', async () => {
    stack().sandbox.knobs.setMode('failing');
    const cold = await gql(stack().app, 'novoplaza', 'query { settings { websiteName } }');
    expect(cold.data).toBeNull();
    expect(cold.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(cold.errors?.[0]?.message).not.toMatch(/500|sandbox|127\.0\.0\.1/);
  });

  it('retries a failing GET once (bounded) and does not cache the failure', async () => {
    stack().sandbox.knobs.setMode('failing');
    stack().sandbox.knobs.clearRequests();
    await gql(stack().app, 'europasc', '{ availableLocales { language } }');
    expect(upstreamCalls('translations/web/available-locales')).toBe(2);
    stack().sandbox.knobs.setMode('normal');
    const ok = await gql<Pick<Home, 'availableLocales'>>(stack().app, 'europasc', '{ availableLocales { language } }');
    expect(ok.data?.availableLocales).toHaveLength(4);
  });

  it('keeps tenants apart in the cache and purges one tenant only', async () => {
    await gql(stack().app, 'aupark', homeQuery, { lang: 'en' });
    await gql(stack().app, 'europasc', homeQuery, { lang: 'en' });
    const purge = await stack().app.inject({ method: 'POST', url: '/ops/cache/purge', payload: { tenant: 'aupark' } });
    expect(purge.statusCode).toBe(200);
    expect(purge.json<{ removed: number }>().removed).toBeGreaterThan(0);
    stack().sandbox.knobs.clearRequests();
    await gql(stack().app, 'aupark', '{ settings { websiteName } }');
    await gql(stack().app, 'europasc', '{ settings { websiteName } }');
    const settingsCalls = stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/settings-web-app/web');
    expect(settingsCalls.map((r) => r.tenant)).toEqual(['aupark']);
    const badPurge = await stack().app.inject({ method: 'POST', url: '/ops/cache/purge', payload: { tenant: 'nope' } });
    expect(badPurge.statusCode).toBe(400);
  });
});

describe('with Redis down', () => {
  const stack = useStack({ redis: 'redis://127.0.0.1:1' });

  it('keeps answering from the upstream and the in-process cache, and says so on /readyz', async () => {
    const started = Date.now();
    const { data, errors } = await gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'de' });
    expect(errors).toBeUndefined();
    expect(data?.tenant.id).toBe('aupark');
    expect(Date.now() - started).toBeLessThan(5000);
    const ready = await stack().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ cache: 'redis-down', degraded: true });
  });
});

describe('image proxy', () => {
  const stack = useStack({ redis: null });

  it('proxies images from allowed hosts only', async () => {
    const home = await gql<Home>(stack().app, 'aupark', homeQuery, { lang: 'en' });
    const proxied = new URL(home.data!.heroBanners[0]!.imageWide!, 'http://aupark.localhost');
    const image = await stack().app.inject({ method: 'GET', url: `${proxied.pathname}${proxied.search}`, headers: { host: hostOf('aupark') } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['cache-control']).toMatch(/public/);
    const foreign = await stack().app.inject({ method: 'GET', url: `/img?url=${encodeURIComponent('https://evil.example.com/x.png')}`, headers: { host: hostOf('aupark') } });
    expect(foreign.statusCode).toBe(403);
    const bad = await stack().app.inject({ method: 'GET', url: '/img?url=javascript:alert(1)', headers: { host: hostOf('aupark') } });
    expect(bad.statusCode).toBe(400);
  });
});
