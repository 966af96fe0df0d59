import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consentTexts, giveConsent, languages, tenants, tenantUrl, waitForHome, type Lang, type Tenant } from './support';

// Accessibility (DESIGN.md "Quality bars": axe finds nothing): the home page of one tenant per
// language, the 404 screen, and the cookie settings dialog. Pages are checked as a first-time visitor
// sees them (with the cookie banner) and as a returning one (consent given, no banner). All of axe's
// rules run; none is disabled.

const tenantFor: Record<Lang, Tenant> = {
  en: tenants.aupark,
  cz: tenants.galerieharfa,
  sk: tenants.europasc,
  de: tenants.novoplaza,
};

/** Violations as readable lines: rule, impact and the offending elements. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const lang of languages) {
  const tenant = tenantFor[lang];

  test(`axe: home /${lang} on ${tenant.id}, first visit (cookie banner)`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, `/${lang}`));
    await waitForHome(page);
    await expect(page.locator('section.cookie-banner')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`axe: home /${lang} on ${tenant.id}, consent given`, async ({ page, context }) => {
    await giveConsent(context, tenant.origin);
    await page.goto(tenantUrl(tenant, `/${lang}`));
    await waitForHome(page);
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(page.locator('section.cookie-banner')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
}

test('axe: home /cz on beta (hours unavailable), consent given', async ({ page, context }) => {
  await giveConsent(context, tenants.beta.origin);
  await page.goto(tenantUrl(tenants.beta, '/cz'));
  await waitForHome(page);
  await expect(page.locator('footer.site-footer')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: the 404 screen, first visit (cookie banner)', async ({ page }) => {
  const response = await page.goto(tenantUrl(tenants.aupark, '/en/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.locator('section.cookie-banner')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: the 404 screen, consent given', async ({ page, context }) => {
  await giveConsent(context, tenants.aupark.origin);
  const response = await page.goto(tenantUrl(tenants.aupark, '/en/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await expect(page.locator('section.cookie-banner')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('axe: the cookie settings dialog', async ({ page }) => {
  const t = consentTexts('sk');
  await page.goto(tenantUrl(tenants.europasc, '/sk'));
  await waitForHome(page);
  await page.locator('section.cookie-banner').getByRole('button', { name: t.banner.settings }).click();
  await expect(page.getByRole('dialog', { name: t.dialog.title })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
