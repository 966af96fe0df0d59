import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { detailPath, pathFor } from '@mall/site';
import cz from '../src/features/shops/locales/cz.json' with { type: 'json' };
import de from '../src/features/shops/locales/de.json' with { type: 'json' };
import en from '../src/features/shops/locales/en.json' with { type: 'json' };
import sk from '../src/features/shops/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, fill, giveConsent, htmlLang, languages, tenants, tenantUrl, texts, waitForApp, type Lang, type Tenant } from './support';

// Shops and services, shops by category and shop detail (issue 8), in every language: server-rendered,
// landing → category → shop → back returns to where the list was left; a wrong slug lands on the
// right URL (301), an unknown shop and a page past the end answer 404 with the error screen.

const screenTexts = { en, cz, sk, de };

/** A tenant per language (as not-found.spec.ts), so that every language meets another mall. */
const tenantFor: Record<Lang, Tenant> = {
  en: tenants.aupark,
  cz: tenants.galerieharfa,
  sk: tenants.europasc,
  de: tenants.novoplaza,
};

/** Fashion (category 1, sandbox/src/data/categories.ts) as its list's key `{id}-{slug}` per language. */
const fashion: Record<Lang, string> = { en: '1-fashion', cz: '1-moda', sk: '1-moda', de: '1-mode' };

