import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, startStack, useStack } from '../test/stack';

// The content resolvers against the sandbox over real HTTP and a real Redis: legal documents (platform
// calls and the mall's fields) with the translation fallback, articles by permalink (slashes, ids, bad
// permalinks), the tenants' landings (and none on another tenant, without asking the platform), the
// rich text sanitised, an upstream failure and stale data while the platform is down.

interface Heading {
  id: string;
  text: string;
}
interface LegalData {
  legalDocument: { kind: string; title: string | null; html: string; headings: Heading[]; contentLang: string; updatedAt: string | null } | null;
}
interface PageData {
  websitePage: { id: string; permalink: string; title: string; description: string | null; html: string | null; headings: Heading[]; image: string | null; publishedAt: string | null; contentLang: string } | null;
}
interface LandingData {
  landing: { id: string; permalink: string; title: string; html: string | null; image: string | null; gallery: string[]; sections: { id: string; title: string; html: string | null }[]; contentLang: string } | null;
}

const legal = `query ($lang: Language!, $kind: LegalDocumentKind!) {
  legalDocument(lang: $lang, kind: $kind) { kind title html headings { id text } contentLang updatedAt }
}`;
const page = `query ($lang: Language!, $permalink: String!) {
  websitePage(lang: $lang, permalink: $permalink) { id permalink title description html headings { id text } image publishedAt contentLang }
}`;
const landing = `query ($lang: Language!, $site: LandingSite!, $title: String!) {
  landing(lang: $lang, site: $site, title: $title) { id permalink title html image gallery sections { id title html } contentLang }
}`;

const tenants = ['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'] as const;
const langs = ['en', 'cz', 'sk', 'de'] as const;
const kinds = ['privacyPolicy', 'termsAndConditions', 'cookies', 'operatingRules'] as const;

