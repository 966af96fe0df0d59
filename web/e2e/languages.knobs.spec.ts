import { expect, test, type APIRequestContext } from '@playwright/test';
import { languages, publicUrl, purgeTenantCache, sandboxUrl, tenants, tenantUrl, waitForApp, waitForHome, type TenantId } from './support';

// The languages each mall offers (issue 22): the sandbox's languages knob makes Aupark (fallback sk) a
// mall of Slovak and English, the bff's cache is purged, and the switcher, hreflang and a German
// address follow. Restored (all four, purged) after each test.

const switcherLinks = 'nav.language-switcher a[data-lang]';

async function offer(request: APIRequestContext, tenant: TenantId, locales: readonly string[]): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/languages`, { data: { tenant, locales } });
  expect(response.status(), await response.text()).toBe(200);
  await purgeTenantCache(request, tenant);
}

test.afterEach(async ({ request }) => {
  await offer(request, 'aupark', languages);
});

test('a mall of two languages: the switcher and hreflang name only them, German goes to the fallback', async ({ page, request }) => {
  const tenant = tenants.aupark;
  await offer(request, 'aupark', ['sk', 'en']);

  await page.goto(tenantUrl(tenant, '/sk'));
  await waitForHome(page);
  await expect(page.locator(switcherLinks)).toHaveCount(2);
  expect(await page.locator(switcherLinks).evaluateAll((links) => links.map((a) => [a.getAttribute('data-lang'), a.getAttribute('href')]))).toEqual([
    ['en', '/en'],
    ['sk', '/sk'],
  ]);
  const alternates = await page.locator('head link[rel=alternate][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', publicUrl(tenant, '/en')],
    ['sk', publicUrl(tenant, '/sk')],
    ['x-default', publicUrl(tenant, '/sk')],
  ]);

  // A German address (an old link, a search engine's copy) lands on the same page in Slovak.
  const response = await page.goto(tenantUrl(tenant, '/de/contact?utm_source=old'));
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toBe(tenantUrl(tenant, '/de/contact?utm_source=old'));
  await expect(page).toHaveURL(tenantUrl(tenant, '/sk/kontakt?utm_source=old'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');

  // The switcher's other language, client-side, keeps offering only the two.
  await page.locator('nav.language-switcher a[data-lang=en]').click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/en/contact?utm_source=old'));
  await expect(page.locator(switcherLinks)).toHaveCount(2);
  await expect(page.locator('nav.language-switcher a[data-lang=de]')).toHaveCount(0);
});

test('a mall of one language has no switcher; its browser in German is sent to it', async ({ page, request }) => {
  const tenant = tenants.aupark;
  await offer(request, 'aupark', ['sk']);
  await page.setExtraHTTPHeaders({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
  await page.goto(tenantUrl(tenant, '/'));
  await expect(page).toHaveURL(tenantUrl(tenant, '/sk'));
  await waitForHome(page);
  await expect(page.locator('nav.language-switcher')).toHaveCount(0);
});
