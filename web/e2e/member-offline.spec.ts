import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pathFor } from '@mall/site';
import offlineCz from '../src/offline/locales/cz.json' with { type: 'json' };
import offlineEn from '../src/offline/locales/en.json' with { type: 'json' };
import { collectConsoleErrors, giveConsent, tenants, tenantUrl, useDemoSession, waitForApp, waitForHome } from './support';

// A member's parking pass offline (issue 24 "A member's pass offline"): the dashboard keeps the pass it
// showed on this device (Cache Storage, web/src/offline/member-copy.ts); with no network, the app's
// own navigation to the dashboard shows that copy, saying when it was taken; after sign-out it is gone.

const CACHE = 'member-copies-v1';

/** The parking code this device keeps, read from Cache Storage in the page (null: none). */
function keptPassCode(page: Page): Promise<string | null> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return null;
    const answer = await (await caches.open(name)).match(new URL('/__member-copy/pass', location.origin).href);
    return answer ? ((await answer.json()) as { code: string }).code : null;
  }, CACHE);
}

/**
 * Signs out from the member's home and waits until the copies are gone. The URL is home already, so
 * the visitor's header of the next page shows the sign-out done (CI once went offline while the
 * member's page still stood, and the copies were never emptied). The page empties the copies before
 * the form goes (or gives up after 1.5 s on a busy host); the worker empties them too as it passes the
 * visitor's home on (waitUntil, after its answer).
 */
async function signOutFromHome(page: Page): Promise<void> {
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await waitForApp(page);
  await expect.poll(() => page.evaluate((name) => caches.has(name), CACHE)).toBe(false);
}

/** Every file the page's links prefetched has arrived, one of them matching `file`. */
function codePrefetched(page: Page, file: RegExp): Promise<boolean> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);
    const arrived = (href: string) => performance.getEntriesByName(href).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0);
    return hrefs.some((href) => pattern.test(href)) && hrefs.every(arrived);
  }, file.source);
}

