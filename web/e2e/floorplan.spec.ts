import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/floorplan/locales/cz.json' with { type: 'json' };
import de from '../src/features/floorplan/locales/de.json' with { type: 'json' };
import en from '../src/features/floorplan/locales/en.json' with { type: 'json' };
import sk from '../src/features/floorplan/locales/sk.json' with { type: 'json' };
import { allTenants, collectConsoleErrors, fill, giveConsent, languages, tenants, tenantUrl, texts, waitForApp } from './support';

// The floor plan (spec §2 "Floor plan"): server-rendered SVG in every language, the floor switcher
// (real links), units that are links to their shops, reachable with the keyboard, the shop's "show on
// the map" link landing on the marked unit on its own floor, zoom and pan, and clear answers for a plan,
// a floor or a unit that does not exist.

const screenTexts = { en, cz, sk, de };
// sandbox/src/data/floorplans.ts: the plan id is tenant index × 1000 + 1 (settings' default_floorplan_id).
const planIds = { aupark: '1001', galerieharfa: '2001', novoplaza: '3001', europasc: '4001', beta: '5001' } as const;

const map = (page: Page) => page.getByTestId('floor-map');
const unitLinks = (page: Page) => map(page).locator('a[data-unit]');
const switcher = (page: Page) => page.getByTestId('floor-switcher');

async function floorTitleOf(page: Page, level: number): Promise<string> {
  return (await switcher(page).locator(`a[href$="?floor=${level}"] .floor-switcher__title`).textContent()) ?? '';
}

