import { expect, test, type Page } from '@playwright/test';
import { changeSettings, consentTexts, cookieValue, giveConsent, port, restoreSettings, tenants, tenantUrl, waitForHome, type TenantId } from './support';

// Issue 22: the settings that change the header, the footer, the theme and the consent dialog, each
// changed through the sandbox's settings knob (the platform's editors) and seen on the site. Every test
// restores the tenant's seed afterwards.

const touched = new Set<TenantId>();
async function change(request: Parameters<typeof changeSettings>[0], tenant: TenantId, values: Record<string, string | number | boolean | null>) {
  touched.add(tenant);
  await changeSettings(request, tenant, values);
}

test.afterEach(async ({ request }) => {
  for (const tenant of touched) await restoreSettings(request, tenant);
  touched.clear();
});

async function openHome(page: Page, tenant: TenantId, lang = 'en', consent = true) {
  if (consent) await giveConsent(page.context(), tenants[tenant].origin);
  await page.goto(tenantUrl(tenant, `/${lang}`));
  await waitForHome(page);
}

/** Every item of the header's navigation, those under "More" too (the row renders them all). */
const navItems = (page: Page) => page.locator('#main-nav .main-nav__list > li');

test.describe('header_navbar_items', () => {
  test("novoplaza's editors' navigation, with its outside link, and the name list when cleared", async ({ page, request }) => {
    await openHome(page, 'novoplaza');
    await expect(navItems(page).last()).toHaveText('E-shop');
    await expect(navItems(page).last().locator('a')).toHaveAttribute('href', 'http://eshop.novoplaza.test/');
    await expect(navItems(page).nth(1)).toHaveText('Opening hours');

    await change(request, 'novoplaza', { header_navbar_items: '' });
    await openHome(page, 'novoplaza');
    await expect(navItems(page)).toHaveText(['Shops & services', 'Offers', 'News & events', 'Opening hours', 'Parking', 'Contact']);
  });

  test('replaces nav_items_names where set; invalid JSON keeps the name list', async ({ page, request }) => {
    await change(request, 'aupark', {
      header_navbar_items: JSON.stringify([{ name: 'contact' }, { type: 'link', url: 'jobs.aupark.test', translations: [{ locale: 'en', title: 'Jobs' }] }, { name: 'no-such-page' }]),
    });
    await openHome(page, 'aupark');
    await expect(navItems(page)).toHaveText(['Contact', 'Jobs']);

    await change(request, 'aupark', { header_navbar_items: '[{"name": "contact",}' });
    await openHome(page, 'aupark');
    await expect(navItems(page).first()).toHaveText('Shops & services');
    await expect(navItems(page)).not.toHaveText(['Contact', 'Jobs']);
  });
});

test.describe('footer_items', () => {
  test("lists the editors' links in the footer's bottom row, none when invalid", async ({ page, request }) => {
    await change(request, 'aupark', {
      footer_items: JSON.stringify([{ type: 'link', url: 'jobs.aupark.test', translations: [{ locale: 'en', title: 'Jobs' }, { locale: 'de', title: 'Stellen' }] }, { type: 'route', name: 'faq' }]),
    });
    await openHome(page, 'aupark', 'de');
    const links = page.getByTestId('footer-extra-link');
    await expect(links).toHaveText(['Stellen', 'Häufige Fragen']);
    await expect(links.first().locator('a')).toHaveAttribute('href', 'http://jobs.aupark.test/');

    await change(request, 'aupark', { footer_items: '[{"type": "route", "name": "faq"},]' });
    await openHome(page, 'aupark', 'de');
    await expect(page.getByTestId('footer-links')).toBeVisible();
    await expect(page.getByTestId('footer-extra-link')).toHaveCount(0);
  });
});

test.describe('is_parking_visible_on_header', () => {
  test('the parking page in the top bar where on, not where off, within a phone’s width', async ({ page, request }) => {
    await openHome(page, 'novoplaza');
    await expect(page.getByTestId('header-parking')).toHaveCount(0);

    await change(request, 'novoplaza', { is_parking_visible_on_header: 'true' });
    await page.setViewportSize({ width: 360, height: 740 });
    await openHome(page, 'novoplaza', 'cz');
    const parking = page.getByTestId('header-parking');
    await expect(parking).toBeVisible();
    await expect(parking).toHaveAttribute('href', '/cz/parkovani');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await parking.click();
    await expect(page).toHaveURL(/\/cz\/parkovani$/);
  });
});

test.describe('is_header_minimizing_disabled', () => {
  const bar = (page: Page) => page.locator('.main-header__bar');

  test('the header turns compact on scroll, and nothing below it moves', async ({ page }) => {
    await openHome(page, 'aupark');
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveClass(/site-header--compact/);
    const fullHeight = (await bar(page).boundingBox())!.height;
    const mainTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();

    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/site-header--compact/);
    // Still in view (sticky), and lower once its transition is over.
    await expect.poll(async () => (await bar(page).boundingBox())!.height).toBeLessThan(fullHeight - 8);
    expect((await bar(page).boundingBox())!.y).toBeLessThanOrEqual(1);
    expect(await mainTop()).toBe(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--compact/);
  });

  test('stays full-size where disabled (europasc)', async ({ page }) => {
    await openHome(page, 'europasc');
    const fullHeight = (await bar(page).boundingBox())!.height;
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.waitForTimeout(400);
    await expect(page.getByTestId('site-header')).not.toHaveClass(/site-header--compact/);
    expect((await bar(page).boundingBox())!.height).toBe(fullHeight);
  });
});

test.describe('web_using_multicolor', () => {
  const cardAccent = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="featured-shops"] .shop-card')!, '::before').backgroundColor);

  test("cards carry the theme's secondary colour where on (aupark), none where off", async ({ page, request }) => {
    await openHome(page, 'aupark');
    // Aupark's secondary colour, #1a1a1a (sandbox/src/data/brand.ts).
    expect(await cardAccent(page)).toBe('rgb(26, 26, 26)');

    await change(request, 'aupark', { web_using_multicolor: 'false' });
    await openHome(page, 'aupark');
    expect(await cardAccent(page)).toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('is_cookie_consent_forced', () => {
  test('off by default: the banner, no dialog', async ({ page }) => {
    await openHome(page, 'aupark', 'en', false);
    await expect(page.locator('section.cookie-banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on: the dialog cannot be dismissed until a choice, then the site works as usual', async ({ page, request }) => {
    await change(request, 'aupark', { is_cookie_consent_forced: 'true' });
    // The server's HTML is every visitor's: no dialog (nor banner) until the browser has read the cookies.
    const html = await (await request.get(`http://127.0.0.1:${port}/en`, { headers: { host: new URL(tenants.aupark.origin).host } })).text();
    expect(html).toContain('data-testid="home"');
    expect(html).not.toContain('class="cookie-dialog');
    expect(html).not.toContain('class="cookie-banner');

    await openHome(page, 'aupark', 'en', false);
    const t = consentTexts('en');
    const dialog = page.getByRole('dialog', { name: t.dialog.title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('section.cookie-banner')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: t.dialog.close })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // The page behind is inert: a click on it does nothing.
    await expect(page.locator('.cookie-consent-page')).toHaveAttribute('inert', '');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: t.dialog.declineAll }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect(await cookieValue(page.context(), tenants.aupark.origin, 'cookie_consent')).toBeTruthy();
    await expect(page.locator('.cookie-consent-page')).not.toHaveAttribute('inert', '');
    await page.reload();
    await waitForHome(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
