import { expect, test, type Page, type Request } from '@playwright/test';
import { collectGraphqlRequests, giveConsent, isGraphqlRequest, operationName, tenants, tenantUrl, texts, waitForHome } from './support';

// Spec §9: "Links prefetch the next page's module and data on hover or when they come into view, at
// most 4 at a time, and never on Save-Data or 2G connections." Only home is live so far: the live
// targets are the language switcher's links (another language's home: HomePage with other
// variables, and that language's Shell). A prefetch's requests carry `Purpose: prefetch`.

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
 * What the first load on /sk prefetches: the other languages' home and layout, from the switcher in
 * view, and the opening-hours screen of home's "opening hours" link (its layout is the page's own,
 * already cached from the first HTML).
 */
const otherLanguages = [...['en', 'cz', 'de'].flatMap((lang) => [`prefetch HomePage ${lang}`, `prefetch Shell ${lang}`]), 'prefetch OpeningHoursPage sk'].sort();

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

test('hover prefetches the page once (its operation, its language’s layout); the click then asks nothing', async ({ page }) => {
  await withoutInView(page);
  const graphql = collectGraphqlRequests(page);
  await openHome(page);
  await pastIdle(page);
  await quiet(page);
  expect(graphql.map(describeRequest)).toEqual([]);

  const en = page.locator(switcher('en'));
  await en.hover();
  await expect.poll(() => graphql.map(describeRequest)).toEqual(['prefetch HomePage en', 'prefetch Shell en']);
  // Once a page: hovering again, or focusing the same link, asks nothing more.
  await page.mouse.move(0, 400);
  await en.hover();
  await en.focus();
  await quiet(page);
  expect(graphql).toHaveLength(2);
  // The current language's home and layout are cached from the first HTML: nothing to ask.
  await page.locator(switcher('sk')).hover();
  await page.locator('.main-header__brand').hover();
  await quiet(page);
  expect(graphql).toHaveLength(2);

  await en.click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('featured-shops').getByRole('heading', { level: 2 })).toHaveText(texts('en').home.featuredShops);
  await expect(page).toHaveTitle(tenant.titles.en);
  await quiet(page);
  expect(graphql.map(describeRequest)).toEqual(['prefetch HomePage en', 'prefetch Shell en']);
});

test('focus prefetches as hover does (the keyboard’s hover)', async ({ page }) => {
  await withoutInView(page);
  const graphql = collectGraphqlRequests(page);
  await openHome(page);
  await pastIdle(page);
  await page.locator(switcher('cz')).focus();
  await expect.poll(() => graphql.map(describeRequest)).toEqual(['prefetch HomePage cz', 'prefetch Shell cz']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await waitForHome(page);
  await quiet(page);
  expect(graphql).toHaveLength(2);
});

test('the first load asks nothing until the page is idle; then the links in view prefetch, each once', async ({ page }) => {
  const graphql = collectGraphqlRequests(page);
  await openHome(page);
  // The other languages' homes (the switcher) and the live pages the home links to in view (shops,
  // offers …): each once.
  await expect.poll(() => graphql.map(describeRequest)).toEqual(expect.arrayContaining(otherLanguages));
  await settled(page, graphql);
  const prefetched = graphql.map(describeRequest);
  once(graphql.map((request) => request.url()));
  // In the page's own clock: every GraphQL request started after the load event had finished.
  const timing = await page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    starts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/graphql')
      .map((entry) => entry.startTime),
  }));
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.starts).toHaveLength(prefetched.length);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
  // Hovering what is already prefetched asks nothing more.
  for (const lang of ['en', 'cz', 'de', 'sk']) await page.locator(switcher(lang)).hover();
  await quiet(page);
  expect(graphql.map(describeRequest)).toEqual(prefetched);
});

test('at most 4 prefetches in flight while links come into view', async ({ page }) => {
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
  // Slow answers, so that the prefetches overlap.
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 750));
      await route.continue();
    },
  );
  await openHome(page);
  await expect.poll(() => most).toBeGreaterThan(0);
  // More links come into view: the page's sections (shops, offers …) and the footer.
  await page.getByTestId('featured-shops').scrollIntoViewIfNeeded();
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await page.locator(switcher('en')).scrollIntoViewIfNeeded();
  await expect.poll(() => done, { timeout: 30_000 }).toEqual(expect.arrayContaining(otherLanguages));
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

    // The page still works: the navigation asks for what it needs itself.
    await page.locator(switcher('de')).click();
    await expect(page).toHaveURL(tenantUrl(tenant, '/de'));
    await waitForHome(page);
    await expect(page.getByTestId('featured-shops').getByRole('heading', { level: 2 })).toHaveText(texts('de').home.featuredShops);
    expect(graphql.map(describeRequest).sort()).toEqual(['screen HomePage de', 'screen Shell de']);
  });
}
