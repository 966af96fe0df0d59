import { expect, type APIRequestContext, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import tenantsConfig from '../../bff/config/tenants.json' with { type: 'json' };
import ccCz from '../src/features/cookie-consent/locales/cz.json' with { type: 'json' };
import ccDe from '../src/features/cookie-consent/locales/de.json' with { type: 'json' };
import ccEn from '../src/features/cookie-consent/locales/en.json' with { type: 'json' };
import ccSk from '../src/features/cookie-consent/locales/sk.json' with { type: 'json' };
import commonCz from '../src/i18n/locales/cz/common.json' with { type: 'json' };
import commonDe from '../src/i18n/locales/de/common.json' with { type: 'json' };
import commonEn from '../src/i18n/locales/en/common.json' with { type: 'json' };
import commonSk from '../src/i18n/locales/sk/common.json' with { type: 'json' };

// Shared helpers of the end-to-end suite: tenants and their addresses, the texts the app shows (read
// from the app's own translation files, so that a test asserts the right language), console errors,
// GraphQL request counting and the third-party script stubs.

export const port = Number(process.env.E2E_PORT ?? 3210);

export const languages = ['en', 'cz', 'sk', 'de'] as const;
export type Lang = (typeof languages)[number];

/** `<html lang>` of a URL language (spec §9: cz becomes cs). */
export const htmlLang = (lang: Lang): string => (lang === 'cz' ? 'cs' : lang);

export type TenantId = 'aupark' | 'galerieharfa' | 'novoplaza' | 'europasc' | 'beta';

interface TenantConfig {
  id: string;
  origin: string;
  fallbackLanguage: string;
  gtmId: string;
  metaId: string;
  pagesMetaTags: Record<string, { index: { title: string; description: string; keywords: string } }>;
}

export interface Tenant {
  id: TenantId;
  /** The site's origin in the tests (Chromium resolves *.localhost to loopback). */
  origin: string;
  /** The public origin of the tenants file: canonical and alternate links use it, whatever host served the page. */
  publicOrigin: string;
  fallbackLanguage: Lang;
  gtmId: string;
  metaId: string;
  titles: Record<Lang, string>;
  /** What the sandbox shows (sandbox/src/data): hero banners and featured shops on the home page. */
  heroCount: number;
  featuredCount: number;
  /** The default opening-hours zone (sandbox/src/data/malls.ts); null: closed on purpose (beta). */
  hours: { workdays: [string, string]; saturday: [string, string]; sunday: [string, string] } | null;
}

// sandbox/src/data/hero-banners.ts heroBannerRefs, companies.ts TENANT_SHOPS[].featured, malls.ts OPENING_HOURS.
const sandbox: Record<TenantId, Pick<Tenant, 'heroCount' | 'featuredCount' | 'hours'>> = {
  aupark: { heroCount: 5, featuredCount: 7, hours: { workdays: ['10:00', '21:00'], saturday: ['09:00', '21:00'], sunday: ['09:00', '21:00'] } },
  galerieharfa: { heroCount: 4, featuredCount: 8, hours: { workdays: ['09:00', '21:00'], saturday: ['09:00', '21:00'], sunday: ['10:00', '20:00'] } },
  novoplaza: { heroCount: 3, featuredCount: 6, hours: { workdays: ['09:00', '20:00'], saturday: ['09:00', '20:00'], sunday: ['10:00', '18:00'] } },
  europasc: { heroCount: 4, featuredCount: 7, hours: { workdays: ['09:00', '21:00'], saturday: ['09:00', '21:00'], sunday: ['09:00', '19:00'] } },
  beta: { heroCount: 3, featuredCount: 6, hours: null },
};

const configs = (tenantsConfig as { tenants: TenantConfig[] }).tenants;

function tenant(id: TenantId): Tenant {
  const config = configs.find((t) => t.id === id);
  if (!config) throw new Error(`tenant ${id} is not in bff/config/tenants.json`);
  const host = id === 'beta' ? 'localhost' : `${id}.localhost`;
  return {
    id,
    origin: `http://${host}:${port}`,
    publicOrigin: new URL(config.origin).origin,
    fallbackLanguage: config.fallbackLanguage as Lang,
    gtmId: config.gtmId,
    metaId: config.metaId,
    titles: Object.fromEntries(languages.map((l) => [l, config.pagesMetaTags[l]!.index.title])) as Record<Lang, string>,
    ...sandbox[id],
  };
}

export const tenants: Record<TenantId, Tenant> = {
  aupark: tenant('aupark'),
  galerieharfa: tenant('galerieharfa'),
  novoplaza: tenant('novoplaza'),
  europasc: tenant('europasc'),
  beta: tenant('beta'),
};
export const allTenants: Tenant[] = Object.values(tenants);

/** The canonical address of a path: on the tenant's public origin. */
export function publicUrl(t: Tenant, path: string): string {
  return `${t.publicOrigin}${path}`;
}

/** An absolute address on a tenant's host. */
export function tenantUrl(t: Tenant | TenantId, path = '/'): string {
  const origin = typeof t === 'string' ? tenants[t].origin : t.origin;
  return `${origin}${path}`;
}

// ---- texts -------------------------------------------------------------------------------------

const common = { en: commonEn, cz: commonCz, sk: commonSk, de: commonDe };
const cookieConsent = { en: ccEn, cz: ccCz, sk: ccSk, de: ccDe };

export type CommonTexts = typeof commonEn;
export type CookieConsentTexts = typeof ccEn;

export const texts = (lang: Lang): CommonTexts => common[lang];
export const consentTexts = (lang: Lang): CookieConsentTexts => cookieConsent[lang];

/** i18next-style `{{name}}` interpolation, for asserting a text with values in it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? `{{${key}}}`));
}

/** Today's hours of a tenant's default zone, in the mall's zone (all sandbox malls are in CET). */
export function expectedTodayHours(t: Tenant, now = new Date()): [string, string] | null {
  if (!t.hours) return null;
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Prague' }).format(now).toLowerCase();
  if (weekday === 'saturday') return t.hours.saturday;
  if (weekday === 'sunday') return t.hours.sunday;
  return t.hours.workdays;
}

// ---- page observers ----------------------------------------------------------------------------

/**
 * The browser's own line when a WebSocket to the realtime provider (`/app/{key}`, pusher-js) cannot
 * open: the network's condition, which a member's page handles (it asks again itself, issue 20), not
 * the app's error. web/e2e/messages.spec.ts refuses them for a while, and every member page connects.
 */
const realtimeRefused = /^WebSocket connection to 'wss?:\/\/[^']+\/app\/[^']*' failed/;

/** Console errors and uncaught page errors, from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !realtimeRefused.test(message.text())) errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The cookie banner's and dialog's stylesheet: their lazy chunks bring it when they show, after hydration (cookie-consent.css); it is not the page's. */
export const isConsentStylesheet = (path: string): boolean => /^\/assets\/cookie-consent-[\w-]+\.css$/.test(path);

export const isGraphqlRequest = (request: Request): boolean => new URL(request.url()).pathname === '/graphql';

/** A request of the links' prefetch (spec §9): it carries `Purpose: prefetch`. */
export const isPrefetchRequest = (request: Request): boolean => request.headers()['purpose'] === 'prefetch';

/** The `lang` variable of a GraphQL GET request. */
export const langOf = (request: Request): string | undefined =>
  (JSON.parse(new URL(request.url()).searchParams.get('variables') ?? '{}') as { lang?: string }).lang;

/** Every request to the bff's /graphql endpoint, from now on. */
export function collectGraphqlRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isGraphqlRequest(request)) requests.push(request);
  });
  return requests;
}

