import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  consentTexts,
  cookieValue,
  gtmScript,
  metaScript,
  stubTrackers,
  tenants,
  tenantUrl,
  waitForHome,
  type Lang,
  type Tenant,
} from './support';

// Cookie consent (spec §2 "Cookie-consent dialog", §3 "Cookie definition", "Stored client values"):
// the banner, the settings dialog, the consent cookies, and the statistics scripts (Google Tag Manager
// and the Meta pixel) loaded only with consent and only where the tenant has their ids. The outside
// world is unreachable: the tracker requests are answered by stubs, the assertions are on the
// injected <script> elements.

const banner = (page: Page) => page.locator('section.cookie-banner');
const dialog = (page: Page, lang: Lang) => page.getByRole('dialog', { name: consentTexts(lang).dialog.title });
const statSwitch = (page: Page, lang: Lang) =>
  dialog(page, lang).getByRole('switch', { name: consentTexts(lang).categories.STAT.name });
const unsavedNotice = (page: Page, lang: Lang) => dialog(page, lang).locator('.cookie-dialog__unsaved');
const footerSettings = (page: Page, lang: Lang) =>
  page.locator('footer.site-footer').getByRole('button', { name: consentTexts(lang).dialog.title });

async function open(page: Page, tenant: Tenant, lang: Lang) {
  await page.goto(tenantUrl(tenant, `/${lang}`));
  await waitForHome(page);
}

async function consentCookies(context: BrowserContext, tenant: Tenant) {
  return {
    given: await cookieValue(context, tenant.origin, 'cookie_consent'),
    ids: await cookieValue(context, tenant.origin, 'cookie_consent_ids'),
  };
}

