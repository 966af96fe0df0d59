import { expect, test, type Page, type Request } from '@playwright/test';
import { pathFor } from '@mall/site';
import { collectGraphqlRequests, giveConsent, isGraphqlRequest, operationName, tenants, tenantUrl, texts, waitForHome } from './support';

// Spec §9: "Links prefetch the next page's module and data on hover or when they come into view, at
// most 4 at a time, and never on Save-Data or 2G connections", as issue 23 sets it (SvelteKit's
// default): a link in view fetches its page's code ahead (`<link rel="prefetch">`, run by nothing),
// its data only on intent (a pointer resting on it, focus, a touch, a press). The targets here: the
// language switcher's links (another language's home: HomePage with other variables, and that
// language's Shell, joined in one request as HomePageWithShell) and the home's own links. A data
// prefetch's requests carry `Purpose: prefetch`.

const tenant = tenants.aupark;
const switcher = (lang: string) => `nav.language-switcher a[data-lang=${lang}]`;

const isPrefetch = (request: Request): boolean => request.headers()['purpose'] === 'prefetch';

/** "prefetch HomePage en": who asked (a prefetch or a screen), the operation, its language. */
function describeRequest(request: Request): string {
  const url = new URL(request.url());
  const variables = url.searchParams.get('variables') ?? JSON.stringify((request.postDataJSON() as { variables?: unknown } | null)?.variables ?? {});
  const { lang } = JSON.parse(variables) as { lang?: string };
  return `${isPrefetch(request) ? 'prefetch' : 'screen'} ${operationName(request)} ${lang}`;
}

/**
 * What intent on the switcher's other languages and on home's "opening hours" link prefetches: the
 * other languages' home and layout, each language's two in one request, and the opening-hours screen
 * (its layout is the page's own, already cached from the first HTML).
 */
const otherLanguages = [...['en', 'cz', 'de'].map((lang) => `prefetch HomePageWithShell ${lang}`), 'prefetch OpeningHoursPage sk'].sort();

/** No page's data asked twice. */
const once = (requests: string[]) => expect(requests.length, requests.join(', ')).toBe(new Set(requests).size);

/** Links in view prefetch nothing: what a test counts comes from hover and focus only. */
async function withoutInView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds = [0];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  });
}

/** Past the app's idle time after load, and past the observer's first report of the links in view. */
async function pastIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 3_000 });
      }),
  );
}

/** Time for a request that would follow, before asserting that none did. */
const quiet = (page: Page) => page.waitForTimeout(600);

/** Waits until no new request has come for a second (prefetches go 4 at a time, one after another). */
async function settled(page: Page, requests: readonly unknown[]): Promise<void> {
  for (let seen = -1, i = 0; seen !== requests.length && i < 30; i++) {
    seen = requests.length;
    await page.waitForTimeout(1_000);
  }
}

async function openHome(page: Page, lang = 'sk'): Promise<void> {
  await giveConsent(page.context(), tenant.origin);
  await page.goto(tenantUrl(tenant, `/${lang}`));
  await waitForHome(page);
}

test('hover prefetches the page once (its operation and its language’s layout, in one request); the click then asks nothing', async ({ page }) => {
  await withoutInView(page);
  const graphql = collectGraphqlRequests(page);
  await openHome(page);
  await pastIdle(page);
  await quiet(page);
  expect(graphql.map(describeRequest)).toEqual([]);

  const en = page.locator(switcher('en'));
  await en.hover();
  await expect.poll(() => graphql.map(describeRequest)).toEqual(['prefetch HomePageWithShell en']);
  // Once a page: hovering again, or focusing the same link, asks nothing more.
  await page.mouse.move(0, 400);
  await en.hover();
  await en.focus();
  await quiet(page);
  expect(graphql).toHaveLength(1);
  // The current language's home and layout are cached from the first HTML: nothing to ask.
  await page.locator(switcher('sk')).hover();
  await page.locator('.main-header__brand').hover();
  await quiet(page);
  expect(graphql).toHaveLength(1);

  await en.click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('featured-shops').getByRole('heading', { level: 2 })).toHaveText(texts('en').home.featuredShops);
  await expect(page).toHaveTitle(tenant.titles.en);
  await quiet(page);
  expect(graphql.map(describeRequest)).toEqual(['prefetch HomePageWithShell en']);
});

