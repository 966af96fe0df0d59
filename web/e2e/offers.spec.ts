import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/offers/locales/cz.json' with { type: 'json' };
import de from '../src/features/offers/locales/de.json' with { type: 'json' };
import en from '../src/features/offers/locales/en.json' with { type: 'json' };
import sk from '../src/features/offers/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, giveConsent, isPrefetchRequest, languages, tenants, tenantUrl, texts, waitForApp, type Lang } from './support';

// The offers (spec §2 "Offers list", "Offers by category", "Offer detail"): server-rendered in every
// language, hydrated without a request; from the list to an offer and back; the category filter;
// paging; a wrong slug lands on the right address; both layouts of `offers_layout` (aupark: offer
// cards, novoplaza: product cards, sandbox/src/data/settings.ts); unknown pages answer 404.

const screenTexts = { en, cz, sk, de };

// The first seeded offer of aupark (sandbox/src/data/offers.ts), with its name per language.
const shirt = {
  id: '1501',
  name: { en: 'Linen summer shirt', cz: 'Letní lněná košile', sk: 'Letná ľanová košeľa', de: 'Sommerhemd aus Leinen' },
} as const;
const clothing = { en: 'Clothing', cz: 'Oblečení', sk: 'Oblečenie', de: 'Bekleidung' } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openList(page: Page, tenant: keyof typeof tenants, lang: Lang, path = pathFor('offers', lang)) {
  await giveConsent(page.context(), tenantUrl(tenants[tenant]));
  const response = await page.goto(tenantUrl(tenants[tenant], path));
  await expect(page.getByTestId('offers')).toBeVisible({ timeout: 15_000 });
  return response;
}

for (const lang of languages) {
  test(`offers in ${lang}: the list, server-rendered and hydrated without a request, then an offer and back`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    const response = await openList(page, 'aupark', lang);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // The raw first HTML already holds the screen: its heading and the cards (aupark shows offer cards).
    expect(html).toContain(`<h1>${screenTexts[lang].title}</h1>`);
    expect(html).toContain('data-testid="offer-card"');
    await expect(page).toHaveTitle(new RegExp(`^${escape(screenTexts[lang].head.title).replace(escape('{{mall}}'), '.+')}$`));
    const cards = page.getByTestId('offer-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toHaveAttribute('data-layout', 'offer');
    await waitForApp(page);
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);

    // To an offer: one request at most, no reload.
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    const card = cards.first();
    const link = card.locator('.offer-card__link');
    const [name, href, shop] = [await link.innerText(), await link.getAttribute('href'), await card.locator('.offer-card__shop').innerText()];
    expect(href).toMatch(new RegExp(`^${escape(pathFor('offer', lang, { id: '0', title: 'x' }).replace('/0/x', ''))}/\\d+/[a-z0-9-]+$`));
    await link.click();
    await expect(page).toHaveURL(tenantUrl(tenants.aupark, href!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('offer-shop')).toHaveText(shop);
    await expect(page).toHaveTitle(new RegExp(`^${escape(name)} – `));
    expect(graphql.filter((r) => !isPrefetchRequest(r)).length).toBeLessThanOrEqual(1);
    // Liking needs signing in: the button tells a visitor so, with the way to sign in and back.
    const detail = page.getByTestId('offer-detail');
    await detail.getByTestId('like-button').first().click();
    const note = detail.getByTestId('like-note').first();
    await expect(note).toContainText(texts(lang).offerCard.likeNeedsSignIn);
    await expect(note.getByRole('link')).toHaveAttribute('href', new RegExp(`\\?redirect=${escape(encodeURIComponent(href!))}$`));
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

    await page.goBack();
    await expect(page.getByTestId('offer-card')).toHaveCount(10);
    expect(errors).toEqual([]);
  });
}

test('the category filter and paging: real links, the category marked, every page of the list', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openList(page, 'aupark', 'en');
  await waitForApp(page);
  const filter = page.getByTestId('offer-categories');
  await filter.getByRole('link', { name: clothing.en }).click();
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/en/offers/101-clothing/1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clothing.en);
  await expect(filter.getByRole('link', { name: clothing.en })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('offer-card').filter({ hasText: shirt.name.en })).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(`^${clothing.en} – `));

  await filter.getByRole('link', { name: en.all }).click();
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/en/offers'));
  await page.getByTestId('pagination').getByRole('link', { name: fill(texts('en').pagination.page, { page: 2 }) }).click();
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/en/offers/2'));
  // aupark: 19 current offers, 10 a page.
  await expect(page.getByTestId('offer-card')).toHaveCount(9);
  await expect(page).toHaveTitle(new RegExp(`^${escape(fill(en.head.page, { title: '.+', page: 2 })).replace(escape('.+'), '.+')}$`));
  expect(errors).toEqual([]);
});

