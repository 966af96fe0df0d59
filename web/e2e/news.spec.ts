import { expect, test, type APIRequestContext } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/news/locales/cz.json' with { type: 'json' };
import de from '../src/features/news/locales/de.json' with { type: 'json' };
import en from '../src/features/news/locales/en.json' with { type: 'json' };
import sk from '../src/features/news/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, giveConsent, port, isPrefetchRequest, languages, publicUrl, tenants, tenantUrl, waitForApp, type Lang, type Tenant } from './support';

// News (issue 9): the lists (all, the mall's, the shops') server-rendered in every language for two
// tenants, the mall vs store filters, a detail with its publication day, its shop, share links, the
// translation fallback, sanitising, and the statuses of bad paths.

const screenTexts = { en, cz, sk, de };
const sandbox = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4210)}`;
const zones: Record<string, string> = { aupark: 'Europe/Bratislava', galerieharfa: 'Europe/Prague' };

interface UpstreamNews {
  id: number;
  company_id: number | null;
  start_date: string;
  translations: { locale: string; title: string }[];
}

async function upstreamNews(request: APIRequestContext, t: Tenant, query: Record<string, string>): Promise<{ total: number; data: UpstreamNews[] }> {
  const response = await request.get(`${sandbox}/v1/news`, { params: { per_page: '1000', sort: '-start_date', ...query }, headers: { origin: t.publicOrigin } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { total: number; data: UpstreamNews[] } }).data;
}

const titleIn = (item: UpstreamNews, lang: Lang, fallback: Lang) =>
  (item.translations.find((tr) => tr.locale === lang) ?? item.translations.find((tr) => tr.locale === fallback) ?? item.translations.find((tr) => tr.locale === 'en'))!.title;
const mallDay = (iso: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

test.beforeEach(async ({ context }) => {
  for (const t of [tenants.aupark, tenants.galerieharfa]) await giveConsent(context, t.origin);
});

for (const t of [tenants.aupark, tenants.galerieharfa]) {
  for (const lang of languages) {
    test(`${t.id} news in ${lang}: server-rendered list, mall and store tabs, a detail`, async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const tx = screenTexts[lang];
      const all = await upstreamNews(request, t, {});
      const graphql = collectGraphqlRequests(page);
      const response = await page.goto(tenantUrl(t, pathFor('news', lang, {})));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1>${tx.scope.all}</h1>`);
      expect(html).toContain(titleIn(all.data[0]!, lang, t.fallbackLanguage));
      await expect(page.getByTestId('post-card')).toHaveCount(Math.min(10, all.total));
      await expect(page.getByTestId('pagination')).toBeVisible();
      await waitForApp(page);
      expect(graphql.filter((r) => !isPrefetchRequest(r))).toHaveLength(0);

      const mall = await upstreamNews(request, t, { 'filter[company_id]': 'null' });
      await page.getByRole('navigation', { name: tx.tabs }).getByRole('link', { name: tx.tab.mall }).click();
      await expect(page).toHaveURL(tenantUrl(t, pathFor('news-mall', lang, {})));
      await expect(page.getByTestId('post-card')).toHaveCount(Math.min(10, mall.total));
      await expect(page.getByTestId('post-card-shop')).toHaveCount(0);

      const stores = await upstreamNews(request, t, { 'filter[not_company_id]': 'null' });
      await page.getByRole('navigation', { name: tx.tabs }).getByRole('link', { name: tx.tab.stores }).click();
      await expect(page).toHaveURL(tenantUrl(t, pathFor('news-stores', lang, {})));
      await expect(page.getByTestId('post-card')).toHaveCount(Math.min(10, stores.total));
      await expect(page.getByTestId('post-card-shop')).toHaveCount(Math.min(10, stores.total));

      const item = stores.data[0]!;
      await page.getByTestId('post-card').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(item, lang, t.fallbackLanguage));
      const [y, m, d] = mallDay(item.start_date, zones[t.id]!).split('-');
      await expect(page.getByTestId('news-date')).toHaveText(`${d}.${m}.${y}`);
      await expect(page.getByTestId('news-place').getByRole('link')).toBeVisible();
      const canonical = publicUrl(t, page.url().replace(t.origin, ''));
      await expect(page.getByTestId('share-links').getByRole('link', { name: tx.share.whatsapp })).toHaveAttribute('href', new RegExp(encodeURIComponent(canonical).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(errors).toEqual([]);
    });
  }
}

test('a detail: translation fallback, sanitised article; bad addresses answer 404 and 301', async ({ page, request }) => {
  const t = tenants.galerieharfa;
  // "New parking system" has no Czech text: the tenant's fallback (cz) is missing too, so English.
  const parking = await page.goto(tenantUrl(t, '/cz/novinka/2203/new-parking-system'));
  expect(parking?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New parking system');
  const click = await page.goto(tenantUrl(t, '/en/news-detail/2212/click-and-collect'));
  expect(click?.status()).toBe(200);
  const description = page.getByTestId('news-description');
  await expect(description).toContainText('Order online');
  await expect(description.locator('script, img, [onerror], a[href^="javascript"]')).toHaveCount(0);
  await expect(page.getByTestId('news-related').getByTestId('post-card')).toHaveCount(3);

  expect((await page.goto(tenantUrl(t, '/en/news-detail/2999/nothing')))?.status()).toBe(404);
  expect((await page.goto(tenantUrl(t, '/en/news-detail/1201/aupark-item')))?.status()).toBe(404);
  const moved = await request.get(`http://127.0.0.1:${port}/en/news-detail/2212/old`, { headers: { host: new URL(t.origin).host }, maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toContain('/en/news-detail/2212/click-and-collect');
  expect((await page.goto(tenantUrl(t, '/en/news/50')))?.status()).toBe(404);
  expect((await page.goto(tenantUrl(t, '/en/news/0')))?.status()).toBe(404);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the list pages and opens a detail', async ({ page }) => {
    const response = await page.goto(tenantUrl(tenants.aupark, '/sk/novinky'));
    expect(response?.status()).toBe(200);
    await page.getByTestId('pagination').getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/\/sk\/novinky\/2$/);
    await page.getByTestId('post-card').first().getByRole('link').click();
    await expect(page.getByTestId('news-date')).toBeVisible();
  });
});
