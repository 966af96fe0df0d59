import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Lang, RouteName } from '@mall/site';
import { discoverPaths, liveRoutes } from './live-routes';
import { allTenants, demoToken, port, tenantUrl, useDemoSession, waitForApp, type Tenant, type TenantId } from './support';

// No page scrolls sideways (issue 18): on a phone, a tablet and a small laptop, every live route of
// every tenant is exactly as wide as the window. A page wider than its window slides under the thumb,
// and a phone zooms it out (the cookie banner, fixed at the bottom, then sits off-screen). The causes
// were visually-hidden text in home's scrolling row of cards (its containing block was outside the
// row: 953 px on a phone) and a German heading's one long word (information: 439 px). When a page is
// too wide, the test names the deepest elements that reach its right edge.
//
// Each page is loaded once, then the window is resized to each width: a resize is what a rotated
// tablet does, and it keeps the run short. Pictures are not fetched (their boxes have their width and
// height, so the layout is the same without them) to spare the busy machine's image resizing. One
// test per tenant and part, so the tenants run side by side.
//
// Which tenant reads which route (the suite's time, issue 23: every route on every tenant was 310
// page loads, a fifth of the end-to-end run's time): every live route on two tenants, taken in turn
// along the route table (aupark and galerieharfa, then galerieharfa and novoplaza, …), so that each
// language and each mall's data meet every kind of screen across the routes; and the screens whose
// content is most the mall's own (home, the shop list and a shop, an offer, an event, information,
// the mall's landing, the 404) on all five.

const widths = [390, 768, 1024] as const;

/** The language each tenant is read in: all four are covered, German (the longest words) twice. */
const langOf: Record<TenantId, Lang> = { aupark: 'de', galerieharfa: 'cz', novoplaza: 'en', europasc: 'sk', beta: 'de' };

/** Addresses no link on the site leads to (sandbox/src/data/website-pages.ts LANDINGS): the tenant's own landing, the others' 404. */
const landings: Record<TenantId, string> = {
  aupark: 'al/christmas-2026',
  galerieharfa: 'hl/spring-fashion-week',
  novoplaza: 'nl/family-weekend',
  europasc: 'el/back-to-school',
  beta: 'al/none-here',
};
const landingRoute: Partial<Record<TenantId, RouteName>> = {
  aupark: 'landing-aupark',
  galerieharfa: 'landing-galerieharfa',
  novoplaza: 'landing-novoplaza',
  europasc: 'landing-europasc',
};

interface Plan {
  /** Each live route's address on the tenant, and whether it is read as the demo member. */
  visits: { route: RouteName; path: string; member: boolean }[];
  /** Live routes the tenant has no address for (a screen the mall turned off). */
  missing: RouteName[];
}

/** Every live route's address on the tenant, as a visitor reaches it, or as the member where a guard sends a visitor away. */
async function plan(browser: Browser, tenant: Tenant, lang: Lang): Promise<Plan> {
  const context = await browser.newContext();
  try {
    const request = context.request;
    const known: Partial<Record<RouteName, string>> = {};
    const own = landingRoute[tenant.id];
    if (own) known[own] = `/${lang}/${landings[tenant.id]}`;
    const session = `token=${demoToken(tenant.id)}`;
    const paths = await discoverPaths(request, { tenant, lang, cookie: session, known });
    const host = new URL(tenant.origin).host;
    const visits: Plan['visits'] = [];
    const missing: RouteName[] = [];
    for (const route of liveRoutes) {
      const name = route.name as RouteName;
      const path = paths.get(name);
      if (!path) {
        missing.push(name);
        continue;
      }
      const guards = 'guards' in route ? (route.guards as readonly string[]) : [];
      let member = guards.includes('member');
      if (!member && !guards.includes('guest-only') && guards.length > 0) {
        const guest = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host }, maxRedirects: 0 });
        member = guest.status() === 302;
      }
      visits.push({ route: name, path, member });
    }
    // And the error screen of a path no page has (404).
    visits.push({ route: 'not found' as RouteName, path: `/${lang}/no-such-page`, member: false });
    return { visits, missing };
  } finally {
    await context.close();
  }
}

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The deepest elements that reach past the window's right edge (or start left of 0). */
  culprits: string[];
}