test('product cards where the tenant lists products: the price, the old price and the discount', async ({ page }) => {
  await openList(page, 'novoplaza', 'cz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cz.productsTitle);
  const first = page.getByTestId('offer-card').first();
  await expect(first).toHaveAttribute('data-layout', 'product');
  await expect(first.locator('.offer-card__now')).toHaveText(/Kč$/);
  await expect(first.locator('.offer-card__discount')).toHaveText(/^−\d+ %/);
  // Every picture loads (scrolled into view, as lazy ones do), and the list says so (spec §4).
  await page.getByTestId('offer-card').last().scrollIntoViewIfNeeded();
  for (const card of await page.getByTestId('offer-card').all()) await card.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('offer-list')).toHaveAttribute('data-all-images-loaded', 'true', { timeout: 15_000 });
});

test("a wrong slug lands on the offer's own address, a category's other language's slug on its own", async ({ page }) => {
  // A permanent redirect on the server (the browser follows it).
  const response = await page.goto(tenantUrl(tenants.aupark, '/de/offer/1501/linen-summer-shirt'));
  expect(await response?.request().redirectedFrom()?.response().then((r) => r?.status())).toBe(301);
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/de/offer/1501/sommerhemd-aus-leinen'));
  await page.goto(tenantUrl(tenants.aupark, '/sk/ponuka/1501/wrong'));
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/sk/ponuka/1501/letna-lanova-kosela'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shirt.name.sk);
  await page.goto(tenantUrl(tenants.aupark, '/en/offers/1'));
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/en/offers'));
  await page.goto(tenantUrl(tenants.aupark, '/cz/nabidky/101-clothing/1'));
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/cz/nabidky/101-obleceni/1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clothing.cz);
});

test('the first HTML of an offer carries its own title, description and Open Graph image', async ({ page }) => {
  const response = await page.goto(tenantUrl(tenants.aupark, '/en/offer/1505/vitamin-c-face-serum'));
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<title>Vitamin C face serum – [^<]+<\/title>/);
  expect(html).toContain('<meta name="description" content="Brightening serum, 30 ml. Read more Ingredients"');
  expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.aupark\.sk\/img\?url=[^"]*offer-1505[^"]*"/);
  // For search engines: the way to it and the product with its price, on the tenant's public origin.
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toMatch(/"@type":"Product","name":"Vitamin C face serum","url":"https:\/\/www\.aupark\.sk\/en\/offer\/1505\/vitamin-c-face-serum"/);
  // The platform's rich text arrives sanitised: no script, no handler, no javascript: link.
  expect(html).not.toMatch(/alert\(/);
});

test('a page past the end, a page that is not one, an unknown category and an unknown offer answer 404 with the error screen', async ({ page }) => {
  for (const path of ['/en/offers/3', '/en/offers/abc', '/en/offers/999-nothing/1', '/en/offer/abc/x', '/en/offer/9999/x', `/en/offers/${'x'.repeat(2000)}`]) {
    const response = await page.goto(tenantUrl(tenants.aupark, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-screen')).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the list, its paging and an offer read and link', async ({ page }) => {
    await page.goto(tenantUrl(tenants.europasc, '/de/offers'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.title);
    await page.getByTestId('pagination').getByRole('link', { name: fill(texts('de').pagination.page, { page: 2 }) }).click();
    await expect(page).toHaveURL(/\/de\/offers\/2$/);
    await page.getByTestId('offer-card').first().getByRole('link').click();
    await expect(page.getByTestId('offer-detail')).toBeVisible();
  });
});

test('axe finds nothing on the offers list in both layouts and on an offer', async ({ page }) => {
  for (const [tenant, path] of [
    ['aupark', '/en/offers'],
    ['novoplaza', '/cz/nabidky/104-elektronika/1'],
    ['europasc', '/sk/ponuka/4501/letna-lanova-kosela'],
  ] as const) {
    await giveConsent(page.context(), tenantUrl(tenants[tenant]));
    await page.goto(tenantUrl(tenants[tenant], path));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
