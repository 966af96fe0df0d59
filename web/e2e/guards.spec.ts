import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectConsoleErrors, demoToken, languages, tenants, tenantUrl, waitForApp, type Lang, type Tenant } from './support';

// The route guards of the specification (§2 "Route guards", §6) on the catalogue: offers under
// is_offers_visible_only_when_logged_in (on for galerieharfa in the sandbox), rewards under
// is_rewards_visible_only_when_logged_in (on for europasc). A guest is sent to login with the way back,
// by the server for the first request and by the app on client navigation, told why (issue 18:
// `reason=members-only`, which the login page says; members-only.spec.ts); where the setting is off
// the pages show.

const offersPath: Record<Lang, string> = { en: '/en/offers', cz: '/cz/nabidky', sk: '/sk/ponuky', de: '/de/offers' };
const rewardsPath: Record<Lang, string> = { en: '/en/rewards/1', cz: '/cz/odmeny/1', sk: '/sk/odmeny/1', de: '/de/rewards/1' };
const loginPath: Record<Lang, string> = { en: '/en/login', cz: '/cz/prihlaseni', sk: '/sk/prihlasenie', de: '/de/login' };

/** The server's own answer (no redirect followed), asked as the tenant's host; Node does not resolve *.localhost. */
function serverAnswer(request: APIRequestContext, tenant: Tenant, path: string) {
  const origin = new URL(tenant.origin);
  return request.get(`http://127.0.0.1:${origin.port}${path}`, { headers: { host: origin.host }, maxRedirects: 0 });
}

/** A client-side navigation, as a link inside page content would make: history push + popstate. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const lang of languages) {
  test(`a guest asking for offers where they are for members goes to login and back (${lang})`, async ({ request }) => {
    // The way back keeps the query the page reads (its page size), not what it does not (issue 17).
    const response = await serverAnswer(request, tenants.galerieharfa, `${offersPath[lang]}?x=1&perPage=24`);
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`${loginPath[lang]}?redirect=${encodeURIComponent(`${offersPath[lang]}?perPage=24`)}&reason=members-only`);
  });

  test(`a guest asking for rewards where they are for members goes to login and back (${lang})`, async ({ request }) => {
    const response = await serverAnswer(request, tenants.europasc, rewardsPath[lang]);
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`${loginPath[lang]}?redirect=${encodeURIComponent(rewardsPath[lang])}&reason=members-only`);
  });
}

test('where the settings are off, offers and rewards show to a guest', async ({ request }) => {
  // galerieharfa guards offers only, europasc rewards only.
  expect((await serverAnswer(request, tenants.galerieharfa, rewardsPath.cz)).status()).toBe(200);
  expect((await serverAnswer(request, tenants.europasc, offersPath.sk)).status()).toBe(200);
  expect((await serverAnswer(request, tenants.aupark, offersPath.en)).status()).toBe(200);
  expect((await serverAnswer(request, tenants.aupark, rewardsPath.en)).status()).toBe(200);
});

test('a member-only list is not shown on client navigation either: the app goes to login with the way back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenants.galerieharfa, '/cz'));
  await waitForApp(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await navigateInApp(page, offersPath.cz);
  await expect(page).toHaveURL(tenantUrl(tenants.galerieharfa, `${loginPath.cz}?redirect=${encodeURIComponent(offersPath.cz)}&reason=members-only`));
  // Decided in the app, without asking the server for a page.
  expect(documents).toEqual([]);
  // Where the setting is off, the same navigation shows the page.
  await navigateInApp(page, rewardsPath.cz);
  await expect(page).toHaveURL(tenantUrl(tenants.galerieharfa, rewardsPath.cz));
  await expect(page.locator('h1')).toBeVisible();
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('a visitor with a session is not sent to login, and the page is answered for them alone', async ({ request }) => {
  const origin = new URL(tenants.galerieharfa.origin);
  const response = await request.get(`http://127.0.0.1:${origin.port}${offersPath.en}`, {
    headers: { host: origin.host, cookie: `token=${demoToken('galerieharfa')}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  // The app decides the same after hydration: the page says the visitor is signed in.
  expect(await response.text()).toContain('"signedIn":true');
});