/** The GraphQL operation name of a request (GET query string or POST body). */
export function operationName(request: Request): string | null {
  const url = new URL(request.url());
  const fromUrl = url.searchParams.get('operationName');
  if (fromUrl) return fromUrl;
  const query = url.searchParams.get('query') ?? (request.postDataJSON() as { query?: string } | null)?.query ?? '';
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null;
}

// ---- third parties -----------------------------------------------------------------------------

export const GTM_HOST = 'www.googletagmanager.com';
export const META_HOST = 'connect.facebook.net';

/**
 * There is no network to the outside: answer the tag manager and the pixel with an empty script so
 * that nothing hangs. Returns the URLs the page asked for.
 */
export async function stubTrackers(target: Page | BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  const fulfil = async (route: Route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stub */' });
  };
  await target.route(/^https?:\/\/(www\.)?googletagmanager\.com\//, fulfil);
  await target.route(/^https?:\/\/connect\.facebook\.net\//, fulfil);
  return requested;
}

/** Injected tracking <script> elements (by src). */
export const gtmScript = (page: Page) => page.locator('script[src*="googletagmanager.com/gtm.js"]');
export const metaScript = (page: Page) => page.locator('script[src*="connect.facebook.net"]');

// ---- the first HTML ----------------------------------------------------------------------------

export interface EmbeddedState {
  lang: string;
  shell: { tenant: { id: string; fallbackLanguage: string; gtmId: string | null; metaId: string | null } } | null;
}

/**
 * The layout's data the bff embeds in the first HTML: a JSON data block
 * `<script type="application/json" id="bff-state">` (bff/src/ssr/document.ts, web/src/lib/bff-state.ts).
 */
export function embeddedState(html: string): EmbeddedState | null {
  const json = /<script type="application\/json" id="bff-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as EmbeddedState) : null;
}

// ---- page helpers ------------------------------------------------------------------------------

/** Waits for the home screen to be rendered with its data. */
export async function waitForHome(page: Page): Promise<void> {
  await expect(page.getByTestId('home')).toBeVisible({ timeout: 15_000 });
  await waitForApp(page);
}

/**
 * Waits for the app to have hydrated the server's markup. The page is readable before (it is
 * rendered on the server, and the app starts only after the first paint), but a click on a link
 * before then is a full page load, not a client-side navigation.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 15_000 });
}

export async function cookieValue(context: BrowserContext, url: string, name: string): Promise<string | undefined> {
  const cookies = await context.cookies(url);
  return cookies.find((c) => c.name === name)?.value;
}

/** A consent already given, so that the banner stays out of the way. */
export async function giveConsent(context: BrowserContext, url: string, ids = ''): Promise<void> {
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url },
    { name: 'cookie_consent_ids', value: ids, url },
  ]);
}