/** Marks the current document; `isSameDocument` is false after a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __doc: boolean }).__doc = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __doc?: boolean }).__doc === true);

test('the banner shows on the first visit, nothing is loaded before a choice', async ({ page, context }) => {
  const requested = await stubTrackers(context);
  const tenant = tenants.aupark;
  const t = consentTexts('sk');
  await open(page, tenant, 'sk');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: t.banner.title })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: t.banner.acceptAll })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: t.banner.necessaryOnly })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: t.banner.settings })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: t.banner.cookiesLink })).toHaveAttribute('href', /^\/sk\//);
  expect(await consentCookies(context, tenant)).toEqual({ given: undefined, ids: undefined });
  await page.waitForLoadState('networkidle');
  await expect(gtmScript(page)).toHaveCount(0);
  await expect(metaScript(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('accept all on aupark: cookies, Google Tag Manager and the Meta pixel; restored after reload', async ({ page, context }) => {
  const requested = await stubTrackers(context);
  const tenant = tenants.aupark;
  const t = consentTexts('en');
  await open(page, tenant, 'en');
  await banner(page).getByRole('button', { name: t.banner.acceptAll }).click();

  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookies(context, tenant)).toEqual({ given: '1', ids: 'STAT' });
  await expect(gtmScript(page)).toHaveCount(1);
  expect(await gtmScript(page).getAttribute('src')).toContain(`googletagmanager.com/gtm.js?id=${tenant.gtmId}`);
  expect(tenant.gtmId).toBe('GTM-AUPK01');
  await expect(metaScript(page)).toHaveCount(1);
  // The pixel is initialised with the tenant's metaId.
  const fbqInit = await page.evaluate(() => {
    const fbq = (window as unknown as { fbq?: { queue: unknown[][] } }).fbq;
    return fbq?.queue.find((call) => call[0] === 'init') ?? null;
  });
  expect(fbqInit).toEqual(['init', '310000000000001']);
  await expect.poll(() => requested.length).toBe(2);

  // The choice is kept: no banner after a reload, and the scripts come back by themselves.
  await page.reload();
  await waitForHome(page);
  await expect(footerSettings(page, 'en')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(gtmScript(page)).toHaveCount(1);
  await expect(metaScript(page)).toHaveCount(1);
});

test('accept all on galerieharfa: Google Tag Manager, no pixel (no metaId)', async ({ page, context }) => {
  await stubTrackers(context);
  const tenant = tenants.galerieharfa;
  expect(tenant.metaId).toBe('');
  await open(page, tenant, 'cz');
  await banner(page).getByRole('button', { name: consentTexts('cz').banner.acceptAll }).click();
  await expect.poll(() => consentCookies(context, tenant)).toEqual({ given: '1', ids: 'STAT' });
  await expect(gtmScript(page)).toHaveCount(1);
  expect(await gtmScript(page).getAttribute('src')).toContain(`gtm.js?id=${tenant.gtmId}`);
  await page.waitForLoadState('networkidle');
  await expect(metaScript(page)).toHaveCount(0);
});

test('accept all on novoplaza: nothing injected (neither gtmId nor metaId)', async ({ page, context }) => {
  const requested = await stubTrackers(context);
  const tenant = tenants.novoplaza;
  await open(page, tenant, 'de');
  await banner(page).getByRole('button', { name: consentTexts('de').banner.acceptAll }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookies(context, tenant)).toEqual({ given: '1', ids: 'STAT' });
  await page.waitForLoadState('networkidle');
  await expect(gtmScript(page)).toHaveCount(0);
  await expect(metaScript(page)).toHaveCount(0);
  await expect(page.locator('script[data-cookie-category]')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('only necessary: consent given without STAT, nothing injected, no banner after reload', async ({ page, context }) => {
  const requested = await stubTrackers(context);
  const tenant = tenants.europasc;
  await open(page, tenant, 'sk');
  await banner(page).getByRole('button', { name: consentTexts('sk').banner.necessaryOnly }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookies(context, tenant)).toEqual({ given: '1', ids: '' });
  await page.reload();
  await waitForHome(page);
  await expect(footerSettings(page, 'sk')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(gtmScript(page)).toHaveCount(0);
  await expect(metaScript(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('settings dialog: unsaved-changes notice, save selection persists, reopen from the footer', async ({ page, context }) => {
  await stubTrackers(context);
  const tenant = tenants.aupark;
  const lang: Lang = 'en';
  const t = consentTexts(lang);
  await open(page, tenant, lang);
  await banner(page).getByRole('button', { name: t.banner.settings }).click();

  const settings = dialog(page, lang);
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('link', { name: t.dialog.cookiesLink, exact: true })).toHaveAttribute('href', '/en/cookies');
  await expect(settings.getByRole('link', { name: t.dialog.privacyLink, exact: true })).toHaveAttribute('href', '/en/privacy-policy');
  const necessary = settings.getByRole('switch', { name: t.categories.NECESSARY.name });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  // Optional categories are not preselected.
  await expect(statSwitch(page, lang)).not.toBeChecked();
  await expect(unsavedNotice(page, lang)).toHaveText('');

  await statSwitch(page, lang).check();
  await expect(unsavedNotice(page, lang)).toHaveText(t.dialog.unsaved);
  await statSwitch(page, lang).uncheck();
  await expect(unsavedNotice(page, lang)).toHaveText('');
  await statSwitch(page, lang).check();
  await expect(unsavedNotice(page, lang)).toHaveText(t.dialog.unsaved);
  // Nothing is stored or loaded before saving.
  expect(await consentCookies(context, tenant)).toEqual({ given: undefined, ids: undefined });
  await expect(gtmScript(page)).toHaveCount(0);

  await settings.getByRole('button', { name: t.dialog.save }).click();
  await expect(settings).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookies(context, tenant)).toEqual({ given: '1', ids: 'STAT' });
  await expect(gtmScript(page)).toHaveCount(1);

  await page.reload();
  await waitForHome(page);
  await expect(footerSettings(page, lang)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await footerSettings(page, lang).click();
  await expect(dialog(page, lang)).toBeVisible();
  await expect(statSwitch(page, lang)).toBeChecked();
  await expect(unsavedNotice(page, lang)).toHaveText('');
  // Closing without saving keeps the choice.
  await dialog(page, lang).getByRole('button', { name: t.dialog.close }).click();
  await expect(dialog(page, lang)).toHaveCount(0);
  expect(await consentCookies(context, tenant)).toEqual({ given: '1', ids: 'STAT' });
});

test('decline all in the dialog: consent given, no STAT, nothing injected', async ({ page, context }) => {
  const requested = await stubTrackers(context);
  const tenant = tenants.beta;
  const lang: Lang = 'cz';
  const t = consentTexts(lang);
  await open(page, tenant, lang);
  await banner(page).getByRole('button', { name: t.banner.settings }).click();
  await statSwitch(page, lang).check();
  await dialog(page, lang).getByRole('button', { name: t.dialog.declineAll }).click();
  await expect(dialog(page, lang)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => consentCookies(context, tenant)).toEqual({ given: '1', ids: '' });
  await page.waitForLoadState('networkidle');
  await expect(gtmScript(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('disabling STAT after enabling it reloads the page without the scripts', async ({ page, context }) => {
  await stubTrackers(context);
  const tenant = tenants.aupark;
  const lang: Lang = 'de';
  const t = consentTexts(lang);
  await open(page, tenant, lang);
  await banner(page).getByRole('button', { name: t.banner.acceptAll }).click();
  await expect(gtmScript(page)).toHaveCount(1);
  await expect(metaScript(page)).toHaveCount(1);
  await markDocument(page);

  await footerSettings(page, lang).click();
  await expect(statSwitch(page, lang)).toBeChecked();
  await statSwitch(page, lang).uncheck();
  await expect(unsavedNotice(page, lang)).toHaveText(t.dialog.unsaved);
  const reloaded = page.waitForEvent('load');
  await dialog(page, lang).getByRole('button', { name: t.dialog.save }).click();
  await reloaded;
  await waitForHome(page);
  expect(await isSameDocument(page)).toBe(false);
  await expect.poll(() => consentCookies(context, tenant)).toEqual({ given: '1', ids: '' });
  await expect(footerSettings(page, lang)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(gtmScript(page)).toHaveCount(0);
  await expect(metaScript(page)).toHaveCount(0);
});
