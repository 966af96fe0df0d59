import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathFor, routeLabel } from '@mall/site';
import blogCz from '../src/features/blog/locales/cz.json' with { type: 'json' };
import blogDe from '../src/features/blog/locales/de.json' with { type: 'json' };
import blogEn from '../src/features/blog/locales/en.json' with { type: 'json' };
import blogSk from '../src/features/blog/locales/sk.json' with { type: 'json' };
import eshopsCz from '../src/features/eshops/locales/cz.json' with { type: 'json' };
import eshopsDe from '../src/features/eshops/locales/de.json' with { type: 'json' };
import eshopsEn from '../src/features/eshops/locales/en.json' with { type: 'json' };
import eshopsSk from '../src/features/eshops/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, giveConsent, htmlLang, isPrefetchRequest, languages, publicUrl, tenants, tenantUrl, waitForApp, type Lang } from './support';

// The blog and the e-shops (issue 22), the two routes the specification names without paths: each
// server-rendered in every language on two tenants, hydrated without asking again, axe-clean, no
// console error, no horizontal scroll at a phone's width; the blog's category filter (a real link,
// an unknown category a 404), the e-shops' links (new tab, noopener, a name that says whose, the
// http:// rule), and the footer entries the tenants' settings give them.

const blogTexts: Record<Lang, typeof blogEn> = { en: blogEn, cz: blogCz, sk: blogSk, de: blogDe };
const eshopTexts: Record<Lang, typeof eshopsEn> = { en: eshopsEn, cz: eshopsCz, sk: eshopsSk, de: eshopsDe };
const mallNames = { aupark: 'Aupark', galerieharfa: 'Galerie Harfa' } as const;
const giftIdeas = { en: 'Christmas gift ideas', cz: 'Tipy na vánoční dárky', sk: 'Tipy na vianočné darčeky', de: 'Geschenkideen für Weihnachten' };
const tips = { en: 'Shopping tips', cz: 'Nákupní tipy', sk: 'Nákupné tipy', de: 'Einkaufstipps' };