// ---- members (issue 10) ------------------------------------------------------------------------

/** The sandbox upstream of the e2e server (its knobs: sessions, outbox, latency). */
export const sandboxUrl = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4210)}`;

/** Drops the tenant's cached settings, mall data and pages in the e2e bff (`POST /ops/cache/purge`). */
export async function purgeTenantCache(request: APIRequestContext, tenant: TenantId): Promise<void> {
  const response = await request.post(`http://127.0.0.1:${port}/ops/cache/purge`, { data: { tenant } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Sets web-app settings of a tenant as its editors would (`POST /__sandbox/settings`), then purges the
 * bff's cache so that the next page shows them. Only in `*.knobs.spec.ts` files (the Playwright project
 * that runs after the others, one test at a time), each restoring with `restoreSettings`.
 */
export async function changeSettings(request: APIRequestContext, tenant: TenantId, values: Record<string, string | number | boolean | null>): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/settings`, { data: { tenant, values } });
  expect(response.status(), await response.text()).toBe(200);
  await purgeTenantCache(request, tenant);
}

/** The tenant's seeded settings again (`POST /__sandbox/settings/clear`), and the bff's copies purged. */
export async function restoreSettings(request: APIRequestContext, tenant: TenantId): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/settings/clear`, { data: { tenant } });
  expect(response.status(), await response.text()).toBe(200);
  await purgeTenantCache(request, tenant);
}

/** The README's demo accounts. */
export const demoMembers: Record<TenantId, { email: string; password: string; name: string }> = {
  aupark: { email: 'jana.novakova@aupark.test', password: 'Aupark-demo-2026', name: 'Jana Nováková' },
  galerieharfa: { email: 'petr.svoboda@galerieharfa.test', password: 'Harfa-demo-2026', name: 'Petr Svoboda' },
  novoplaza: { email: 'lucie.dvorakova@novoplaza.test', password: 'Novoplaza-demo-2026', name: 'Lucie Dvořáková' },
  europasc: { email: 'marek.horvath@europasc.test', password: 'Europa-demo-2026', name: 'Marek Horváth' },
  beta: { email: 'demo@beta.test', password: 'Beta-demo-2026', name: 'Eva Demo' },
};

/**
 * Signs a demo member in through the login page (`/{lang}/…login path`), as a person does, and waits
 * for the page it leads to (the dashboard unless `loginPath` names another with `?redirect=`).
 */
export async function signIn(page: Page, tenant: TenantId, loginPath: string): Promise<void> {
  const member = demoMembers[tenant];
  await page.goto(tenantUrl(tenant, loginPath));
  await waitForApp(page);
  await page.getByTestId('login').getByLabel(/mail/i).fill(member.email);
  await page.getByTestId('login').locator('input[type="password"]').fill(member.password);
  await Promise.all([page.waitForURL((url) => !url.pathname.match(/login|prihlas/)), page.getByTestId('login').locator('button[type="submit"]').click()]);
  await waitForApp(page);
}

