import { expect, test } from '@playwright/test';
import { collectConsoleErrors, collectGraphqlRequests, embeddedState, expectedTodayHours, fill, isConsentStylesheet, isPrefetchRequest, tenants, tenantUrl, texts } from './support';

// Pages rendered on the server (DESIGN.md "The first HTML"): the site reads and navigates with
// JavaScript off, and the browser hydrates what the server sent without changing it.

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its hero, featured shops and today’s hours, and its links lead on', async ({ page }) => {
    const tenant = tenants.aupark;
    const response = await page.goto(tenantUrl(tenant, '/sk'));
    expect(response?.status()).toBe(200);
    const state = embeddedState((await response?.text()) ?? '') as { page?: { data: unknown } } | null;
    const data = state?.page?.data as { heroBanners: { title: string }[]; featuredShops: { name: string }[] };
    expect(data.heroBanners.length).toBeGreaterThan(0);
    for (const banner of data.heroBanners) await expect(page.getByText(banner.title, { exact: true }).first()).toBeAttached();
    for (const shop of data.featuredShops) await expect(page.getByText(shop.name, { exact: true }).first()).toBeVisible();
    const hours = expectedTodayHours(tenant);
    if (hours) await expect(page.getByTestId('today-hours')).toHaveText(fill(texts('sk').home.todayHours, { from: hours[0], to: hours[1] }));

    // A real link: the language switcher loads the English home from the server.
    await page.locator('nav.language-switcher a[data-lang=en]').click();
    await expect(page).toHaveURL(tenantUrl(tenant, '/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('featured-shops').getByRole('heading', { level: 2 })).toHaveText(texts('en').home.featuredShops);
  });

  test('an unknown path shows the error screen with its link home', async ({ page }) => {
    const response = await page.goto(tenantUrl(tenants.galerieharfa, '/cz/nic-tu-neni'));
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-screen')).toBeVisible();
    await page.getByTestId('error-screen').getByRole('link').click();
    await expect(page).toHaveURL(tenantUrl(tenants.galerieharfa, '/cz'));
    await expect(page.getByTestId('home')).toBeVisible();
  });
});

test('hydration keeps the server’s markup: same DOM before and after, no warning, no request', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const graphql = collectGraphqlRequests(page);
  const url = tenantUrl(tenants.europasc, '/de');
  const served = (await (await page.goto(url))?.text()) ?? '';
  const serverRoot = served.slice(served.indexOf('<div id="root">'), served.indexOf('<script type="application/json"'));
  await page.waitForLoadState('networkidle');
  // The hydrated page still holds every element the server sent (React adds no second copy).
  await expect(page.getByTestId('home')).toHaveCount(1);
  const headings = (serverRoot.match(/<h2[^>]*>[^<]+<\/h2>/g) ?? []).map((h) => h.replace(/<[^>]+>/g, ''));
  expect(headings.length).toBeGreaterThan(0);
  for (const heading of headings) await expect(page.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
  expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a page's styles: its own come with it; another screen's come with the navigation to it", async ({ page }) => {
  // Issue 23: the first HTML inlines the shell's styles and the page's own (bff ssr/web-build.ts
  // pageStyles), and marks the page's own as loaded: hydration fetches no stylesheet. A navigation
  // to another screen loads that screen's (Vite, with its chunk), and they apply. The cookie banner,
  // shown after hydration to this visitor who has not chosen, brings its own (not the page's).
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'stylesheet' && !isConsentStylesheet(path)) stylesheets.push(path);
  });
  await page.goto(tenantUrl(tenants.aupark, '/sk'));
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 15_000 });
  expect(stylesheets).toEqual([]);
  // Not the shops' styles (features/shops/shops.css) on a home.
  expect(await page.evaluate(() => [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('.shop-detail__header')))).toBe(false);

  await page.getByTestId('featured-shops').locator('a[href*="/obchod/"]').first().click();
  await expect(page.locator('.shop-detail__header')).toHaveCSS('display', 'flex');
  expect(stylesheets.some((path) => /^\/assets\/shops-[\w-]+\.css$/.test(path)), stylesheets.join(' ')).toBe(true);
});