/** The browser logs the document's own 404 as a failed resource; anything else is an error. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titlePattern = (template: string) => new RegExp(`^${escape(template).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

async function expectNotFound(page: Page, lang: Lang, path: string) {
  const screen = page.getByTestId('error-screen');
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await expect(screen.locator('.error-screen__status')).toHaveText('404');
  await expect(screen.getByRole('heading', { level: 1 })).toContainText(fill(texts(lang).error.pageNotFound, { path }));
}

test.describe('on a phone', () => {
  // Narrow: a category's cards stack, so its list scrolls and the position to come back to is far down.
  test.use({ viewport: { width: 390, height: 700 } });

  for (const lang of languages) {
    test(`${lang}: landing → category → shop → back returns to the same place, without a reload`, async ({ page, context }) => {
      const tenant = tenantFor[lang];
      const t = screenTexts[lang];
      await giveConsent(context, tenant.origin);
      const errors = collectConsoleErrors(page);

      const landing = pathFor('shops-services', lang);
      const response = await page.goto(tenantUrl(tenant, landing));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      // The first HTML holds the screen: its heading, the categories and the A–Z list.
      expect(html).toContain(`<h1>${t.landing.title}</h1>`);
      expect(html).toContain('data-testid="shops-az"');
      await expect(page).toHaveTitle(titlePattern(t.head.landing.title));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
      await waitForApp(page);
      await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));

      // The category, from the tree.
      const categoryPath = pathFor('shops-category', lang, { category: fashion[lang], page: 1 });
      await page.getByTestId('shop-categories').locator(`a[href="${categoryPath}"]`).click();
      await expect(page).toHaveURL(tenantUrl(tenant, categoryPath));
      const cards = page.getByTestId('category-shops').getByTestId('shop-card');
      await expect(cards.first()).toBeVisible();
      await expect(page).toHaveTitle(titlePattern(t.head.category.title));

      // Down to the last card, and into its shop.
      const last = cards.last();
      await last.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      // Spec §4: the list's all-images-loaded flag, once every logo of the page has loaded.
      await expect(page.getByTestId('category-shops')).toHaveAttribute('data-all-images-loaded', 'true', { timeout: 10_000 });
      const left = await page.evaluate(() => Math.round(window.scrollY));
      expect(left).toBeGreaterThan(300);
      const name = (await last.locator('.shop-card__name').textContent()) ?? '';
      // The card's own link (its counts link to the detail's sections).
      await last.locator('.shop-card__link').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/(shop|obchod)/\\d+/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(titlePattern(t.head.shop.title));
      // A new screen starts at the top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // Back: the list, where it was left.
      await page.goBack();
      await expect(page).toHaveURL(tenantUrl(tenant, categoryPath));
      await expect(cards.first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThanOrEqual(left - 2);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThanOrEqual(left + 2);
      expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
      expect(unexpected(errors)).toEqual([]);
    });
  }
});

for (const lang of languages) {
  test(`${lang}: the shop detail is server-rendered with its head, and a wrong slug lands on the right URL (301)`, async ({ page }) => {
    const tenant = tenantFor[lang];
    const t = screenTexts[lang];
    // The tenant's first shop (ids are tenant index × 1000 + position, sandbox/src/data/companies.ts).
    const id = { aupark: '1001', galerieharfa: '2001', novoplaza: '3001', europasc: '4001', beta: '5001' }[tenant.id];
    const wrong = pathFor('shop', lang, { id, title: 'not-its-slug' });
    const response = await page.goto(tenantUrl(tenant, wrong));
    expect(response?.status()).toBe(200);
    const redirected = await response?.request().redirectedFrom()?.response();
    expect(redirected?.status()).toBe(301);
    await expect(page).toHaveURL(new RegExp(`/${lang}/(shop|obchod)/${id}/[a-z0-9-]+$`));
    expect(new URL(page.url()).pathname).not.toBe(wrong);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/img\?url=/);
    expect(html).toContain('data-testid="shop-detail"');
    await expect(page).toHaveTitle(titlePattern(t.head.shop.title));
    await expect(page.getByTestId('shop-hours')).toContainText(t.shop.hours);
    await expect(page.getByTestId('shop-week').locator('tr[aria-current="date"]')).toHaveCount(1);
    // The description is the platform's rich text, sanitised: markup, never a script.
    await expect(page.getByTestId('shop-description').locator('strong')).toHaveCount(1);
    await expect(page.getByTestId('shop-description').locator('script')).toHaveCount(0);

    // A category's list with another slug (an old one, another language's) goes to its own.
    const otherSlug = pathFor('shops-category', lang, { category: '1-x', page: 1 });
    const list = await page.goto(tenantUrl(tenant, otherSlug));
    expect((await list?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(tenantUrl(tenant, pathFor('shops-category', lang, { category: fashion[lang], page: 1 })));
  });

  test(`${lang}: an unknown shop, a page past the end, a page that is not a number and an unknown category answer 404`, async ({ page }) => {
    const tenant = tenantFor[lang];
    const errors = collectConsoleErrors(page);
    const notFound = (path: string) => fill(texts(lang).error.pageNotFound, { path });
    const paths = [
      pathFor('shop', lang, { id: '999999', title: 'nothing' }),
      pathFor('shop', lang, { id: 'abc', title: 'nothing' }),
      pathFor('shops-category', lang, { category: fashion[lang], page: 40 }),
      pathFor('shops-category', lang, { category: fashion[lang], page: 'abc' }),
      pathFor('shops-category', lang, { category: '999-nothing', page: 1 }),
    ];
    for (const path of paths) {
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status(), path).toBe(404);
      await expectNotFound(page, lang, path);
    }
    // React Router logs the 404 the screen throws for its error boundary (lib/page-status.tsx); nothing else.
    expect(unexpected(errors).filter((e) => !paths.some((path) => e.includes(notFound(path))))).toEqual([]);
  });
}

test('shop detail: the follow button explains that following needs signing in, the floor plan link names the unit', async ({ page, context }) => {
  const tenant = tenants.aupark;
  await giveConsent(context, tenant.origin);
  await page.goto(tenantUrl(tenant, '/en/shop/1001/marks-and-spencer'));
  await waitForApp(page);
  await expect(page.getByTestId('shop-follow-message')).toHaveText('');
  await page.getByTestId('shop-follow').click();
  await expect(page.getByTestId('shop-follow-message')).toContainText(en.shop.followNeedsSignIn);
  await expect(page.getByTestId('shop-follow-message').getByRole('link')).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fshop%2F1001%2Fmarks-and-spencer');
  const link = page.getByTestId('shop-floorplan-link');
  await expect(link).toHaveAttribute('href', /^\/en\/floorplan\/[^/?]+\?unit=A-010$/);
  // Related shops are cards that link to their shops.
  await expect(page.getByTestId('shop-related').getByTestId('shop-card').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the A–Z list and the letter index read, and the links lead to the shops', async ({ page }) => {
    await page.goto(tenantUrl(tenants.europasc, '/sk/obchody-a-sluzby'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sk.landing.title);
    // Ľudová tvorba is listed under L (diacritics folded).
    await expect(page.getByTestId('letter-L')).toContainText('Ľudová tvorba');
    await page.getByTestId('letter-L').getByRole('link', { name: 'Ľudová tvorba' }).click();
    await expect(page).toHaveURL(/\/sk\/obchod\/\d+\/ludova-tvorba$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ľudová tvorba');
  });
});

// DESIGN.md "Quality bars": axe finds nothing on the three screens (all of its rules, consent given).
for (const lang of ['en', 'sk'] as const) {
  test(`axe: the shops' screens in ${lang}`, async ({ page, context }) => {
    const tenant = tenantFor[lang];
    await giveConsent(context, tenant.origin);
    const id = tenant.id === 'aupark' ? '1001' : '4001';
    for (const path of [
      pathFor('shops-services', lang),
      pathFor('shops-category', lang, { category: fashion[lang], page: 1 }),
      pathFor('shop', lang, { id, title: 'x' }),
    ]) {
      await page.goto(tenantUrl(tenant, path));
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

test("a category's page size comes from the URL (?perPage=, spec §9 options), paging follows it", async ({ page }) => {
  const tenant = tenants.aupark;
  // Aupark has 9 fashion shops (sandbox/src/data/companies.ts): 5 pages of 2.
  const second = await page.goto(tenantUrl(tenant, '/en/shops/1-fashion/2?perPage=2'));
  expect(second?.status()).toBe(200);
  await expect(page.getByTestId('category-shops').getByTestId('shop-card')).toHaveCount(2);
  await expect(page.getByTestId('pagination').getByRole('link', { name: /5/ })).toHaveAttribute('href', '/en/shops/1-fashion/5?perPage=2');
  await page.goto(tenantUrl(tenant, '/en/shops/1-fashion/5?perPage=2'));
  await expect(page.getByTestId('category-shops').getByTestId('shop-card')).toHaveCount(1);
  expect((await page.goto(tenantUrl(tenant, '/en/shops/1-fashion/6?perPage=2')))?.status()).toBe(404);
  // A size no one offers shows the list as usual, 10 a page.
  expect((await page.goto(tenantUrl(tenant, '/en/shops/1-fashion/1?perPage=7')))?.status()).toBe(200);
  await expect(page.getByTestId('category-shops').getByTestId('shop-card')).toHaveCount(9);
});

test("shop detail shows the shop's current offers, and none where offers are for members only", async ({ page, context }) => {
  await giveConsent(context, tenants.aupark.origin);
  await page.goto(tenantUrl(tenants.aupark, '/en/shop/1007/h-and-m'));
  const offers = page.getByTestId('shop-offers');
  await expect(offers.getByRole('heading', { level: 2 })).toHaveText(en.shop.offers);
  await expect(offers.locator('a[href^="/en/offer/"]').first()).toBeVisible();
  // Galerie Harfa shows offers to members only (is_offers_visible_only_when_logged_in).
  await page.goto(tenantUrl(tenants.galerieharfa, '/cz/obchod/2004/h-and-m'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('H&M');
  await expect(page.getByTestId('shop-offers')).toHaveCount(0);
});

// A shop's events and news on its detail (issue 9): a shop that holds a coming event shows it, linked to
// the event's page; the shop is found through the platform's data (dates move with today).
for (const [tenant, lang] of [
  [tenants.aupark, 'en'],
  [tenants.europasc, 'sk'],
] as const) {
  test(`${lang}: a shop with coming events shows them on its detail, each leading to its event (${tenant.id})`, async ({ page, request, context }) => {
    await giveConsent(context, tenant.origin);
    const origin = new URL(tenant.origin);
    const answer = await request.post(`http://127.0.0.1:${origin.port}/graphql`, {
      headers: { host: origin.host },
      data: { query: 'query Expected($lang: Language!) { events(lang: $lang, perPage: 1, scope: STORES) { items { id slug title shop { id slug } } } }', variables: { lang } },
    });
    const event = ((await answer.json()) as { data: { events: { items: { id: string; slug: string; title: string; shop: { id: string; slug: string } | null }[] } } }).data.events.items[0];
    expect(event?.shop).toBeTruthy();
    const errors = collectConsoleErrors(page);
    const shopPath = pathFor('shop', lang, { id: event!.shop!.id, title: event!.shop!.slug });
    const response = await page.goto(tenantUrl(tenant, shopPath));
    expect(response?.status()).toBe(200);
    // Server-rendered: the section and the event's title are in the first HTML.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="shop-events"');
    expect(html).toContain(event!.title.replace(/&/g, '&amp;'));
    const section = page.getByTestId('shop-events');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(screenTexts[lang].shop.events);
    const link = section.locator(`a[href="${detailPath('event', lang, event!)}"]`);
    await expect(link).toHaveCount(1);
    await waitForApp(page);
    await link.click();
    await expect(page).toHaveURL(tenantUrl(tenant, detailPath('event', lang, event!)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event!.title);
    expect(errors).toEqual([]);
  });
}

test('a shop without events nor news shows neither section', async ({ page, request }) => {
  const tenant = tenants.aupark;
  const origin = new URL(tenant.origin);
  // A shop that holds no coming event and no news: looked up, not assumed.
  const answer = await request.post(`http://127.0.0.1:${origin.port}/graphql`, {
    headers: { host: origin.host },
    data: {
      query: 'query Expected($lang: Language!) { events(lang: $lang, perPage: 48, scope: STORES) { items { shop { id } } } news(lang: $lang, perPage: 48, scope: STORES) { items { shop { id } } } shopsByLetter(lang: $lang) { shops { id slug } } }',
      variables: { lang: 'en' },
    },
  });
  const { data } = (await answer.json()) as {
    data: { events: { items: { shop: { id: string } | null }[] }; news: { items: { shop: { id: string } | null }[] }; shopsByLetter: { shops: { id: string; slug: string }[] }[] };
  };
  const busy = new Set([...data.events.items, ...data.news.items].map((item) => item.shop?.id));
  const quiet = data.shopsByLetter.flatMap((letter) => letter.shops).find((shop) => !busy.has(shop.id));
  expect(quiet).toBeTruthy();
  await page.goto(tenantUrl(tenant, pathFor('shop', 'en', { id: quiet!.id, title: quiet!.slug })));
  await expect(page.getByTestId('shop-detail')).toBeVisible();
  await expect(page.getByTestId('shop-events')).toHaveCount(0);
  await expect(page.getByTestId('shop-news')).toHaveCount(0);
});
