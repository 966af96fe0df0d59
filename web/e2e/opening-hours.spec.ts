import { expect, test } from '@playwright/test';
import { pathFor, routeLabel } from '@mall/site';
import cz from '../src/features/opening-hours/locales/cz.json' with { type: 'json' };
import de from '../src/features/opening-hours/locales/de.json' with { type: 'json' };
import en from '../src/features/opening-hours/locales/en.json' with { type: 'json' };
import sk from '../src/features/opening-hours/locales/sk.json' with { type: 'json' };
import { weekdayName } from '../src/i18n/weekdays';
import { allTenants, collectConsoleErrors, collectGraphqlRequests, fill, isPrefetchRequest, languages, tenants, tenantUrl, waitForHome } from './support';

// The opening-hours screen (spec §2), the second live screen: server-rendered in every language for
// every tenant, hydrated without a request or a warning, and reached from home with at most one
// GraphQL request (issue "The page pipeline": one per navigation between two screens).

const screenTexts = { en, cz, sk, de };

for (const tenant of allTenants) {
  test(`opening hours of ${tenant.id} in every language: server-rendered, hydrated without a request`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    for (const lang of languages) {
      const response = await page.goto(tenantUrl(tenant, pathFor('opening-hours', lang)));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      // The raw first HTML already holds the screen: its heading and the week of the mall.
      expect(html).toContain(`<h1>${screenTexts[lang].title}</h1>`);
      expect(html).toContain(weekdayName('sunday', lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTexts[lang].title);
      await expect(page).toHaveTitle(new RegExp(`^${screenTexts[lang].head.title.replace('{{mall}}', '.+')}$`));
      // Exactly one row of the main zone's week is today; a zone the platform marks closed has no week.
      if (tenant.hours) await expect(page.getByTestId('zone-default').locator('tr[aria-current="date"]')).toHaveCount(1);
      else await expect(page.getByTestId('zone-default')).toContainText(screenTexts[lang].zoneClosed);
      const today = page.getByTestId('opening-hours-today');
      await expect(today).toHaveText(
        tenant.hours ? new RegExp(`^${screenTexts[lang].todayOpen.replace(/\{\{\w+\}\}/g, '\\d\\d:\\d\\d')}$`) : screenTexts[lang].todayClosed,
      );
    }
    // Links in view may prefetch their next page; the page itself asks nothing.
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('from home to opening hours and back: at most one GraphQL request each way, no reload', async ({ page }) => {
  const tenant = tenants.galerieharfa;
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenant, '/cz'));
  await waitForHome(page);
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
  const graphql = collectGraphqlRequests(page);

  await page.getByTestId('opening-today').getByRole('link', { name: routeLabel('opening-hours', 'cz') }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz/oteviraci-doba'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cz.title);
  await expect(page.getByTestId('zone-default').getByRole('row')).toHaveCount(8);
  await expect(page).toHaveTitle(new RegExp(`^${fill(cz.head.title, { mall: '.+' })}$`));
  const asked = () => graphql.filter((r) => !isPrefetchRequest(r)).length;
  expect(asked()).toBeLessThanOrEqual(1);

  const afterForward = asked();
  await page.goBack();
  await waitForHome(page);
  await expect(page).toHaveTitle(tenant.titles.cz);
  // Home's result is still in the client's cache: going back asks nothing.
  expect(asked()).toBe(afterForward);
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the week reads and the links work', async ({ page }) => {
    await page.goto(tenantUrl(tenants.europasc, '/de/opening-hours'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.title);
    await expect(page.getByTestId('zone-cinema').getByRole('rowheader', { name: weekdayName('monday', 'de') })).toBeVisible();
    await page.locator('header a[href="/de"]').first().click();
    await expect(page).toHaveURL(/\/de$/);
  });
});
