import { expect, test, type Page } from '@playwright/test';
import type { RouteName } from '@mall/site';
import { discoverPaths, liveRoutes } from './live-routes';
import { demoToken, isConsentStylesheet, tenants, tenantUrl, useDemoSession, waitForApp } from './support';

// Issue 25: the browser's first render must be the server's, on every screen. When it is not, React
// logs a hydration error (production's minified #418 "hydration failed", #423, #425 …, which the app
// reports as `hydration: …`, web/src/app/start.tsx), throws the server's markup away and renders the
// page again: the first impression and the blocking time are lost.
//
// Every live route of one tenant in one language, each in a browser made to disagree with the server
// on everything a render could read besides the page's data:
// - its time zone is not the mall's (Honolulu, UTC−10 all year; aupark is in Bratislava);
// - its locale is neither the page's language nor the server's (Intl without a locale);
// - its clock is a second before a minute boundary, and that minute ends the day and the year, years
//   away from the server's. The server's clock is real: the page's one instant is the server's (the
//   first HTML carries it, EmbeddedState.now), and a render that read the browser's clock instead
//   would show another minute, day or year than the markup it hydrates. The clock runs on, so the
//   boundary passes while the app starts.
// Member routes are visited with the demo member's session (README "Demo member accounts"), so are
// routes the tenant keeps from visitors; the others as a visitor, whose pages are the kept ones.

const tenant = tenants.aupark;
const lang = 'sk';
const browserZone = 'Pacific/Honolulu';
const browserClock = new Date('2040-12-31T23:59:59-10:00');
const session = `token=${demoToken('aupark')}`;

// Addresses no link on the site leads to: the tenant's landing (sandbox/src/data/website-pages.ts
// LANDINGS) and the other tenants' landing routes, which answer their 404 here.
const known: Partial<Record<RouteName, string>> = {
  'landing-aupark': '/sk/al/christmas-2026',
  'landing-europasc': '/sk/el/none-here',
  'landing-galerieharfa': '/sk/hl/none-here',
  'landing-novoplaza': '/sk/nl/none-here',
};

test.use({ timezoneId: browserZone, locale: 'tr-TR' });

let paths: Map<RouteName, string> | undefined;
/** Routes a visitor is sent away from on this tenant (a guard): visited as the member. */
const forMembers = new Set<RouteName>();

test.beforeAll(async ({ playwright }) => {
  // About 50 pages read as the member, on a machine that other tests keep busy.
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  try {
    // The member's messages with a conversation open (its times and links), the first of their list.
    const host = new URL(tenant.origin).host;
    const messages = await request.get(`http://127.0.0.1:${new URL(tenant.origin).port}/sk/spravy`, { headers: { host, cookie: session } });
    const conversation = /href="(\/sk\/spravy\?conversation=\d+)"/.exec(await messages.text())?.[1];
    if (!conversation) throw new Error(`no conversation to open on /sk/spravy (${messages.status()})`);
    paths = await discoverPaths(request, { tenant, lang, cookie: session, known: { ...known, 'dashboard-messages': conversation } });
    for (const route of liveRoutes) {
      const guards = 'guards' in route ? (route.guards as readonly string[]) : [];
      const path = paths.get(route.name as RouteName);
      if (guards.includes('member')) forMembers.add(route.name as RouteName);
      else if (guards.length > 0 && !guards.includes('guest-only') && path) {
        const guest = await request.get(`http://127.0.0.1:${new URL(tenant.origin).port}${path}`, { headers: { host }, maxRedirects: 0 });
        if (guest.status() === 302) forMembers.add(route.name as RouteName);
      }
    }
  } finally {
    await request.dispose();
  }
});

/** What React and the app say of hydration, and uncaught errors (which stop it), from now on. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat|Minified React error|did ?n[o']t match/i.test(text)) {
      problems.push(`${message.type()}: ${text.split('\n')[0]}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message.split('\n')[0]}`));
  return problems;
}

/**
 * Marks the elements of the server's markup as the parser made them, before any script ran (the app
 * starts after the first paint, web/src/main.tsx): a screen that React rendered again instead of
 * hydrating is made of other elements.
 */