const startsWith = (template: string) => new RegExp(`^${template.split('{{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('the parking pass shows offline after one visit, saying when it was taken, and is gone after sign-out', async ({ page, context }) => {
  const tenant = 'galerieharfa';
  const lang = 'cz';
  const errors = collectConsoleErrors(page);
  await giveConsent(context, tenants[tenant].origin);
  await useDemoSession(context, tenant);

  // One visit of the dashboard: the pass is shown, and kept.
  await page.goto(tenantUrl(tenant, pathFor('dashboard', lang)));
  await waitForApp(page);
  const code = (await page.getByTestId('parking-pass-code').innerText()).trim();
  expect(code).toMatch(/^P-\d{5}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect.poll(() => keptPassCode(page)).toBe(code);

  // A later page of the visit (loaded in full: the app holds no result of the dashboard's query), then
  // no network, then the app's own navigation to the dashboard: its query fails, the copy shows.
  await page.goto(tenantUrl(tenant, pathFor('home', lang)));
  await waitForHome(page);
  // The dashboard's code is in the browser's cache (the header link's prefetch, once the page is
  // idle), as on a visit of more than a moment: offline, the navigation needs it.
  await expect.poll(() => codePrefetched(page, /\/assets\/dashboard-screen-/), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.getByTestId('header-account').click();
  await expect(page).toHaveURL(tenantUrl(tenant, pathFor('dashboard', lang)));
  const fallback = page.getByTestId('member-copy-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText(offlineCz.offline)).toBeVisible();
  await expect(fallback.getByTestId('member-copy-pass-code')).toHaveText(code);
  await expect(fallback.getByTestId('member-copy-taken').first()).toHaveText(startsWith(offlineCz.copyFrom));
  await expect(fallback.getByTestId('member-copy-taken').first()).toContainText(String(new Date().getFullYear()));
  // The QR code is an image of the bff's SVG, not markup in the page.
  const qr = fallback.getByTestId('member-copy-pass').getByRole('img');
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(fallback.locator('svg')).toHaveCount(0);

  // Signing out (online) empties the copy.
  await context.setOffline(false);
  await page.goto(tenantUrl(tenant, pathFor('home', lang)));
  await waitForHome(page);
  await signOutFromHome(page);
  await context.setOffline(true);
  expect(await keptPassCode(page)).toBeNull();

  // The failed requests of the offline navigation are the test's own doing; nothing else went wrong.
  // Nor is Chromium's note that the live channel's socket was already closing when pusher-js wrote to
  // it: the test cuts the network and signs out under a live channel (CI, 29 November, once in 607).
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::|WebSocket is already in CLOSING or CLOSED state/i.test(e))).toEqual([]);

  // Signed in again on this device (the session's cookie back, as a sign-in sets it), a page loaded
  // while online, then offline: the dashboard has no copy to show, only its error.
  await context.setOffline(false);
  await useDemoSession(context, tenant);
  await page.goto(tenantUrl(tenant, pathFor('home', lang)));
  await waitForHome(page);
  // The dashboard's code is in the browser's cache (the header link's prefetch, once the page is
  // idle), as on a visit of more than a moment: offline, the navigation needs it.
  await expect.poll(() => codePrefetched(page, /\/assets\/dashboard-screen-/), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.getByTestId('header-account').click();
  await expect(page).toHaveURL(tenantUrl(tenant, pathFor('dashboard', lang)));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('member-copy-fallback')).toHaveCount(0);
  await expect(page.getByTestId('member-copy-pass-code')).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('with the service worker', () => {
  // The other specs block workers (playwright.config.ts); the offline page is the worker's.
  test.use({ serviceWorkers: 'allow' });

  /** aupark's demo member on the English dashboard, once its parking pass's code is kept on the device. */
  async function dashboardWithKeptPass(page: Page, context: BrowserContext) {
    const tenant = 'aupark';
    const lang = 'en';
    await giveConsent(context, tenants[tenant].origin);
    await useDemoSession(context, tenant);
    await page.goto(tenantUrl(tenant, pathFor('dashboard', lang)));
    await waitForApp(page);
    const code = (await page.getByTestId('parking-pass-code').innerText()).trim();
    await expect.poll(() => keptPassCode(page)).toBe(code);
    return { tenant, lang, code } as const;
  }

  test('the offline page shows the pass and the reward codes kept on this device, and nothing after sign-out', async ({ page, context }) => {
    const { tenant, lang, code } = await dashboardWithKeptPass(page, context);
    // An active reward's page: its code is kept too.
    await page.goto(tenantUrl(tenant, pathFor('dashboard-rewards', lang)));
    await waitForApp(page);
    const active = page.locator('[data-testid="customer-reward"][data-status="ACTIVE"]').first();
    const rewardCode = (await active.getByTestId('customer-reward-code').innerText()).trim();
    await active.getByRole('link').click();
    await expect(page.getByTestId('my-reward-code')).toHaveText(rewardCode);
    await expect
      .poll(() =>
        page.evaluate(async (name) => {
          const answer = await (await caches.open(name)).match(new URL('/__member-copy/rewards', location.origin).href);
          return answer ? ((await answer.json()) as { code: string }[]).map((r) => r.code) : [];
        }, CACHE),
      )
      .toContain(rewardCode);
    // The service worker controls the page, with the offline page precached.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    // In the car park: the dashboard itself (a member's page, never kept by the worker) is answered
    // with the offline page, which shows the copies.
    await page.goto(tenantUrl(tenant, pathFor('dashboard', lang)));
    await expect(page.locator('#offline-member').getByTestId('member-copy-pass-code')).toHaveText(code);
    await page.goto(tenantUrl(tenant, `/offline/${lang}.html`));
    const member = page.locator('#offline-member');
    await expect(member.getByTestId('member-copy-pass-code')).toHaveText(code);
    await expect(member.getByTestId('member-copy-reward-code').filter({ hasText: rewardCode })).toHaveCount(1);
    await expect(member.getByTestId('member-copy-taken').first()).toHaveText(startsWith(offlineEn.copyFrom));
    await expect(member.getByTestId('member-copy-pass').getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

    await context.setOffline(false);
    await page.goto(tenantUrl(tenant, pathFor('home', lang)));
    await waitForHome(page);
    await signOutFromHome(page);
    await context.setOffline(true);
    await page.goto(tenantUrl(tenant, `/offline/${lang}.html`));
    await expect(page.locator('#offline-member')).toBeAttached();
    await expect(page.locator('#offline-member').getByTestId('member-copy')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a session that lapses unseen (its cookie gone) empties the copies at the next page online, not before', async ({ page, context }) => {
    const { tenant, lang, code } = await dashboardWithKeptPass(page, context);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // A public page with the session, through the worker: the member's own, the copies stay.
    await page.goto(tenantUrl(tenant, pathFor('faq', lang)));
    await waitForApp(page);
    await expect(page.getByTestId('header-account')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await keptPassCode(page)).toBe(code);

    // The session's cookie expires; no page of the app saw it end. Offline nothing changes.
    await context.clearCookies({ name: 'token' });
    await context.setOffline(true);
    await page.goto(tenantUrl(tenant, pathFor('faq', lang)));
    await expect(page.locator('#offline-member').getByTestId('member-copy-pass-code')).toHaveText(code);
    // Online, the next page is a visitor's: the worker empties the copies.
    await context.setOffline(false);
    await page.goto(tenantUrl(tenant, pathFor('faq', lang)));
    await waitForApp(page);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect.poll(() => page.evaluate((name) => caches.has(name), CACHE)).toBe(false);
    await context.setOffline(true);
    await page.goto(tenantUrl(tenant, `/offline/${lang}.html`));
    await expect(page.locator('#offline-member')).toBeAttached();
    await expect(page.locator('#offline-member').getByTestId('member-copy')).toHaveCount(0);
    await context.setOffline(false);
  });
});
