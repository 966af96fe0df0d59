import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pathFor, type Lang } from '@mall/site';
import { collectConsoleErrors, giveConsent, tenants, tenantUrl, useDemoSession, waitForApp, type TenantId } from './support';

// Icons of icon sets (issue 18): the information hub's tiles, the amenities' cards and detail, and the
// member's badges show the icons the platform names (`mdi:parking`) as SVG, drawn by the bff from the
// sets it bundles, never letters. The original site fetched the sets from the public Iconify hosts;
// here every request that is not to the site's own origin is refused and recorded, and none is made.

/** Refuses and records every request of the browser that is not to the page's own origin. */
async function onlyOwnOrigin(context: BrowserContext, origin: string): Promise<string[]> {
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return elsewhere;
}

/** Each tile holds one SVG with a drawing in it, and no text (no letter stands in for an icon). */
async function expectSvgIcons(page: Page, testId: string, count: number): Promise<string[]> {
  const tiles = page.getByTestId(testId);
  await expect(tiles).toHaveCount(count);
  const drawn = await tiles.evaluateAll((all) =>
    all.map((tile) => {
      const svg = tile.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      return {
        name: svg?.getAttribute('data-icon') ?? null,
        paths: svg?.querySelectorAll('path').length ?? 0,
        visible: !!box && box.width > 0 && box.height > 0,
        text: (tile.textContent ?? '').trim(),
        images: tile.querySelectorAll('img').length,
      };
    }),
  );
  for (const icon of drawn) expect(icon, JSON.stringify(icon)).toMatchObject({ name: expect.stringMatching(/^mdi:[a-z0-9-]+$/), visible: true, text: '', images: 0 });
  for (const icon of drawn) expect(icon.paths).toBeGreaterThan(0);
  return drawn.map((icon) => icon.name!);
}

const cases: { tenant: TenantId; lang: Lang; information: string[]; amenities: number }[] = [
  // sandbox/src/data/settings.ts: the tenant's information list and its `icons_<route>`.
  { tenant: 'aupark', lang: 'sk', information: ['mdi:clock-outline', 'mdi:parking', 'mdi:map-marker-radius', 'mdi:room-service', 'mdi:help-circle-outline', 'mdi:chat-outline'], amenities: 10 },
  { tenant: 'galerieharfa', lang: 'cz', information: ['mdi:clock-outline', 'mdi:parking', 'mdi:map-marker-radius', 'mdi:gift-outline', 'mdi:help-circle-outline'], amenities: 10 },
];

for (const { tenant, lang, information, amenities } of cases) {
  test(`${tenant}: the information tiles and the amenities show SVG icons, and no request leaves the origin`, async ({ page, context }) => {
    const origin = tenants[tenant].origin;
    const elsewhere = await onlyOwnOrigin(context, origin);
    await giveConsent(context, origin);
    const errors = collectConsoleErrors(page);

    const response = await page.goto(tenantUrl(tenant, pathFor('information', lang)));
    expect(response?.status()).toBe(200);
    // In the first HTML already: the icons come with the page's data, not after it.
    expect(((await response?.text()) ?? '').match(/data-testid="information-icon"><svg /g)).toHaveLength(information.length);
    await waitForApp(page);
    expect(await expectSvgIcons(page, 'information-icon', information.length)).toEqual(information);

    // The amenities: from the hub's tile by client-side navigation where the hub links them (their data
    // then comes from the bff's GraphQL, not the first HTML), else a first load; then a detail.
    const tile = page.locator(`[data-route="amenities"] a`);
    if ((await tile.count()) > 0) {
      await tile.click();
      await expect(page).toHaveURL(tenantUrl(tenant, pathFor('amenities', lang)));
    } else {
      await page.goto(tenantUrl(tenant, pathFor('amenities', lang)));
      await waitForApp(page);
    }
    const names = await expectSvgIcons(page, 'amenity-icon', amenities);
    expect(names.slice(0, 3)).toEqual(['mdi:parking', 'mdi:wifi', 'mdi:baby-carriage']);
    await page.getByTestId('amenity-link').nth(2).click();
    await expect(page.getByTestId('amenity')).toBeVisible();
    expect(await expectSvgIcons(page, 'amenity-icon', 1)).toEqual(['mdi:baby-carriage']);

    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("beta: an icon no set has draws the neutral icon, and the page stands", async ({ page, context }) => {
  const elsewhere = await onlyOwnOrigin(context, tenants.beta.origin);
  await giveConsent(context, tenants.beta.origin);
  await page.goto(tenantUrl('beta', pathFor('information', 'en')));
  await waitForApp(page);
  expect(await expectSvgIcons(page, 'information-icon', 3)).toEqual(['mdi:clock-outline', 'mdi:parking', 'mdi:shape-outline']);
  await expect(page.getByTestId('information-icon').nth(2).locator('svg')).toHaveAttribute('data-fallback', 'true');
  expect(elsewhere).toEqual([]);
});

test("a member's badges are icons on medals, drawn as SVG", async ({ page, context }) => {
  const origin = tenants.europasc.origin;
  const elsewhere = await onlyOwnOrigin(context, origin);
  await useDemoSession(context, 'europasc');
  await giveConsent(context, origin);
  await page.goto(tenantUrl('europasc', pathFor('dashboard-awards', 'sk')));
  await waitForApp(page);
  const names = await expectSvgIcons(page, 'badge-icon', 8);
  expect(new Set(names).size).toBe(8);
  expect(elsewhere).toEqual([]);
});
