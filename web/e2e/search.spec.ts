import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { matchPath, pathFor } from '@mall/site';
import cz from '../src/features/search/locales/cz.json' with { type: 'json' };
import de from '../src/features/search/locales/de.json' with { type: 'json' };
import en from '../src/features/search/locales/en.json' with { type: 'json' };
import sk from '../src/features/search/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, isPrefetchRequest, languages, port, tenants, tenantUrl, type Lang, type Tenant } from './support';

// Search (issue 8): server-rendered results for a shared link in every language, found without
// diacritics, with them, and with a typo; as-you-type with JavaScript; a plain GET form without it;
// results that lead to the shop's own page; a search far too long answered, not failed.

const screenTexts = { en, cz, sk, de };

/**
 * The bff builds a language's index on its first search and answers from the platform's plainer
 * search until then (no typo tolerance): wait until the index answers, so the cases below test it.
 */
async function warmIndex(request: APIRequestContext, tenant: Tenant, lang: Lang): Promise<void> {
  await expect
    .poll(async () => {
      // Chromium resolves *.localhost; this request client does not: the loopback address, the tenant's host.
      const response = await request.post(`http://127.0.0.1:${port}/graphql`, {
        headers: { host: new URL(tenant.origin).host },
        data: { query: 'query Warm($lang: Language!) { search(lang: $lang, query: "warm") { source } }', variables: { lang } },
      });
      return ((await response.json()) as { data?: { search?: { source?: string } } }).data?.search?.source;
    })
    .toBe('index');
}

// One mall per language; each finds a name with diacritics by its plain letters, by itself, and with a typo.
const cases: Record<Lang, { tenant: Tenant; title: string; plain: string; typo: string }> = {
  en: { tenant: tenants.aupark, title: 'Café Bistro Ľudovít', plain: 'cafe bistro ludovit', typo: 'bistro ludovitt' },
  cz: { tenant: tenants.galerieharfa, title: 'Česká spořitelna', plain: 'ceska sporitelna', typo: 'ceska sporitelma' },
  sk: { tenant: tenants.europasc, title: 'Pekáreň u Jána', plain: 'pekaren', typo: 'pekarem' },
  de: { tenant: tenants.novoplaza, title: 'Lékárna Dr.Max', plain: 'lekarna', typo: 'lekarma' },
};

for (const lang of languages) {
  const { tenant, title, plain, typo } = cases[lang];
  test(`search in ${lang} (${tenant.id}): without and with diacritics and with a typo, rendered on the server`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await warmIndex(request, tenant, lang);
    const graphql = collectGraphqlRequests(page);
    for (const query of [plain, title, typo]) {
      const url = `${pathFor('search', lang)}?q=${encodeURIComponent(query)}`;
      const response = await page.goto(tenantUrl(tenant, url));
      expect(response?.status()).toBe(200);
      // The first HTML already holds the result (a shared link works without JavaScript).
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`>${title.replace(/&/g, '&amp;')}</span>`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTexts[lang].title);
      await expect(page.getByTestId('search-box')).toHaveValue(query);
      const group = page.getByTestId('search-group-shop');
      await expect(group.getByRole('heading', { level: 2 })).toContainText(screenTexts[lang].groups.shop);
      const hit = group.getByRole('link', { name: title });
      await expect(hit).toBeVisible();
      // It leads to the shop's own page, in the page's language.
      const href = (await hit.getAttribute('href')) ?? '';
      expect(matchPath(href)).toMatchObject({ route: { name: 'shop' }, lang });
      await expect(page).toHaveTitle(new RegExp(fill(screenTexts[lang].head.titleWithQuery, { query: '.+', mall: '.+' }).replace(/[“”„]/g, '.')));
    }
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-all-images-loaded', 'true');
    // Each page hydrated with the results its HTML embeds: no request of its own (links may prefetch).
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('as-you-type: the URL follows the box, the results follow the URL, a result opens its shop', async ({ page, request }) => {
  const tenant = tenants.aupark;
  await warmIndex(request, tenant, 'en');
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenant, pathFor('search', 'en')));
  await expect(page.getByTestId('search-status')).toHaveText(en.hint);
  await page.locator('html[data-app="ready"]').waitFor();
  await page.getByTestId('search-box').pressSequentially('starb', { delay: 40 });
  await expect(page).toHaveURL(/\/en\/search\?q=starb$/);
  const hit = page.getByTestId('search-group-shop').getByRole('link', { name: 'Starbucks' });
  await expect(hit).toBeVisible();
  // A word nobody sells: said so.
  await page.getByTestId('search-box').fill('xylophone');
  await expect(page.getByTestId('search-status')).toHaveText(fill(en.noResults, { query: 'xylophone' }));
  await page.getByTestId('search-box').fill('starbucks');
  await page.getByTestId('search-group-shop').getByRole('link', { name: 'Starbucks' }).click();
  await expect(page).toHaveURL(/\/en\/shop\/\d+\/starbucks$/);
  expect(errors).toEqual([]);
});

test('axe finds nothing on a page of results', async ({ page, request }) => {
  const tenant = tenants.galerieharfa;
  await warmIndex(request, tenant, 'cz');
  await page.goto(tenantUrl(tenant, `${pathFor('search', 'cz')}?q=kava`));
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-all-images-loaded', 'true');
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a search of 2,000 characters is shortened and answered, not failed', async ({ page }) => {
  const response = await page.goto(tenantUrl(tenants.beta, `/de/search?q=${'kaffee '.repeat(300)}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByText(fill(de.shortened, { max: 200 }))).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the box is a GET form: the results come with the next page', async ({ page, request }) => {
    const tenant = tenants.europasc;
    await warmIndex(request, tenant, 'sk');
    await page.goto(tenantUrl(tenant, pathFor('search', 'sk')));
    await expect(page.getByTestId('search-status')).toHaveText(sk.hint);
    await page.getByTestId('search-box').fill('intrsport');
    await page.getByTestId('search').getByRole('button', { name: sk.submit }).click();
    await expect(page).toHaveURL(/\/sk\/search\?q=intrsport$/);
    // Result pages are kept out of search engines' indexes.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const hit = page.getByTestId('search-group-shop').getByRole('link', { name: 'Intersport' });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/sk\/obchod\/\d+\/intersport$/);
  });
});