test('focus prefetches as hover does (the keyboard’s hover)', async ({ page }) => {
  await withoutInView(page);
  const graphql = collectGraphqlRequests(page);
  await openHome(page);
  await pastIdle(page);
  await page.locator(switcher('cz')).focus();
  await expect.poll(() => graphql.map(describeRequest)).toEqual(['prefetch HomePageWithShell cz']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await waitForHome(page);
  await quiet(page);
  expect(graphql).toHaveLength(1);
});

/** The `<link rel="prefetch">` the app has added (code for the links in view). */
const codePrefetches = (page: Page) => page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

test('the first load asks for no data; the links in view fetch their code ahead, which runs nothing', async ({ page }) => {
  const graphql = collectGraphqlRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.startsWith('/assets/')) scripts.push(new URL(request.url()).pathname);
  });
  await openHome(page);
  // The links in view (the switcher's other languages, the home's shops, offers, opening hours …)
  // name their pages' files once the page is idle.
  await expect.poll(() => codePrefetches(page), { timeout: 15_000 }).not.toHaveLength(0);
  await settled(page, scripts);
  const hrefs = await codePrefetches(page);
  for (const href of hrefs) expect(href).toMatch(/^\/assets\/[\w.-]+\.(js|css)$/);
  // Screens' stylesheets among them (a screen's import waits for its stylesheet), as styles.
  expect(hrefs.some((href) => href.endsWith('.css')), hrefs.join(' ')).toBe(true);
  expect(await page.locator('head link[rel="prefetch"][href$=".css"]:not([as="style"])').count()).toBe(0);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // The opening hours' page module among them, and none of it has run.
  const openingHoursModule = hrefs.find((href) => /\/opening-hours\.page-[\w-]+\.js$/.test(href));
  expect(openingHoursModule, hrefs.join(' ')).toBeDefined();
  // No data at all until the visitor shows where they go.
  expect(graphql.map(describeRequest)).toEqual([]);
  // Fetched as prefetches, each once.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link').map((entry) => new URL(entry.name).pathname));
  expect(fetched).toEqual(expect.arrayContaining(hrefs));

  // The navigation that follows asks for its own data only (one request), and its code comes from the cache.
  const openingHours = page.locator(`main a[href="${pathFor('opening-hours', 'sk')}"]`).first();
  await openingHours.click();
  await expect(page).toHaveURL(tenantUrl(tenant, pathFor('opening-hours', 'sk')));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await quiet(page);
  // (The press started it as a prefetch; the screen's own query shared it.)
  expect(graphql.map(operationName)).toEqual(['OpeningHoursPage']);
  // Asked twice (the prefetch, then the import), transferred once: the import found it in the cache.
  const entries = await page.evaluate((path) => performance.getEntriesByName(new URL(path, location.href).href).map((entry) => ({ initiator: (entry as PerformanceResourceTiming).initiatorType, transferred: (entry as PerformanceResourceTiming).transferSize })), openingHoursModule!);
  expect(entries.map((entry) => entry.initiator)).toEqual(['link', 'script']);
  expect(entries[0]!.transferred).toBeGreaterThan(0);
  expect(entries[1]!.transferred).toBe(0);
});

test('at most 4 data prefetches in flight when the visitor shows intent on many links at once', async ({ page }) => {
  await withoutInView(page);
  const inFlight = new Set<Request>();
  let most = 0;
  const done: string[] = [];
  const doneUrls: string[] = [];
  page.on('request', (request) => {
    if (!isGraphqlRequest(request) || !isPrefetch(request)) return;
    inFlight.add(request);
    most = Math.max(most, inFlight.size);
  });
  const finished = (request: Request) => {
    if (!inFlight.delete(request)) return;
    done.push(describeRequest(request));
    doneUrls.push(request.url());
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  await openHome(page);
  await pastIdle(page);
  // Slow answers, so that the prefetches overlap.
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 750));
      await route.continue();
    },
  );
  for (const lang of ['en', 'cz', 'de']) await page.locator(switcher(lang)).focus();
  await page.locator(`main a[href="${pathFor('opening-hours', 'sk')}"]`).first().focus();
  await page.locator(`a[href="${pathFor('shops-services', 'sk')}"]`).first().focus();
  await expect.poll(() => done, { timeout: 30_000 }).toEqual(expect.arrayContaining([...otherLanguages, 'prefetch ShopsServicesPage sk']));
  await expect.poll(() => inFlight.size, { timeout: 30_000 }).toBe(0);
  once(doneUrls);
  expect(most).toBeLessThanOrEqual(4);
  // Side by side, not one after another (four pages are prefetched at once; one request each at a time).
  expect(most).toBeGreaterThan(1);
});

for (const [name, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['2G', { saveData: false, effectiveType: '2g' }],
  ['slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
] as const) {
  test(`never on ${name}: neither links in view nor hover prefetch`, async ({ page }) => {
    await page.addInitScript((hints) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => hints });
    }, connection);
    const graphql = collectGraphqlRequests(page);
    await openHome(page);
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: unknown }).connection)).toEqual(connection);
    await pastIdle(page);
    for (const lang of ['en', 'cz', 'de']) {
      await page.locator(switcher(lang)).hover();
      await page.locator(switcher(lang)).focus();
    }
    await quiet(page);
    expect(graphql.map(describeRequest)).toEqual([]);
    expect(await codePrefetches(page)).toEqual([]);

    // The page still works: the navigation asks for what it needs itself.
    await page.locator(switcher('de')).click();
    await expect(page).toHaveURL(tenantUrl(tenant, '/de'));
    await waitForHome(page);
    await expect(page.getByTestId('featured-shops').getByRole('heading', { level: 2 })).toHaveText(texts('de').home.featuredShops);
    // The navigation's own data: the page's and the layout's in German, in one request.
    expect(graphql.map(describeRequest)).toEqual(['screen HomePageWithShell de']);
  });
}
