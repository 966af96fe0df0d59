import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/amenities/locales/cz.json' with { type: 'json' };
import de from '../src/features/amenities/locales/de.json' with { type: 'json' };
import en from '../src/features/amenities/locales/en.json' with { type: 'json' };
import sk from '../src/features/amenities/locales/sk.json' with { type: 'json' };
import { weekdayName } from '../src/i18n/weekdays';
import { collectConsoleErrors, collectGraphqlRequests, fill, giveConsent, isPrefetchRequest, languages, tenants, tenantUrl, waitForApp } from './support';

// Amenities (spec §2 list, by category, detail; cz and sk `sluzba`): server-rendered in every
// language, list → detail and a category by client-side navigation, a wrong slug landing on the right
// address, the statuses of bad paths, and the tenant's amenitiy_redirect_links (parking → the parking
// page, Wi-Fi → an address of the mall's own) on the cards and on the detail paths themselves.

const screenTexts = { en, cz, sk, de };
const harfa = tenants.galerieharfa;

// sandbox/src/data/amenities.ts (galerieharfa: ids 2301…): the baby room (3rd) and its category (952).
const babyRoom = {
  en: { title: 'Baby changing room', slug: 'baby-changing-room', category: 'Families', key: '952-families' },
  cz: { title: 'Přebalovací místnost', slug: 'prebalovaci-mistnost', category: 'Pro rodiny', key: '952-pro-rodiny' },
  sk: { title: 'Prebaľovacia miestnosť', slug: 'prebalovacia-miestnost', category: 'Pre rodiny', key: '952-pre-rodiny' },
  de: { title: 'Wickelraum', slug: 'wickelraum', category: 'Familien', key: '952-familien' },
} as const;
const parking = { en: 'Parking', cz: 'Parkování', sk: 'Parkovanie', de: 'Parken' } as const;
const wifi = { en: 'Free Wi-Fi', cz: 'Wi-Fi zdarma', sk: 'Wi-Fi zadarmo', de: 'Gratis WLAN' } as const;

test.beforeEach(async ({ context }) => {
  await giveConsent(context, harfa.origin);
});

for (const lang of languages) {
  test(`amenities in ${lang}: list, detail by client navigation, category`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const t = screenTexts[lang];
    const response = await page.goto(tenantUrl(harfa, pathFor('amenities', lang)));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<h1>${t.title}</h1>`);
    await expect(page).toHaveTitle(fill(t.head.title, { mall: 'Galerie Harfa' }));
    await expect(page.getByTestId('amenity-card')).toHaveCount(10);
    await waitForApp(page);
    await expect(page.getByTestId('amenity-list')).toHaveAttribute('data-all-images-loaded', 'true');

    // The configured links: parking to the parking page in this language, Wi-Fi to the mall's address.
    const list = page.getByTestId('amenity-list');
    await expect(list.getByRole('link', { name: parking[lang], exact: true })).toHaveAttribute('href', pathFor('parking', lang));
    await expect(list.getByRole('link', { name: `${wifi[lang]} (${t.external})`, exact: true })).toHaveAttribute('href', 'https://www.galerieharfa.cz/wifi');

    const graphql = collectGraphqlRequests(page);
    await page.getByRole('link', { name: babyRoom[lang].title }).click();
    await expect(page).toHaveURL(tenantUrl(harfa, pathFor('amenity', lang, { id: '2303', title: babyRoom[lang].slug })));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(babyRoom[lang].title);
    await expect(page).toHaveTitle(fill(t.head.amenityTitle, { amenity: babyRoom[lang].title, mall: 'Galerie Harfa' }));
    await expect(page.getByTestId('amenity-hours')).toHaveText(t.mallHours);
    expect(graphql.filter((r) => !isPrefetchRequest(r)).length).toBeLessThanOrEqual(1);

    await page.getByRole('link', { name: babyRoom[lang].category }).click();
    await expect(page).toHaveURL(tenantUrl(harfa, pathFor('amenities-category', lang, { category: babyRoom[lang].key, page: 1 })));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(babyRoom[lang].category);
    await expect(page.getByTestId('amenity-card')).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test(`amenities in ${lang}: a wrong slug lands on the right address, a configured amenity on its link`, async ({ page }) => {
    await page.goto(tenantUrl(harfa, pathFor('amenity', lang, { id: '2303', title: 'old' })));
    await expect(page).toHaveURL(tenantUrl(harfa, pathFor('amenity', lang, { id: '2303', title: babyRoom[lang].slug })));
    // The parking amenity's own path answers a redirect to the parking page.
    const response = await page.goto(tenantUrl(harfa, pathFor('amenity', lang, { id: '2301', title: 'parking' })));
    expect(response?.request().redirectedFrom()?.url()).toContain('/2301/');
    await expect(page).toHaveURL(tenantUrl(harfa, pathFor('parking', lang)));
  });
}

test('the Wi-Fi amenity sends the visitor to the address the tenant configured', async ({ request }) => {
  // The mall's own site is not reachable from the tests, and Node does not resolve *.localhost: the
  // redirect itself is read, asking by the tenant's host.
  const path = pathFor('amenity', 'cz', { id: '2302', title: 'wi-fi-zdarma' });
  const response = await request.get(`http://127.0.0.1:${new URL(harfa.origin).port}${path}`, { headers: { host: new URL(harfa.origin).host }, maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('https://www.galerieharfa.cz/wifi');
});

test('an amenity with its own hours shows its week', async ({ page }) => {
  await page.goto(tenantUrl(harfa, pathFor('amenity', 'de', { id: '2306', title: 'information' })));
  const hours = page.getByTestId('amenity-hours');
  await expect(hours.getByRole('row', { name: new RegExp(weekdayName('sunday', 'de')) })).toContainText('10:00–20:00');
  await expect(page.getByTestId('amenity-location')).toHaveText('Erdgeschoss, zentrales Atrium');
});

test('bad paths answer 404 with the error screen', async ({ page }) => {
  for (const path of [
    pathFor('amenities', 'en', { page: 3 }),
    pathFor('amenities', 'en', { page: 'abc' }),
    pathFor('amenities-category', 'cz', { category: '1-moda', page: 1 }),
    pathFor('amenities-category', 'cz', { category: '952-pro-rodiny', page: 2 }),
    pathFor('amenity', 'sk', { id: 'abc', title: 'x' }),
    pathFor('amenity', 'sk', { id: '1303', title: 'x' }),
  ]) {
    const response = await page.goto(tenantUrl(harfa, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-screen').locator('.error-screen__status')).toHaveText('404');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the list pages with real links', async ({ page }) => {
    await page.goto(tenantUrl(harfa, pathFor('amenities', 'sk')));
    await page.getByTestId('pagination').getByRole('link', { name: /2/ }).click();
    await expect(page).toHaveURL(tenantUrl(harfa, '/sk/sluzby/2'));
    await expect(page.getByTestId('amenity-card')).toHaveCount(1);
  });
});

test('axe finds nothing on the list and on a detail', async ({ page }) => {
  for (const path of [pathFor('amenities', 'de'), pathFor('amenity', 'sk', { id: '2306', title: 'informacie' })]) {
    await page.goto(tenantUrl(harfa, path));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