describe('content over the sandbox', () => {
  // Load shedding off: these tests make many requests in a row on a busy machine, and shedding has
  // its own test (plugins/load-shedding.int.test.ts).
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it.each(tenants)('gives the four legal documents of %s in every language, with the mall\'s legal name and a table of contents', async (tenant) => {
    for (const lang of langs) {
      for (const kind of kinds) {
        const { data, errors } = await gql<LegalData>(stack().app, tenant, legal, { lang, kind });
        expect(errors).toBeUndefined();
        const document = data!.legalDocument!;
        expect(document.kind).toBe(kind);
        expect(document.html).toMatch(/(s\.r\.o\.|a\.s\.)/);
        expect(document.html).toContain('<h2 id="section-');
        expect(document.headings.length).toBeGreaterThanOrEqual(4);
        for (const heading of document.headings) expect(document.html).toContain(`<h2 id="${heading.id}">`);
        expect(document.html).not.toMatch(/<script|onerror|javascript:/i);
      }
    }
  });

  it('titles the platform\'s documents in the page\'s language; the mall\'s fields have none', async () => {
    const privacy = await gql<LegalData>(stack().app, 'galerieharfa', legal, { lang: 'cz', kind: 'privacyPolicy' });
    expect(privacy.data!.legalDocument).toMatchObject({ title: 'Zásady ochrany osobních údajů', contentLang: 'cz', updatedAt: '2026-02-15T08:00:00Z' });
    expect(privacy.data!.legalDocument!.html).toContain('Galerie Harfa, a.s.');
    const cookies = await gql<LegalData>(stack().app, 'aupark', legal, { lang: 'de', kind: 'cookies' });
    expect(cookies.data!.legalDocument).toMatchObject({ title: null, contentLang: 'de', updatedAt: null });
    expect(cookies.data!.legalDocument!.html).toContain('<table>');
    expect(cookies.data!.legalDocument!.html).toContain('cookie_consent');
  });

  it('falls back to the tenant\'s language when a text is missing in the page\'s (spec §5), and says which', async () => {
    const terms = await gql<LegalData>(stack().app, 'novoplaza', legal, { lang: 'de', kind: 'termsAndConditions' });
    expect(terms.data!.legalDocument).toMatchObject({ title: 'Obchodní podmínky', contentLang: 'cz' });
    const rules = await gql<LegalData>(stack().app, 'europasc', legal, { lang: 'de', kind: 'operatingRules' });
    expect(rules.data!.legalDocument!.contentLang).toBe('sk');
    expect(rules.data!.legalDocument!.html).toContain('Tento prevádzkový poriadok');
  });

  it('treats links to the tenant\'s own host as site links and others as external', async () => {
    const privacy = await gql<LegalData>(stack().app, 'aupark', legal, { lang: 'sk', kind: 'privacyPolicy' });
    expect(privacy.data!.legalDocument!.html).toContain('<a href="https://dataprotection.gov.sk" target="_blank" rel="noopener noreferrer">');
    expect(privacy.data!.legalDocument!.html).toContain('<a href="mailto:privacy@aupark.test">');
  });

  it('finds an article by a permalink with slashes, in every language of every tenant', async () => {
    for (const tenant of tenants) {
      for (const lang of langs) {
        const { data, errors } = await gql<PageData>(stack().app, tenant, page, { lang, permalink: 'guides/christmas/gift-ideas' });
        expect(errors).toBeUndefined();
        const article = data!.websitePage!;
        expect(article.permalink).toBe('guides/christmas/gift-ideas');
        expect(article.contentLang).toBe(lang);
        expect(article.image).toMatch(/^\/img\?url=/);
        expect(article.headings).toHaveLength(3);
        expect(article.publishedAt).toBe('2026-11-20T08:00:00Z');
      }
    }
    const de = await gql<PageData>(stack().app, 'aupark', page, { lang: 'de', permalink: 'about-us/history' });
    expect(de.data!.websitePage).toMatchObject({ title: 'Die Geschichte von Aupark', contentLang: 'de' });
    expect(de.data!.websitePage!.html).toContain('<a href="/de/shops-services">');
  });

  it('shows a page missing in a language in the tenant\'s language, and a page without an image without one', async () => {
    const sustainability = await gql<PageData>(stack().app, 'europasc', page, { lang: 'de', permalink: 'sustainability' });
    expect(sustainability.data!.websitePage).toMatchObject({ title: 'Udržateľné centrum', contentLang: 'sk' });
    const cz = await gql<PageData>(stack().app, 'galerieharfa', page, { lang: 'sk', permalink: 'sustainability' });
    expect(cz.data!.websitePage).toMatchObject({ title: 'Udržitelné centrum', contentLang: 'cz' });
    const accessibility = await gql<PageData>(stack().app, 'novoplaza', page, { lang: 'en', permalink: 'accessibility' });
    expect(accessibility.data!.websitePage!.image).toBeNull();
  });

  it('finds a page by its numeric id, with its permalink for the 301', async () => {
    const { data } = await gql<PageData>(stack().app, 'aupark', page, { lang: 'sk', permalink: '1602' });
    expect(data!.websitePage!.permalink).toBe('guides/christmas/gift-ideas');
    const foreign = await gql<PageData>(stack().app, 'aupark', page, { lang: 'sk', permalink: '2602' });
    expect(foreign.data!.websitePage).toBeNull();
  });

  it('answers null, without asking the platform, for permalinks outside the rule; null for unknown pages and landings', async () => {
    stack().sandbox.knobs.clearRequests();
    for (const permalink of ['', '../settings-web-app/web', 'a//b', '.hidden', 'a/./b', 'with space', 'x'.repeat(201), 'ä/ö', 'a?b=1', '%2e%2e', 'a/b/c/d/e/f/g/h/i/j/k']) {
      const { data, errors } = await gql<PageData>(stack().app, 'aupark', page, { lang: 'en', permalink });
      expect(errors).toBeUndefined();
      expect(data!.websitePage).toBeNull();
    }
    expect(stack().sandbox.knobs.requests().filter((r) => r.path.includes('website-pages'))).toEqual([]);
    for (const permalink of ['guides/christmas', 'no-such-page', 'christmas-2026']) {
      const { data, errors } = await gql<PageData>(stack().app, 'aupark', page, { lang: 'en', permalink });
      expect(errors).toBeUndefined();
      expect(data!.websitePage).toBeNull();
    }
  });

  it('percent-encodes each segment of a permalink to the platform', async () => {
    stack().sandbox.knobs.clearRequests();
    // Not asked before in this file, so not in the cache.
    await gql<PageData>(stack().app, 'beta', page, { lang: 'en', permalink: 'about-us/history' });
    expect(stack().sandbox.knobs.requests().map((r) => r.path)).toContain('/v1/website-pages/permalink/about-us/history');
  });

  it.each([
    ['aupark', 'christmas-2026', 'Vianoce v Auparku'],
    ['europasc', 'back-to-school', 'Späť do školy v Europe'],
    ['galerieharfa', 'spring-fashion-week', 'Jarný týždeň módy'],
    ['novoplaza', 'family-weekend', 'Rodinný víkend v Novo Plaza'],
  ] as const)('gives the landing of %s with its sections and the landings images', async (tenant, title, skTitle) => {
    const { data, errors } = await gql<LandingData>(stack().app, tenant, landing, { lang: 'sk', site: tenant, title });
    expect(errors).toBeUndefined();
    const page = data!.landing!;
    expect(page).toMatchObject({ permalink: title, title: skTitle, contentLang: 'sk' });
    expect(page.sections.map((s) => s.id)).toEqual(['part-1', 'part-2', 'part-3']);
    expect(page.image).toMatch(/^\/img\?url=/);
    expect(page.gallery.length).toBeGreaterThanOrEqual(1);
    expect(page.gallery[0]).toContain('landings_images_1');
  });

  it('has no landing on another tenant nor on beta, and asks the platform nothing for it', async () => {
    stack().sandbox.knobs.clearRequests();
    for (const tenant of ['galerieharfa', 'novoplaza', 'europasc', 'beta']) {
      const { data, errors } = await gql<LandingData>(stack().app, tenant, landing, { lang: 'en', site: 'aupark', title: 'christmas-2026' });
      expect(errors).toBeUndefined();
      expect(data!.landing).toBeNull();
    }
    // Nothing at all of these tenants (their other data is fresh in the cache from the tests above).
    expect(stack().sandbox.knobs.requests().map((r) => r.path)).toEqual([]);
  });

  it('has no landing for an unknown title, a bad one, or an article\'s permalink', async () => {
    for (const title of ['no-such-campaign', 'accessibility', '../malls', '']) {
      const { data, errors } = await gql<LandingData>(stack().app, 'aupark', landing, { lang: 'en', site: 'aupark', title });
      expect(errors).toBeUndefined();
      expect(data!.landing).toBeNull();
    }
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    stack().sandbox.knobs.setMode('failing');
    // Not asked before in this file, so not in the cache.
    const { errors } = await gql<PageData>(stack().app, 'europasc', page, { lang: 'en', permalink: 'accessibility' });
    expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('serves stale content while the platform is down', async () => {
    const short = { freshMs: 200, staleMs: 60_000 };
    const quick = await startStack({ sandbox: stack().sandbox, env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }, cachePolicies: { content: short, mall: short, settings: short } });
    try {
      const warmPage = await gql<PageData>(quick.app, 'galerieharfa', page, { lang: 'de', permalink: 'about-us/history' });
      const warmLegal = await gql<LegalData>(quick.app, 'galerieharfa', legal, { lang: 'de', kind: 'cookies' });
      expect(warmPage.errors).toBeUndefined();
      expect(warmLegal.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      stack().sandbox.knobs.setMode('down');
      const stalePage = await gql<PageData>(quick.app, 'galerieharfa', page, { lang: 'de', permalink: 'about-us/history' });
      const staleLegal = await gql<LegalData>(quick.app, 'galerieharfa', legal, { lang: 'de', kind: 'cookies' });
      expect(stalePage.data).toEqual(warmPage.data);
      expect(staleLegal.data).toEqual(warmLegal.data);
    } finally {
      await quick.close();
      await cleanPrefix(quick.prefix);
    }
  });
});
