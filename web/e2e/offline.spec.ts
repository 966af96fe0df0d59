import { expect, test, type Page } from '@playwright/test';
import { offlinePageTexts, pathFor, type Lang } from '@mall/site';
import floorplanCz from '../src/features/floorplan/locales/cz.json' with { type: 'json' };
import floorplanSk from '../src/features/floorplan/locales/sk.json' with { type: 'json' };
import hoursCz from '../src/features/opening-hours/locales/cz.json' with { type: 'json' };
import hoursSk from '../src/features/opening-hours/locales/sk.json' with { type: 'json' };
import parkingCz from '../src/features/parking/locales/cz.json' with { type: 'json' };
import parkingSk from '../src/features/parking/locales/sk.json' with { type: 'json' };
import updateEn from '../src/features/update-check/locales/en.json' with { type: 'json' };
import { tenants, tenantUrl, waitForApp, type Tenant } from './support';

// The service worker (issue 24; web/src/sw): it controls the page after the first visit; offline,
// the screens visited before still render in their language and any other page is the offline page
// in its language; a new build's worker waits until the update notice's reload activates it.
// The only spec with the worker allowed (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

const texts = {
  sk: { hours: hoursSk, parking: parkingSk, floorplan: floorplanSk },
  cz: { hours: hoursCz, parking: parkingCz, floorplan: floorplanCz },
} as const;

/** Waits until a worker controls the page (the first one claims it once activated). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
}

/** The worker's kept pages (its `…-pages` cache), as paths. */
async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.endsWith('-pages'));
    const paths: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
}

const cases: { tenant: Tenant; lang: 'sk' | 'cz' }[] = [
  { tenant: tenants.aupark, lang: 'sk' },
  { tenant: tenants.galerieharfa, lang: 'cz' },
];

for (const { tenant, lang } of cases) {
  test(`${tenant.id} offline in ${lang}: visited screens render, an unvisited page is the offline page`, async ({ page, context }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The default floor plan's address, as the offline page links it (also its own check).
    // (In the browser: Node does not resolve *.localhost.)
    const offline = await page.goto(tenantUrl(tenant, `/offline/${lang}.html`));
    expect(offline?.status()).toBe(200);
    const floorplanPath = /href="(\/[a-z]{2}\/(?:mapa-centra|floorplan)\/[^"]+)"/.exec((await offline?.text()) ?? '')?.[1];
    expect(floorplanPath).toBeDefined();

    const hours = pathFor('opening-hours', lang as Lang);
    const parking = pathFor('parking', lang as Lang);
    await page.goto(tenantUrl(tenant, hours));
    await waitForApp(page);
    // The first visit installs the worker, which takes the page at once.
    await waitForWorker(page);
    // Visited under the worker: each is kept (stale-while-revalidate) as it is loaded.
    for (const path of [hours, parking, floorplanPath!]) {
      await page.goto(tenantUrl(tenant, path));
      await waitForApp(page);
    }
    await expect.poll(() => keptPages(page), { timeout: 15_000 }).toEqual(expect.arrayContaining([hours, parking, floorplanPath!]));

    await context.setOffline(true);
    await page.goto(tenantUrl(tenant, hours));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[lang].hours.title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'cz' ? 'cs' : lang);
    await page.goto(tenantUrl(tenant, parking));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[lang].parking.title);
    await page.goto(tenantUrl(tenant, floorplanPath!));
    await expect(page.getByRole('navigation', { name: texts[lang].floorplan.floors })).toBeVisible();
    // The kept page hydrates offline too: its scripts are the worker's (precache and assets cache).
    await waitForApp(page);

    // Never visited: the offline page, in the page's language, in the mall's name, linking the
    // screens that work offline in that language.
    await page.goto(tenantUrl(tenant, pathFor('faq', lang as Lang)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlinePageTexts[lang].title);
    await expect(page.locator('html')).toHaveAttribute('data-lang', lang);
    await expect(page.locator('.offline-links a').first()).toHaveAttribute('href', hours);
    await expect(page.locator('#offline-member')).toHaveCount(1);
    await expect(page.getByRole('link', { name: offlinePageTexts[lang].retry })).toBeVisible();
    // The mall's logo too: the worker kept it with the page (the first visit had loaded it before the
    // worker was there, so no other cache has this variant).
    const logo = page.locator('header img');
    await expect(logo).toHaveAttribute('src', /^\/img\?url=.*&w=320$/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await context.setOffline(false);
    expect(pageErrors).toEqual([]);
  });
}

test('a new build: its worker waits, the update notice offers it, and the reload brings it into control', async ({ page, context }) => {
  const tenant = tenants.aupark;
  await page.clock.install();
  const first = await page.goto(tenantUrl(tenant, '/en/parking'));
  const own = /<meta name="build-id" content="([0-9a-f]{16})">/.exec((await first?.text()) ?? '')?.[1];
  expect(own).toBeDefined();
  await waitForApp(page);
  await waitForWorker(page);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.endsWith('-precache')))).toEqual([`mall-${own}-precache`]);

  // A deploy, as the browser sees one: the server names another build and serves that build's
  // worker. The server answers the worker of the build id in the `sw-test-build` cookie (a test knob
  // of the bff, SW_TEST_BUILD_COOKIE, refused in production) with this build's files under that id
  // (its caches' names): a script whose bytes differ, fetched by the browser's own update check
  // from the server, as after a real deploy; everything it precaches exists here. (Playwright cannot
  // route the browser's fetch of a worker's script, so context.route on /sw.js would test nothing.)
  const next = 'f00dfeedf00dfeed';
  await context.addCookies([{ name: 'sw-test-build', value: next, url: tenant.origin }]);
  await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: next }, headers: { 'cache-control': 'no-store' } }));

  // The hourly update check finds the other build, asks the browser to look for its worker, and
  // offers the reload once that worker waits.
  await page.clock.fastForward('01:00:00');
  const notice = page.locator('.notification');
  await expect(notice).toContainText(updateEn.available, { timeout: 20_000 });
  const waitingBefore = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
  expect(waitingBefore).toBe('installed');
  // Installed (its precache is there), but until the reload this build's worker controls the page.
  expect(await page.evaluate(async () => (await caches.keys()).some((name) => name === 'mall-f00dfeedf00dfeed-precache'))).toBe(true);
  expect(await page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith(`mall-${document.querySelector('meta[name="build-id"]')?.getAttribute('content')}-`)))).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: updateEn.reload }).click();
  await reloaded;
  await waitForApp(page);
  // The new worker controls the reloaded page, and the old build's caches are gone.
  await expect
    .poll(() => page.evaluate(async () => ({ waiting: (await navigator.serviceWorker.getRegistration())?.waiting ?? null, controlled: navigator.serviceWorker.controller?.state ?? null })))
    .toEqual({ waiting: null, controlled: 'activated' });
  await expect.poll(() => page.evaluate(async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)), `mall-${own}-`)).toEqual([]);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.endsWith('-precache')))).toEqual([`mall-${next}-precache`]);
});
