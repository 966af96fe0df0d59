import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, tenants, tenantUrl, waitForHome } from './support';

// The tenant's per-path redirects (sandbox/CONTRACT.md "redirects"): followed by the bff on the first
// request and by the SPA on client navigation, from the same rules, without a reload for a target on
// the site. The broken rules (loops, long chains) are refused by the bff and tested there.

const tenant = tenants.aupark;

/** A client-side navigation, as a link inside page content would make: history push + popstate. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('the first request of a moved page is redirected by the server', async ({ page }) => {
  const response = await page.goto(tenantUrl(tenant, '/index.php?utm_source=old-site'));
  expect(response?.request().redirectedFrom()?.url()).toBe(tenantUrl(tenant, '/index.php?utm_source=old-site'));
  await expect(page).toHaveURL(tenantUrl(tenant, '/sk?utm_source=old-site'));
  await waitForHome(page);
});

test('client navigation follows a redirect chain to its end without reloading the page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenant, '/en'));
  await waitForHome(page);
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await navigateInApp(page, '/en/welcome');
  await expect(page).toHaveURL(tenantUrl(tenant, '/sk'));
  await waitForHome(page);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  expect(documents).toEqual([]);
  // Back does not land on the old address again: the redirect replaced it.
  await page.goBack();
  await expect(page).toHaveURL(tenantUrl(tenant, '/en'));
  expect(errors).toEqual([]);
});

test('client navigation to an external target leaves the site', async ({ page }) => {
  await page.route('https://christmas.aupark.sk/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Christmas market</h1>' }));
  await page.goto(tenantUrl(tenant, '/sk'));
  await waitForHome(page);
  await navigateInApp(page, '/christmas');
  await expect(page).toHaveURL('https://christmas.aupark.sk/');
  await expect(page.getByRole('heading', { name: 'Christmas market' })).toBeVisible();
});