async function markServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const server = new WeakSet<Element>(document.querySelectorAll('#root *'));
      (window as unknown as { fromServer: (element: Element | null) => boolean }).fromServer = (element) => element !== null && server.has(element);
    });
  });
}

/** The first element of the screen (inside the layout's Suspense boundary) and of the header, and whether each is the server's. */
async function keptElements(page: Page): Promise<{ screen: boolean; header: boolean }> {
  return page.evaluate(() => {
    const fromServer = (window as unknown as { fromServer: (element: Element | null) => boolean }).fromServer;
    const screen = document.querySelector('.dashboard__screen > *') ?? document.querySelector('main > *');
    return { screen: fromServer(screen), header: fromServer(document.querySelector('header')) };
  });
}

for (const route of liveRoutes) {
  const name = route.name as RouteName;
  test(`${name} hydrates the server's markup, whatever the browser's clock, zone and locale`, async ({ page, context }) => {
    const path = paths?.get(name);
    expect(path, `no address of ${name} on ${tenant.id} (live-routes.ts found no link to it)`).toBeDefined();
    if (forMembers.has(name)) await useDemoSession(context, 'aupark');
    await page.clock.install({ time: browserClock });
    await markServerElements(page);
    const problems = hydrationProblems(page);
    // The page's own styles are in its first HTML, marked loaded: hydration fetches none (issue 23).
    // The cookie banner is not the page's: it shows after hydration (this visitor has not chosen) and
    // its chunk brings its own stylesheet (cookie-consent.css).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'stylesheet' && !isConsentStylesheet(path)) stylesheets.push(path);
    });

    const response = await page.goto(tenantUrl(tenant, path));
    // The page itself, not where a guard or a redirect sends it (another tenant's landing is its 404).
    expect([200, 404]).toContain(response?.status());
    expect(new URL(page.url()).pathname).toBe(new URL(path!, 'http://x').pathname);
    await waitForApp(page);

    expect(problems).toEqual([]);
    expect(stylesheets).toEqual([]);
    expect(await keptElements(page)).toEqual({ screen: true, header: true });
    // It means something only while the browser's clock is years from the server's (this machine's).
    expect(new Date(await page.evaluate(() => Date.now())).getUTCFullYear()).toBeGreaterThan(new Date().getUTCFullYear() + 1);
  });
}

test('a link followed before the screen has hydrated: the server’s screen hydrates, then the next one shows', async ({ page }) => {
  // React hydrates the layout first and the screen (a Suspense boundary) in a pass of its own: a header
  // link clicked in between used to hydrate the next screen against the first one's markup (#418, the
  // guards spec, issue 25). The click is made from the page at the first moment it can be: once the
  // header's link has hydrated (React's own mark on it) while the screen has not.
  const target = '/sk/otvaracie-hodiny';
  await page.addInitScript((href) => {
    const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const probe = window as unknown as { clickedBeforeScreen?: boolean };
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const link = document.querySelector(`header a[href="${href}"]`);
      if (!hydrated(link)) return channel.port2.postMessage(null);
      probe.clickedBeforeScreen = !hydrated(document.querySelector('main > *'));
      (link as HTMLAnchorElement).click();
    };
    document.addEventListener('DOMContentLoaded', () => channel.port2.postMessage(null));
  }, target);
  const problems = hydrationProblems(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });

  await page.goto(tenantUrl(tenant, '/sk'));
  await expect(page).toHaveURL(tenantUrl(tenant, target));
  await expect(page.getByTestId('opening-hours-today')).toBeVisible();
  await waitForApp(page);
  // The race was run: the click came while the screen was still the server's markup, and the next
  // screen came without a page load.
  expect(await page.evaluate(() => (window as unknown as { clickedBeforeScreen?: boolean }).clickedBeforeScreen)).toBe(true);
  expect(documents).toEqual(['/sk']);
  expect(problems).toEqual([]);
});
