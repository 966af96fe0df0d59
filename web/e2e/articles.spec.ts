import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/article/locales/cz.json' with { type: 'json' };
import de from '../src/features/article/locales/de.json' with { type: 'json' };
import en from '../src/features/article/locales/en.json' with { type: 'json' };
import sk from '../src/features/article/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, htmlLang, isPrefetchRequest, languages, port, tenants, tenantUrl, texts } from './support';

// Articles by permalink (spec §2 `/{lang}/a/{permaLink}`, slashes allowed): a nested permalink
// server-rendered in every language for two tenants, a page's id answered with a 301 to its permalink,
// unknown and malformed permalinks a 404, the translation fallback said aloud, external links that
// open safely, and a page that reads without JavaScript.

const screenTexts = { en, cz, sk, de };
const giftIdeas = { en: 'Christmas gift ideas', cz: 'Tipy na vánoční dárky', sk: 'Tipy na vianočné darčeky', de: 'Geschenkideen für Weihnachten' };
const mallNames = { aupark: 'Aupark', novoplaza: 'Novo Plaza' } as const;

/** The browser logs the document's own 404 as a failed resource; anything else is an error. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

for (const tenantId of ['aupark', 'novoplaza'] as const) {
  test(`a permalink with slashes on ${tenantId} in every language: server-rendered, hydrated without a request`, async ({ page }) => {
    // Server-rendered pages, one after another, on a machine that may be busy.
    test.setTimeout(90_000);
    const tenant = tenants[tenantId];
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    for (const lang of languages) {
      const path = pathFor('article', lang, { '*': 'guides/christmas/gift-ideas' });
      expect(path).toBe(`/${lang}/a/guides/christmas/gift-ideas`);
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1 id="article-title">${giftIdeas[lang]}</h1>`);
      expect(html).toContain('<h2 id="section-');
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(giftIdeas[lang]);
      await expect(page).toHaveTitle(fill(screenTexts[lang].head.title, { title: giftIdeas[lang], mall: mallNames[tenantId] }));
      await expect(page.getByTestId('article-body').getByRole('heading', { level: 2 })).toHaveCount(3);
      await expect(page.getByRole('navigation', { name: screenTexts[lang].contents }).getByRole('link')).toHaveCount(3);
      // The image keeps its box (width and height) and comes through the image route.
      const image = page.getByTestId('article').locator('img.article__image');
      await expect(image).toHaveAttribute('src', /^\/img\?url=/);
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '675');
      await expect(page.getByTestId('article-language')).toHaveCount(0);
    }
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a page asked by its id answers 301 to its permalink', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  // sandbox: aupark's pages are 1601…; 1602 is the gift ideas.
  const response = await page.request.get(`http://127.0.0.1:${port}/sk/a/1602`, { headers: { host: 'aupark.localhost' }, maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers()['location']!, 'http://aupark.localhost').pathname).toBe('/sk/a/guides/christmas/gift-ideas');
  await page.goto(tenantUrl(tenants.aupark, '/sk/a/1602'));
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/sk/a/guides/christmas/gift-ideas'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(giftIdeas.sk);
});

test('unknown, malformed and other tenants\' pages are a 404 with the error screen', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  for (const path of ['/en/a/no-such-page', '/en/a/guides/christmas', '/en/a/..%2F..%2Fmalls', '/en/a/a%20b', '/en/a/2602', '/en/a/christmas-2026']) {
    const response = await page.goto(tenantUrl(tenants.aupark, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-screen').locator('.error-screen__status')).toHaveText('404');
    await expect(page.getByTestId('error-screen')).toContainText(texts('en').error.homepage);
  }
  expect(unexpected(errors)).toEqual([]);
});

test('a page not written in the page\'s language is shown in the mall\'s, and says so; external links open safely', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  // sandbox: "sustainability" is only in English and the mall's own language.
  await page.goto(tenantUrl(tenants.galerieharfa, '/de/a/sustainability'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Udržitelné centrum');
  await expect(page.getByTestId('article-language')).toHaveText(fill(de.otherLanguage, { language: de.languages.cz }));
  await expect(page.getByTestId('article')).toHaveAttribute('lang', 'cs');
  const external = page.getByTestId('article-body').locator('a[href="https://www.breeam.com"]');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  // A link within the site stays a link within the site.
  await page.goto(tenantUrl(tenants.galerieharfa, '/cz/a/about-us/history'));
  await expect(page.getByTestId('article-body').locator('a[href="/cz/obchody-a-sluzby"]')).not.toHaveAttribute('target', /./);
  expect(errors).toEqual([]);
});

test('an article without an image shows none, and hydrates without a warning', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  const tenant = tenants.aupark;
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenant, '/en/a/accessibility'));
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessible shopping');
  // A page without an image shows none (and no empty box).
  await expect(page.getByTestId('article').locator('img')).toHaveCount(0);
  await expect(page).toHaveTitle('Accessible shopping – Aupark');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a nested article reads, its contents link to its sections', async ({ page }) => {
    // Server-rendered pages, one after another, on a machine that may be busy.
    test.setTimeout(90_000);
    await page.goto(tenantUrl(tenants.novoplaza, '/cz/a/guides/christmas/gift-ideas'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(giftIdeas.cz);
    await page.getByRole('navigation', { name: cz.contents }).getByRole('link', { name: 'Pro dospělé' }).click();
    await expect(page).toHaveURL(/#section-pro-dospele$/);
    await expect(page.getByText('dárkové sady parfémů a kosmetiky', { exact: false })).toBeVisible();
  });
});