/** How far the page reaches past the window, and what sticks out when it does. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(async () => {
    // A layout that follows the width in script (the carousels' items per view) has had its frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const scrollWidth = document.documentElement.scrollWidth;
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    if (scrollWidth > innerWidth) {
      // What makes the page this wide: the elements whose right edge is the page's, the deepest of them.
      const reaching = [...document.body.querySelectorAll('*')].filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.right + window.scrollX >= scrollWidth - 1;
      });
      for (const element of reaching) {
        if (culprits.length >= 3) break;
        if (reaching.some((other) => other !== element && element.contains(other))) continue;
        const rect = element.getBoundingClientRect();
        const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        culprits.push(`${element.tagName.toLowerCase()}${classes} [${Math.round(rect.left)}–${Math.round(rect.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return { scrollWidth, innerWidth, culprits };
  });
}

/** Screens whose words and pictures are the mall's own: read on every tenant. */
const everyTenant = new Set<string>(['home', 'shops-services', 'shop', 'offer', 'event', 'information', 'not found']);
/** How many tenants read each of the other routes. */
const tenantsPerRoute = 2;

/** The routes (by name, the error screen's 'not found' last) that this tenant reads. */
function routesOf(tenantIndex: number, tenantId: TenantId): string[] {
  const names = [...liveRoutes.map((route) => route.name as string), 'not found'];
  return names.filter((name, index) => {
    if (everyTenant.has(name) || name === landingRoute[tenantId]) return true;
    const turn = (((index - tenantIndex) % allTenants.length) + allTenants.length) % allTenants.length;
    return turn < tenantsPerRoute;
  });
}

/**
 * The routes in parts of at most this many (a page takes about 2 s to load, hydrate and measure at a
 * load average of 14 on two cores, up to 5 s at 16 with a member's live connection beside it): each part
 * is its own test, well under a minute. 12 a part timed out once at 60 s in a full run (issue 20).
 */
const perPart = 9;

for (const [tenantIndex, tenant] of allTenants.entries()) {
  test.describe(`${tenant.id}`, () => {
    // The tenants run side by side; a tenant's parts one after another in one worker, which finds
    // the addresses once (and a failed part does not skip the next).
    test.describe.configure({ mode: 'default' });
    const lang = langOf[tenant.id];
    const routes = routesOf(tenantIndex, tenant.id);
    const parts = Math.ceil(routes.length / perPart);
    let planned: Plan | undefined;

    test.beforeAll(async ({ browser }) => {
      // Finding an address of every route reads up to a hundred pages on a machine that other tests keep busy.
      test.setTimeout(120_000);
      planned = await plan(browser, tenant, lang);
    });

    test(`an address of nearly every live route in /${lang}`, () => {
      const { visits, missing } = planned!;
      // Each mall has nearly every screen; those it has not (another mall's landing, member sign-in
      // where it is off) are named here.
      expect(visits.length, `routes without an address on ${tenant.id}: ${missing.join(', ')}`).toBeGreaterThan(liveRoutes.length * 0.75);
    });

    for (let part = 0; part < parts; part++) {
      test(`live routes in /${lang}, part ${part + 1} of ${parts}, are as wide as the window at ${widths.join(', ')} px`, async ({ browser }) => {
        // Up to 6 s a page at a load average of 16 (a full run with other runs beside it): 9 pages, 3 widths.
        test.slow();
        // The part's routes, in the route table's order; the error screen last.
        const own = new Set(routes.slice(part * perPart, (part + 1) * perPart));
        const visits = planned!.visits.filter((visit) => own.has(visit.route));
        const contexts: Partial<Record<'visitor' | 'member', BrowserContext>> = {};
        const pageFor = async (member: boolean): Promise<Page> => {
          const kind = member ? 'member' : 'visitor';
          let context = contexts[kind];
          if (!context) {
            // A first visit: the cookie banner is there too.
            context = await browser.newContext({ viewport: { width: widths[0], height: 844 } });
            if (member) await useDemoSession(context, tenant.id);
            // The pictures' boxes keep their size without them.
            await context.route(/\/img\?/, (route) => route.abort());
            contexts[kind] = context;
          }
          return context.pages()[0] ?? (await context.newPage());
        };

        const tooWide: string[] = [];
        const started = Date.now();
        try {
          for (const { route, path, member } of visits) {
            const page = await pageFor(member);
            await page.setViewportSize({ width: widths[0], height: 844 });
            await page.goto(tenantUrl(tenant, path), { waitUntil: 'domcontentloaded' });
            await waitForApp(page);
            for (const width of widths) {
              await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
              const { scrollWidth, innerWidth, culprits } = await measure(page);
              if (scrollWidth > innerWidth) tooWide.push(`${route} ${path} at ${width}: ${scrollWidth} px wide; ${culprits.join('; ') || 'nothing found to blame'}`);
            }
          }
        } finally {
          await Promise.all(Object.values(contexts).map((context) => context.close()));
        }
        test.info().annotations.push({ type: 'timing', description: `${visits.length} routes of ${tenant.id} in ${Math.round((Date.now() - started) / 1000)} s` });
        expect(tooWide).toEqual([]);
      });
    }
  });
}