/** The browser logs the document's own 404 as a failed resource; anything else is an error. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function noHorizontalScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${what}: as wide as the screen`).toBeLessThanOrEqual(widths.inner);
}

test.beforeEach(async ({ context }) => {
  await giveConsent(context, tenantUrl(tenants.aupark));
  await giveConsent(context, tenantUrl(tenants.galerieharfa));
});

for (const tenantId of ['aupark', 'galerieharfa'] as const) {
  test(`the blog of ${tenantId} in every language: server-rendered, hydrated without a request, filtered by category`, async ({ page }) => {
    test.setTimeout(120_000);
    const tenant = tenants[tenantId];
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    for (const lang of languages) {
      const texts = blogTexts[lang];
      const path = pathFor('blog', lang, {});
      expect(path).toBe(`/${lang}/blog`);
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(giftIdeas[lang]);
      expect(html).toContain(`<link rel="canonical" href="${publicUrl(tenant, path)}">`);
      expect(html).toContain(`hreflang="de" href="${publicUrl(tenant, '/de/blog')}"`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
      await expect(page).toHaveTitle(fill(texts.head.title, { name: texts.title, mall: mallNames[tenantId] }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      const cards = page.getByTestId('blog-list').getByTestId('post-card');
      await expect(cards).toHaveCount(4);
      // Newest first: the gift ideas (20 November) lead, and link to the article's own page.
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', pathFor('article', lang, { '*': 'guides/christmas/gift-ideas' }));
      await expect(cards.first().getByRole('heading')).toHaveText(giftIdeas[lang]);
      await expect(page.getByTestId('blog-list')).toHaveAttribute('data-all-images-loaded', 'true');
      await axe(page);
    }
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);

    // The filter: a real link; the list narrows, the address says the category.
    await page.goto(tenantUrl(tenant, '/en/blog'));
    const nav = page.getByRole('navigation', { name: blogEn.categories });
    await nav.getByRole('link', { name: tips.en }).click();
    await expect(page).toHaveURL(/\/en\/blog\?category=\d+$/);
    await expect(nav.getByRole('link', { name: tips.en })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('blog-list').getByTestId('post-card')).toHaveCount(2);
    await expect(page).toHaveTitle(fill(blogEn.head.title, { name: fill(blogEn.head.category, { category: tips.en }), mall: mallNames[tenantId] }));
    await nav.getByRole('link', { name: blogEn.all }).click();
    await expect(page).toHaveURL(tenantUrl(tenant, '/en/blog'));
    await expect(page.getByTestId('blog-list').getByTestId('post-card')).toHaveCount(4);
    // A category with no article yet: the empty state, not an error.
    await nav.getByRole('link', { name: 'Interviews' }).click();
    await expect(page.getByText(fill(blogEn.emptyCategory, { category: 'Interviews' }))).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the blog answers 404 for a category it does not have and past its last page; a malformed category is no filter', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  for (const path of ['/en/blog?category=999999', '/cz/blog/2', '/de/blog/0']) {
    const response = await page.goto(tenantUrl(tenants.aupark, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-screen').locator('.error-screen__status')).toHaveText('404');
  }
  const loose = await page.goto(tenantUrl(tenants.aupark, '/sk/blog?category=tips'));
  expect(loose?.status()).toBe(200);
  await expect(page.getByTestId('blog-list').getByTestId('post-card')).toHaveCount(4);
  expect(unexpected(errors)).toEqual([]);
});

for (const tenantId of ['aupark', 'galerieharfa'] as const) {
  test(`the e-shops of ${tenantId} in every language: cards, safe external links, the http:// rule`, async ({ page }) => {
    test.setTimeout(120_000);
    const tenant = tenants[tenantId];
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    for (const lang of languages) {
      const texts = eshopTexts[lang];
      const path = pathFor('eshops', lang);
      expect(path).toBe({ en: '/en/eshops', cz: '/cz/e-shopy', sk: '/sk/e-shopy', de: '/de/eshops' }[lang]);
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status()).toBe(200);
      expect((await response?.text()) ?? '').toContain(`<link rel="canonical" href="${publicUrl(tenant, path)}">`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
      await expect(page).toHaveTitle(fill(texts.head.title, { mall: mallNames[tenantId] }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      const cards = page.getByTestId('eshop');
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      const links = page.getByTestId('eshop-link');
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAttribute('href', /^https?:\/\/[^/\s]+\.[a-z]+/);
      }
      // The first card's name links to the shop's own page in the mall.
      const first = cards.first();
      const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await expect(first.getByTestId('eshop-link')).toHaveAccessibleName(new RegExp(`^${texts.visitLabel.split('{{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(first.getByTestId('eshop-link')).toHaveAccessibleName(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(first.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${lang}/(shop|obchod)/\\d+/`));
      await axe(page);
    }
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an e-shop written without a scheme gets http://; one that is no address is left out', async ({ page }) => {
  await page.goto(tenantUrl(tenants.galerieharfa, '/cz/e-shopy'));
  await expect(page.getByRole('link', { name: /^E-shop Sephora:/ })).toHaveAttribute('href', 'http://sephora.cz');
  await expect(page.getByRole('link', { name: /^E-shop Alza\.cz:/ })).toHaveAttribute('href', 'https://www.alza.cz');
  await page.goto(tenantUrl(tenants.aupark, '/sk/e-shopy'));
  await expect(page.getByTestId('eshop').first()).toBeVisible();
  await expect(page.getByTestId('eshop').filter({ hasText: 'Ľudovít' })).toHaveCount(0);
});

test('the footer leads to them where the mall\'s settings list them', async ({ page }) => {
  // Clicked once the app has started. Twice on a busy machine (CI's run at the suite's cold start,
  // and once here at a load of 15) the galerieharfa click below was lost while the app started: the
  // page stayed at /cz. About 200 tries here never lost one (CPU throttled up to 6x, four busy loops,
  // the click at every moment of the start, a native click while a slow start and a slow answer
  // overlapped); the cause is not known. Where the footer leads is what this test is about.
  await page.goto(tenantUrl(tenants.aupark, '/de'));
  await waitForApp(page);
  await page.locator('footer').getByRole('link', { name: routeLabel('eshops', 'de') }).click();
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/de/eshops'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eshopsDe.title);
  await page.goto(tenantUrl(tenants.galerieharfa, '/cz'));
  await waitForApp(page);
  await page.locator('footer').getByRole('link', { name: routeLabel('blog', 'cz'), exact: true }).click();
  await expect(page).toHaveURL(tenantUrl(tenants.galerieharfa, '/cz/blog'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogCz.title);
});

test.describe('at a phone\'s width', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('neither page scrolls sideways', async ({ page }) => {
    test.setTimeout(60_000);
    for (const lang of languages) {
      for (const path of [pathFor('blog', lang, {}), pathFor('eshops', lang)]) {
        await page.goto(tenantUrl(tenants.aupark, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noHorizontalScroll(page, path);
      }
    }
  });
});