/** Ends every session of a tenant in the sandbox, as if they had expired. */
export async function expireSessions(request: APIRequestContext, tenant: TenantId, email?: string): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/sessions/expire`, { data: { tenant, ...(email ? { email } : {}) } });
  if (!response.ok()) throw new Error(`expire sessions: ${response.status()}`);
}

/**
 * A demo member's standing session token (sandbox/src/data/members.ts: valid from the sandbox's start,
 * until a test expires it), for a test that needs a session without signing in through the page.
 */
export function demoToken(tenant: TenantId): string {
  return `sbx.${tenant}.${Buffer.from(demoMembers[tenant].email).toString('base64url')}`;
}

// ---- accounts (issue 10: registration, codes, SSO) ----------------------------------------------

/** The newest code the sandbox e-mailed to `to` on this tenant (GET /__sandbox/outbox), once there is one. */
export async function mailedCode(request: APIRequestContext, tenant: TenantId, to: string, kind: 'verification' | 'password-reset'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${sandboxUrl}/__sandbox/outbox`, { params: { tenant, to } });
        if (!response.ok()) throw new Error(`outbox: ${response.status()}`);
        code = ((await response.json()) as { kind: string; code: string }[]).filter((m) => m.kind === kind).at(-1)?.code;
        return code;
      },
      { message: `a ${kind} mail to ${to} on ${tenant}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

let addresses = 0;
/** An address no account has yet (per test run and worker). */
export function newAddress(tenant: TenantId): string {
  return `e2e-${process.pid}-${Date.now().toString(36)}-${++addresses}@${tenant}.example`;
}

// ---- members: the profile and the rest of the dashboard (issue 10) ----------------------------

/**
 * A new verified account of a tenant, made through the sandbox's knob (the tests that change or
 * delete an account leave the README's demo accounts as they are). `password: null`: made through SSO.
 */
export async function createMember(
  request: APIRequestContext,
  tenant: TenantId,
  fields: { password?: string | null; phone?: string | null; birthDate?: string | null; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; password: string | null; token: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${tenant}.test`;
  const password = fields.password === undefined ? 'E2e-start-pass-1' : fields.password;
  const response = await request.post(`${sandboxUrl}/__sandbox/members`, {
    data: { tenant, email, password, first_name: fields.firstName ?? 'Alex', last_name: fields.lastName ?? 'Tester', phone: fields.phone ?? null, birth_date: fields.birthDate ?? null },
  });
  if (response.status() !== 201) throw new Error(`create member: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { email, password, token };
}

/** Signs in with the given credentials through the login page, and waits for the page it leads to. */
export async function signInWith(page: Page, tenant: TenantId, loginPath: string, email: string, password: string): Promise<void> {
  await page.goto(tenantUrl(tenant, loginPath));
  await waitForApp(page);
  const form = page.getByTestId('login');
  await form.getByLabel(/mail/i).fill(email);
  await form.locator('input[type="password"]').fill(password);
  await Promise.all([page.waitForURL((url) => !url.pathname.match(/login|prihlas|anmelden/)), form.locator('button[type="submit"]').click()]);
  await waitForApp(page);
}

/**
 * A member's page has done its own requests: the header's messages are live (connected, the member's
 * channel subscribed) and the catch-up that follows a subscription has been answered. A test that ends
 * the session next then knows which screen finds out.
 */
export async function memberPageSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('header-messages')).toHaveAttribute('data-live', 'true');
  await page.waitForLoadState('networkidle');
}

/** A session for the page without the login page: the member's token in the `token` cookie, as the bff sets it. */
export async function useSessionOf(context: BrowserContext, tenant: TenantId, token: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: tenantUrl(tenant), httpOnly: true, secure: true, sameSite: 'Lax' }]);
}

// ---- loyalty (issue 10: points, receipts, awards) -----------------------------------------------

/**
 * A demo member's session without the login page (its standing token as the HttpOnly cookie the bff
 * sets), for tests that are about what a member sees, not about signing in (which is rate limited).
 */
export async function useDemoSession(context: BrowserContext, tenant: TenantId): Promise<void> {
  await context.addCookies([{ name: 'token', value: demoToken(tenant), url: tenants[tenant].origin, httpOnly: true, secure: true, sameSite: 'Lax' }]);
}

/** The sandbox's check decides a member's pending receipts now (`outcome` as told, else by its rules). */
export async function decideReceipts(request: APIRequestContext, tenant: TenantId, outcome?: 'accepted' | 'rejected'): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/receipts/decide`, { data: { tenant, email: demoMembers[tenant].email, ...(outcome ? { outcome } : {}) } });
  if (!response.ok()) throw new Error(`decide receipts: ${response.status()}`);
}
