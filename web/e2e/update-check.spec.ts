import { expect, test } from '@playwright/test';
import updateSk from '../src/features/update-check/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, tenants, tenantUrl, waitForHome } from './support';

// The application update check (spec §4 "Application update", §9 "Build manifest polled every 60
// minutes"): the page knows its build (<meta name="build-id">), asks /build.json hourly, and when the
// server names another build offers a reload in the page's language. Time is the browser's fake clock.

const HOUR = '01:00:00';

test('offers a reload when /build.json names a newer build, and reloads on request', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.clock.install();
  const response = await page.goto(tenantUrl(tenants.aupark, '/sk'));
  const own = /<meta name="build-id" content="([0-9a-f]{16})">/.exec((await response?.text()) ?? '')?.[1];
  expect(own).toBeDefined();
  await waitForHome(page);

  // An hour with the same build: a question, no offer.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/build.json');
  await page.clock.fastForward(HOUR);
  const answer = await (await asked).response();
  expect(await answer?.json()).toEqual({ buildId: own });
  await expect(page.locator('.notification')).toHaveCount(0);

  // A deploy: the servers have another build now.
  await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: 'f00dfeedf00dfeed' }, headers: { 'cache-control': 'no-store' } }));
  await page.clock.fastForward(HOUR);
  const notice = page.locator('.notification');
  await expect(notice).toContainText(updateSk.available);
  // It stays until the visitor acts (they may be filling in a form).
  await page.clock.fastForward('00:10:00');
  await expect(notice).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: updateSk.reload }).click();
  await reloaded;
  await waitForHome(page);
  await expect(page.locator('.notification')).toHaveCount(0);
  expect(errors).toEqual([]);
});
