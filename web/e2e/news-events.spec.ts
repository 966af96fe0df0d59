import { expect, test, type APIRequestContext } from '@playwright/test';
import { detailPath, pathFor } from '@mall/site';
import cz from '../src/features/news-events/locales/cz.json' with { type: 'json' };
import de from '../src/features/news-events/locales/de.json' with { type: 'json' };
import en from '../src/features/news-events/locales/en.json' with { type: 'json' };
import sk from '../src/features/news-events/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, htmlLang, isPrefetchRequest, languages, operationName, port, tenants, tenantUrl, waitForApp, type Lang, type Tenant } from './support';

// The news-and-events landing (issue 9, spec §2 `news-events`) in every language for two malls:
// server-rendered with the newest news and the next events (what the platform holds), links to the
// full lists and to each item's page, its own title, no GraphQL request on the first load; it reads
// and navigates with JavaScript off.

const screenTexts = { en, cz, sk, de };

interface Item {
  id: string;
  title: string;
  slug: string;
}

/** What the landing should show, asked of the bff directly (Node does not resolve *.localhost: the loopback address, the tenant's host). */
async function expected(request: APIRequestContext, tenant: Tenant, lang: Lang): Promise<{ mall: string; news: Item[]; events: Item[] }> {
  const response = await request.post(`http://127.0.0.1:${port}/graphql`, {
    headers: { host: new URL(tenant.origin).host },
    data: {
      query: 'query Expected($lang: Language!) { mall(lang: $lang) { name } lastNews(lang: $lang, limit: 4) { id title slug } upcomingEvents(lang: $lang, limit: 4) { id title slug } }',
      variables: { lang },
    },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { mall: { name: string }; lastNews: Item[]; upcomingEvents: Item[] } };
  return { mall: data.mall.name, news: data.lastNews, events: data.upcomingEvents };
}

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

for (const tenant of [tenants.aupark, tenants.galerieharfa]) {
  for (const lang of languages) {
    test(`news and events: ${tenant.id} /${lang}`, async ({ page, request }) => {
      const t = screenTexts[lang];
      const want = await expected(request, tenant, lang);
      // The sandbox always has news and coming events (sandbox/src/data/news.ts, events.ts: dates relative to today).
      expect(want.news.length).toBeGreaterThan(0);
      expect(want.events.length).toBeGreaterThan(0);
      const errors = collectConsoleErrors(page);
      const graphql = collectGraphqlRequests(page);

      const path = pathFor('news-events', lang);
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status()).toBe(200);
      // The first HTML holds the screen: its heading, both parts and every item's title.
      const first = (await response?.text()) ?? '';
      expect(first).toContain(`<html lang="${htmlLang(lang)}"`);
      expect(first).toContain(`<title>${html(fill(t.head.title, { mall: want.mall }))}</title>`);
      expect(first).toContain(`<h1>${html(t.title)}</h1>`);
      expect(first).toContain(`<meta name="description" content="${html(fill(t.head.description, { mall: want.mall }))}"`);
      for (const item of [...want.news, ...want.events]) expect(first).toContain(html(item.title));

      await waitForApp(page);
      await expect(page).toHaveTitle(fill(t.head.title, { mall: want.mall }));
      const news = page.getByTestId('news-events-news');
      await expect(news.getByRole('heading', { level: 2 })).toHaveText(t.news.heading);
      await expect(news.getByTestId('post-card')).toHaveCount(want.news.length);
      await expect(news.getByTestId('post-card').first().getByRole('link')).toHaveAttribute('href', detailPath('news-detail', lang, want.news[0]!));
      await expect(news.getByTestId('news-events-all-news')).toHaveAttribute('href', pathFor('news', lang, {}));
      const events = page.getByTestId('news-events-events');
      await expect(events.getByRole('heading', { level: 2 })).toHaveText(t.events.heading);
      await expect(events.getByTestId('post-card')).toHaveCount(want.events.length);
      await expect(events.getByTestId('post-card').first().getByRole('link')).toHaveAttribute('href', detailPath('event', lang, want.events[0]!));
      // Dates in the mall's format (the sandbox's d.m.Y): never the raw YYYY-MM-DD.
      await expect(events.getByTestId('post-card-when').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}/);
      await expect(events.getByTestId('news-events-all-events')).toHaveAttribute('href', pathFor('events', lang, {}));

      await page.waitForLoadState('networkidle');
      expect(graphql.filter((r) => !isPrefetchRequest(r)).map((r) => `${r.method()} ${operationName(r)}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

test('from the landing to an event and back, without a reload', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: tenants.aupark.origin }]);
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenants.aupark, '/en/news-events'));
  await waitForApp(page);
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
  const card = page.getByTestId('news-events-events').getByTestId('post-card').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/event\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  // The same document all along: client-side navigation.
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the landing reads, and its links lead to the lists', async ({ page }) => {
    await page.goto(tenantUrl(tenants.galerieharfa, '/cz/novinky-a-akce'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cz.title);
    await expect(page.getByTestId('news-events-events').getByTestId('post-card').first()).toBeVisible();
    await page.getByTestId('news-events-all-events').click();
    await expect(page).toHaveURL(tenantUrl(tenants.galerieharfa, '/cz/akce'));
  });
});
