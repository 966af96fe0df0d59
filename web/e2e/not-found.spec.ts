import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '@mall/site';
import {
  collectConsoleErrors,
  collectGraphqlRequests,
  embeddedState,
  fill,
  isPrefetchRequest,
  langOf,
  htmlLang,
  languages,
  operationName,
  tenants,
  tenantUrl,
  texts,
  waitForApp,
  waitForHome,
  type Lang,
  type Tenant,
} from './support';

// The error screen (spec §2 "Error screen", "Unknown routes"; DESIGN.md: unknown paths answer HTTP 404
// with the error screen "Page not found: {path}"). Routes whose screens come later are 404 as well.
// A 404 is titled "Page not found" with the site's name after it, and offers a way on (issue 18): a
// search of the site (a plain GET form to the search page) and the way home.

const tenantFor: Record<Lang, Tenant> = {
  en: tenants.aupark,
  cz: tenants.galerieharfa,
  sk: tenants.europasc,
  de: tenants.novoplaza,
};

/** The browser logs the document's own 404 as a failed resource; anything else is an error. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

/** The mall's name as the page's layout data has it (what other pages' titles end with). */
function mallNameOf(html: string): string {
  const name = (embeddedState(html)?.shell as { mall?: { name?: string } } | null)?.mall?.name;
  expect(name, 'the mall has a name').toBeTruthy();
  return name!;
}

async function expectErrorScreen(page: Page, lang: Lang, path: string) {
  const screen = page.getByTestId('error-screen');
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await expect(screen.locator('.error-screen__status')).toHaveText('404');
  await expect(screen.getByRole('heading', { level: 1 })).toContainText(fill(texts(lang).error.pageNotFound, { path }));
  await expect(screen.getByRole('link', { name: texts(lang).error.homepage })).toHaveAttribute('href', `/${lang}`);
  const search = screen.getByRole('search');
  await expect(search).toHaveAttribute('action', pathFor('search', lang));
  await expect(search).toHaveAttribute('method', 'get');
  await expect(search.getByRole('searchbox', { name: texts(lang).error.searchLabel })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
}

// A name each mall's search finds, in each language's test (search.spec.ts finds the same).
const findable: Record<Lang, { query: string; title: string }> = {
  en: { query: 'cafe bistro ludovit', title: 'Café Bistro Ľudovít' },
  cz: { query: 'ceska sporitelna', title: 'Česká spořitelna' },
  sk: { query: 'pekaren', title: 'Pekáreň u Jána' },
  de: { query: 'lekarna', title: 'Lékárna Dr.Max' },
};

for (const lang of languages) {
  test(`unknown path in /${lang}: HTTP 404, error screen, link home (${tenantFor[lang].id})`, async ({ page }) => {
    const tenant = tenantFor[lang];
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    const path = `/${lang}/no-such-page/really-${lang}`;

    const response = await page.goto(tenantUrl(tenant, path));
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="${htmlLang(lang)}"`);
    const title = fill(texts(lang).error.notFoundTitle, { mall: mallNameOf(html) });
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('noindex');
    expect(embeddedState(html)?.lang).toBe(lang);
    expect(embeddedState(html)?.shell?.tenant.id).toBe(tenant.id);

    await expectErrorScreen(page, lang, path);
    // Hydrated, the title stays the page's own.
    await waitForApp(page);
    await expect(page).toHaveTitle(title);
    // The layout is still there around the error screen.
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The layout's Shell came embedded in the document; the error screen asks for nothing.
    expect(graphql.filter((r) => !isPrefetchRequest(r)).map((r) => r.url())).toEqual([]);

    await page.getByTestId('error-screen').getByRole('link', { name: texts(lang).error.homepage }).click();
    await expect(page).toHaveURL(tenantUrl(tenant, `/${lang}`));
    await waitForHome(page);
    await expect(page.getByTestId('error-screen')).toHaveCount(0);
    // Client-side navigation: the screen's operation is asked once (by the link's prefetch or by the
    // screen); the layout's data is cached. (Home's own links in view may then prefetch other screens.)
    const sameLanguage = graphql.filter((r) => langOf(r) === lang).map((r) => `${r.method()} ${operationName(r)}`);
    expect(sameLanguage.filter((op) => op.endsWith(' HomePage') || op.endsWith(' Shell'))).toEqual(['GET HomePage']);
    expect(unexpected(errors)).toEqual([]);
  });
}

test('an unknown path without a language: 404 in the visitor language (locale cookie)', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: tenantUrl(tenants.beta) }]);
  const response = await page.goto(tenantUrl(tenants.beta, '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expectErrorScreen(page, 'de', '/no-such-page');
});

test('a path under a screen that takes no more answers 404 with the error screen', async ({ page }) => {
  for (const [lang, path] of [
    ['en', '/en/login/more'],
    ['cz', '/cz/prihlaseni/navic'],
  ] as const) {
    const response = await page.goto(tenantUrl(tenants.beta, path));
    expect(response?.status(), path).toBe(404);
    await expectErrorScreen(page, lang, path);
  }
});

test("client-side: the header's sign-in link opens the sign-in screen in the page, and the logo leads home", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenants.aupark, '/en'));
  await waitForHome(page);
  // A marker that survives only if no new document is loaded.
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));

  await page.locator('.over-header__login').click();
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, '/en/login'));
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('home')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

  // And back home from there, still client-side.
  await page.locator('.main-header__brand').click();
  await waitForHome(page);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  expect(errors).toEqual([]);
});

for (const lang of languages) {
  test(`the 404 in /${lang} searches the site: its form leads to the results (${tenantFor[lang].id})`, async ({ page }) => {
    const tenant = tenantFor[lang];
    const { query, title } = findable[lang];
    await page.goto(tenantUrl(tenant, `/${lang}/no-such-shop`));
    await waitForApp(page);
    const box = page.getByTestId('error-screen').getByRole('searchbox', { name: texts(lang).error.searchLabel });
    await box.fill(query);
    await box.press('Enter');
    await expect(page).toHaveURL(tenantUrl(tenant, `${pathFor('search', lang)}?q=${encodeURIComponent(query).replace(/%20/g, '+')}`));
    await expect(page.getByTestId('search-hit').filter({ hasText: title }).first()).toBeVisible();
    await expect(page.getByTestId('error-screen')).toHaveCount(0);
  });
}

test('an item that does not exist is titled as not found too, and its search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(tenantUrl(tenants.novoplaza, '/de/shop/999999/none'));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(fill(texts('de').error.notFoundTitle, { mall: mallNameOf((await response?.text()) ?? '') }));
  await page.getByTestId('error-screen').getByRole('searchbox').fill(findable.de.query);
  await page.getByTestId('error-screen').getByRole('button', { name: texts('de').error.searchSubmit }).click();
  await expect(page).toHaveURL(/\/de\/search\?q=lekarna$/);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await context.close();
});