for (const lang of languages) {
  test(`floor plan in ${lang}: switcher, keyboard to a unit, unit to its shop, and the shop's map link back to the marked unit`, async ({ page }) => {
    const tenant = tenants.aupark;
    const errors = collectConsoleErrors(page);
    const t = screenTexts[lang];
    const planPath = pathFor('floorplan', lang, { id: planIds.aupark });

    const response = await page.goto(tenantUrl(tenant, planPath));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // The first HTML already holds the map: an inline SVG with the units as links.
    expect(html).toMatch(/<svg[^>]*class="floor-map__svg"/);
    expect(html).toMatch(/<a[^>]*data-unit="A-010"/);
    await expect(page).toHaveTitle(new RegExp(`^${fill(t.head.title, { title: '.+', mall: 'Aupark' })}$`));
    await waitForApp(page);

    // The floor switcher: real links, the ground floor current at first.
    const ground = switcher(page).locator('a[aria-current="page"]');
    await expect(ground).toHaveAttribute('href', `${planPath}?floor=0`);
    const firstFloorTitle = await floorTitleOf(page, 1);
    await switcher(page).locator('a[href$="?floor=1"]').click();
    await expect(page).toHaveURL(tenantUrl(tenant, `${planPath}?floor=1`));
    await expect(page.getByTestId('floor-title')).toHaveText(firstFloorTitle);
    await expect(switcher(page).locator('a[aria-current="page"]')).toHaveAttribute('href', `${planPath}?floor=1`);
    await expect(page.getByRole('heading', { name: t.shopsOnFloor })).toBeVisible();

    // The keyboard reaches the units: from the current floor's link, Tab goes on into the map.
    await switcher(page).locator('a[aria-current="page"]').focus();
    let reached: string | null = null;
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.closest('.floor-map a[data-unit]')?.getAttribute('data-unit') ?? null);
    }
    expect(reached).not.toBeNull();
    const focused = unitLinks(page).and(page.locator(`[data-unit="${reached}"]`));
    const label = (await focused.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(new RegExp(`${reached}$`));

    // A unit leads to its shop (Enter on the focused unit).
    const href = (await focused.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/${lang}/`));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(tenantUrl(tenant, href));
    const shopName = label.slice(0, label.lastIndexOf(','));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopName);

    // The shop's "show on the map" link: the plan opens the unit's floor and marks the unit.
    await page.getByTestId('shop-floorplan-link').click();
    await expect(page).toHaveURL(tenantUrl(tenant, `${planPath}?unit=${reached}`));
    const marked = map(page).locator('a[aria-current="location"]');
    await expect(marked).toHaveAttribute('data-unit', reached!);
    await expect(marked).toHaveClass(/is-highlighted/);
    await expect(page.getByTestId('floor-title')).toHaveText(firstFloorTitle);
    await expect(page.getByTestId('floorplan-found')).toContainText(shopName);
    // Zoomed to the unit.
    await expect(map(page).locator('svg')).not.toHaveAttribute('viewBox', '0 0 1000 600');
    expect(errors).toEqual([]);
  });
}

test('a shop URL with ?unit opens the right floor in the first HTML, marked and zoomed', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const lang of languages) {
    const response = await page.goto(tenantUrl(tenants.galerieharfa, `${pathFor('floorplan', lang, { id: planIds.galerieharfa })}?unit=C-019`));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<a[^>]*aria-current="location"[^>]*data-unit="C-019"|<a[^>]*data-unit="C-019"[^>]*aria-current="location"/);
    await expect(switcher(page).locator('a[aria-current="page"]')).toHaveAttribute('href', /\?floor=2$/);
    await expect(map(page).locator('a[aria-current="location"]')).toHaveAttribute('data-unit', 'C-019');
  }
  await waitForApp(page);
  expect(errors).toEqual([]);
});

test('every tenant has its plan: the default floor with linked shops', async ({ page }) => {
  for (const tenant of allTenants) {
    const response = await page.goto(tenantUrl(tenant, pathFor('floorplan', tenant.fallbackLanguage, { id: planIds[tenant.id] })));
    expect(response?.status()).toBe(200);
    expect(await unitLinks(page).count()).toBeGreaterThan(2);
    await expect(page.getByTestId('floorplan-shops').getByRole('link')).toHaveCount(await unitLinks(page).count());
  }
});

test('a plan that does not exist is a 404 with the error screen, in every language', async ({ page }) => {
  for (const lang of languages) {
    for (const id of ['9999', 'abc', planIds.galerieharfa]) {
      const path = pathFor('floorplan', lang, { id });
      const response = await page.goto(tenantUrl(tenants.aupark, path));
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-screen').getByRole('heading', { level: 1 })).toContainText(fill(texts(lang).error.pageNotFound, { path }));
    }
  }
});

test('an unknown unit or floor shows the default floor and says so', async ({ page }) => {
  const base = tenantUrl(tenants.europasc, pathFor('floorplan', 'sk', { id: planIds.europasc }));
  await page.goto(`${base}?unit=ZZ-404`);
  await expect(page.getByTestId('floorplan-notice')).toHaveText(fill(sk.unitNotFound, { unit: 'ZZ-404', floor: await floorTitleOf(page, 0) }));
  await expect(switcher(page).locator('a[aria-current="page"]')).toHaveAttribute('href', /\?floor=0$/);
  const response = await page.goto(`${base}?floor=abc`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('floorplan-notice')).toHaveText(fill(sk.floorNotFound, { floor: await floorTitleOf(page, 0) }));
});

test('zoom buttons and dragging move the map; a drag is not a click on a unit', async ({ page }) => {
  await page.goto(tenantUrl(tenants.aupark, pathFor('floorplan', 'en', { id: planIds.aupark })));
  await waitForApp(page);
  const svg = map(page).locator('svg');
  await expect(svg).toHaveAttribute('viewBox', '0 0 1000 600');
  await page.getByRole('button', { name: en.zoom.in }).click();
  const zoomed = (await svg.getAttribute('viewBox')) ?? '';
  expect(zoomed).not.toBe('0 0 1000 600');
  await svg.scrollIntoViewIfNeeded();
  // The drag starts on a unit's link: it moves the map and does not open the shop.
  const start = (await map(page).locator('a[data-unit="A-028"]').boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 - 120, start.y + start.height / 2 - 60, { steps: 8 });
  await page.mouse.up();
  await expect(svg).not.toHaveAttribute('viewBox', zoomed);
  await expect(page).toHaveURL(/\/en\/floorplan\/1001$/);
  await page.getByRole('button', { name: en.zoom.reset }).click();
  await expect(svg).toHaveAttribute('viewBox', '0 0 1000 600');
});

test('axe finds nothing on the plan, with a unit marked and with floor titles hidden', async ({ page, context }) => {
  for (const tenant of [tenants.aupark, tenants.novoplaza]) {
    await giveConsent(context, tenant.origin);
    await page.goto(tenantUrl(tenant, `${pathFor('floorplan', 'en', { id: planIds[tenant.id] })}?unit=B-013`));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the map fits the screen, the switcher shows level numbers, a tap on a unit opens its shop', async ({ page }) => {
    await page.goto(tenantUrl(tenants.novoplaza, pathFor('floorplan', 'cz', { id: planIds.novoplaza })));
    await waitForApp(page);
    const box = (await map(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    // Titles stay for screen readers only (novoplaza does not show them on desktops either).
    await expect(switcher(page).locator('a > span:not([aria-hidden])').first()).toHaveCSS('position', 'absolute');
    const unit = unitLinks(page).first();
    const href = (await unit.getAttribute('href')) ?? '';
    await unit.tap();
    await expect(page).toHaveURL(tenantUrl(tenants.novoplaza, href));
  });

  test('pinch zooms the map and a one-finger drag then moves it, without opening a shop', async ({ page, context }) => {
    await giveConsent(context, tenants.aupark.origin);
    await page.goto(tenantUrl(tenants.aupark, pathFor('floorplan', 'sk', { id: planIds.aupark })));
    await waitForApp(page);
    const svg = map(page).locator('svg');
    await svg.scrollIntoViewIfNeeded();
    const box = (await svg.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    // Two fingers moving apart, as a phone sends them (Chromium's touch input, through the DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const fingers = (d: number) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let d = 25; d <= 80; d += 5) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(svg).not.toHaveAttribute('viewBox', '0 0 1000 600');
    const pinched = (await svg.getAttribute('viewBox')) ?? '';
    expect(Number(pinched.split(' ')[2])).toBeLessThan(500);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy, id: 3 }] });
    for (let d = 5; d <= 60; d += 5) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx + d, y: cy + d / 2, id: 3 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(svg).not.toHaveAttribute('viewBox', pinched);
    await expect(page).toHaveURL(tenantUrl(tenants.aupark, pathFor('floorplan', 'sk', { id: planIds.aupark })));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the floor switcher and the units are plain links', async ({ page }) => {
    await page.goto(tenantUrl(tenants.beta, pathFor('floorplan', 'de', { id: planIds.beta })));
    await switcher(page).locator('a[href$="?floor=-1"]').click();
    await expect(page).toHaveURL(/\?floor=-1$/);
    await expect(page.getByTestId('floor-title')).toHaveText(await floorTitleOf(page, -1));
    const href = (await unitLinks(page).first().getAttribute('href')) ?? '';
    await unitLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
