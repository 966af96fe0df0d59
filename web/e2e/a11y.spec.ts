import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consentTexts, languages, tenants, tenantUrl, waitForHome, type Lang, type Tenant } from './support';

// Accessibility (DESIGN.md "Quality bars": axe finds nothing): the home page of one tenant per
// language (with the cookie banner, as a first-time visitor sees it), the 404 screen, and the cookie
// settings dialog. All of axe's rules run; none is disabled.

const tenantFor: Record<Lang, Tenant> = {
  en: tenants.aupark,
  cz: tenants.galerieharfa,
  sk: tenants.europasc,
  de: tenants.novoplaza,
};

/** Violations as readable lines: rule, impact and the offending elements. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const lang of languages) {
  test(`axe: home /${lang} on ${tenantFor[lang].id}`, async ({ page }) => {
    await page.goto(tenantUrl(tenantFor[lang], `/${lang}`));
    await waitForHome(page);
    await expect(page.locator('section.cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('axe: home /cz on beta (hours unavailable)', async ({ page }) => {
  await page.goto(tenantUrl(tenants.beta, '/cz'));
  await waitForHome(page);
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('axe: the 404 screen', async ({ page }) => {
  const response = await page.goto(tenantUrl(tenants.aupark, '/en/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('axe: the cookie settings dialog', async ({ page }) => {
  const t = consentTexts('sk');
  await page.goto(tenantUrl(tenants.europasc, '/sk'));
  await waitForHome(page);
  await page.locator('section.cookie-banner').getByRole('button', { name: t.banner.settings }).click();
  await expect(page.getByRole('dialog', { name: t.dialog.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});
