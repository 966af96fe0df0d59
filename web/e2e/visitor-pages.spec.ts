import { expect, test, type Page } from '@playwright/test';
import { pathFor, type RouteName } from '@mall/site';
import faqCz from '../src/features/faq/locales/cz.json' with { type: 'json' };
import faqDe from '../src/features/faq/locales/de.json' with { type: 'json' };
import faqEn from '../src/features/faq/locales/en.json' with { type: 'json' };
import faqSk from '../src/features/faq/locales/sk.json' with { type: 'json' };
import giftCz from '../src/features/gift-cards/locales/cz.json' with { type: 'json' };
import giftDe from '../src/features/gift-cards/locales/de.json' with { type: 'json' };
import giftEn from '../src/features/gift-cards/locales/en.json' with { type: 'json' };
import giftSk from '../src/features/gift-cards/locales/sk.json' with { type: 'json' };
import loyaltyCz from '../src/features/loyalty-program/locales/cz.json' with { type: 'json' };
import loyaltyDe from '../src/features/loyalty-program/locales/de.json' with { type: 'json' };
import loyaltyEn from '../src/features/loyalty-program/locales/en.json' with { type: 'json' };
import loyaltySk from '../src/features/loyalty-program/locales/sk.json' with { type: 'json' };
import hoursCz from '../src/features/opening-hours/locales/cz.json' with { type: 'json' };
import hoursDe from '../src/features/opening-hours/locales/de.json' with { type: 'json' };
import hoursEn from '../src/features/opening-hours/locales/en.json' with { type: 'json' };
import hoursSk from '../src/features/opening-hours/locales/sk.json' with { type: 'json' };
import parkingCz from '../src/features/parking/locales/cz.json' with { type: 'json' };
import parkingDe from '../src/features/parking/locales/de.json' with { type: 'json' };
import parkingEn from '../src/features/parking/locales/en.json' with { type: 'json' };
import parkingSk from '../src/features/parking/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, giveConsent, isPrefetchRequest, languages, tenants, tenantUrl, waitForApp, type Lang, type Tenant } from './support';

// The visitor information pages (issue 9 "Pages"): FAQ, gift cards, loyalty programme, parking and
// the opening hours' closed days and parking hours. Each is server-rendered in every language for two
// tenants, hydrates without a GraphQL request or a warning, and reads without JavaScript.

const faq = { en: faqEn, cz: faqCz, sk: faqSk, de: faqDe };
const gift = { en: giftEn, cz: giftCz, sk: giftSk, de: giftDe };
const loyalty = { en: loyaltyEn, cz: loyaltyCz, sk: loyaltySk, de: loyaltyDe };
const parking = { en: parkingEn, cz: parkingCz, sk: parkingSk, de: parkingDe };
const hours = { en: hoursEn, cz: hoursCz, sk: hoursSk, de: hoursDe };

// sandbox/src/data/faq.ts: the categories' names; parking.ts: the hourly price per tenant.
const faqTopics: Record<Lang, string[]> = {
  en: ['Visiting the centre', 'Parking', 'Gift cards', 'Loyalty programme'],
  cz: ['Návštěva centra', 'Parkování', 'Dárkové karty', 'Věrnostní program'],
  sk: ['Návšteva centra', 'Parkovanie', 'Darčekové karty', 'Vernostný program'],
  de: ['Besuch im Center', 'Parken', 'Geschenkkarten', 'Treueprogramm'],
};
const hourly: Record<'aupark' | 'galerieharfa', Record<Lang, RegExp>> = {
  aupark: { en: /^€1\.50$/, cz: /^1,50\s€$/, sk: /^1,50\s€$/, de: /^1,50\s€$/ },
  // Slovak writes the Czech crown by its code, as German does (Intl, CLDR).
  galerieharfa: { en: /^CZK\s40$/, cz: /^40\sKč$/, sk: /^40\sCZK$/, de: /^40\sCZK$/ },
};

const twoTenants = [tenants.aupark, tenants.galerieharfa] as const;

test.beforeEach(async ({ context }) => {
  for (const t of Object.values(tenants)) await giveConsent(context, t.origin);
});

/** Opens a page: 200, its heading in the raw first HTML, hydrated without a GraphQL request or an error. */
async function openPage(page: Page, tenant: Tenant, route: RouteName, lang: Lang, heading: string): Promise<string> {
  const errors = collectConsoleErrors(page);
  const graphql = collectGraphqlRequests(page);
  const response = await page.goto(tenantUrl(tenant, pathFor(route as 'faq', lang)));
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<h1>${heading}</h1>`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
  expect(errors).toEqual([]);
  return html;
}

for (const tenant of twoTenants) {
  const id = tenant.id as 'aupark' | 'galerieharfa';
  for (const lang of languages) {
    test(`FAQ of ${id} in ${lang}: grouped, in-page links, disclosure by keyboard, FAQPage JSON-LD`, async ({ page }) => {
      const t = faq[lang];
      const html = await openPage(page, tenant, 'faq', lang, t.title);
      expect(html).toContain('"@type":"FAQPage"');
      expect(html).toContain('<details');
      await expect(page).toHaveTitle(fill(t.head.title, { mall: id === 'aupark' ? 'Aupark' : 'Galerie Harfa' }));
      const topics = page.getByRole('navigation', { name: t.topics }).getByRole('link');
      await expect(topics).toHaveText(faqTopics[lang]);
      // An in-page link leads to its category.
      const target = await topics.nth(1).getAttribute('href');
      expect(target).toMatch(/^#[a-z0-9-]+$/);
      await topics.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(`h2${target}`)).toHaveText(faqTopics[lang][1]!);
      // A question opens and closes with the keyboard.
      const first = page.getByTestId('faq-item').first();
      await expect(first).not.toHaveAttribute('open');
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('open', '');
      await expect(first.locator('.faq__answer')).toBeVisible();
      await page.keyboard.press('Space');
      await expect(first).not.toHaveAttribute('open');
      // The answers are sanitised (aupark's Wi-Fi answer carries a script and a javascript: link).
      expect(await page.locator('.faq__answer script, .faq__answer [onclick], .faq__answer a[href^="javascript:"]').count()).toBe(0);
    });

    test(`gift cards of ${id} in ${lang}: picture, texts with the mall name, help e-mail`, async ({ page }) => {
      const t = gift[lang];
      await openPage(page, tenant, 'gift-cards', lang, t.title);
      await expect(page.getByTestId('gift-cards').getByRole('heading', { level: 2 })).toHaveText([t.what.title, t.buy.title, t.balance.title, t.validity.title, t.help.title]);
      const img = page.locator('.gift-cards__image');
      await expect(img).toHaveAttribute('width', '1200');
      await expect(img).toHaveJSProperty('complete', true);
      await expect(page.getByRole('link', { name: `giftcards@${id}.test` })).toHaveAttribute('href', `mailto:giftcards@${id}.test`);
    });

    test(`loyalty programme of ${id} in ${lang}: tiers with point wording, join links`, async ({ page }) => {
      const t = loyalty[lang];
      await openPage(page, tenant, 'loyalty-program', lang, t.title);
      // sandbox/src/data/tiers.ts: aupark 4 tiers, galerieharfa 3 (sent highest first, shown lowest first).
      await expect(page.getByTestId('loyalty-tier')).toHaveCount(id === 'aupark' ? 4 : 3);
      await expect(page.getByTestId('loyalty-tier-threshold').first()).toHaveText(t.tiers.everyMember);
      await expect(page.getByTestId('loyalty-tier-threshold').nth(1)).toHaveText(new RegExp(`^${fill(t.tiers.from, { points: id === 'aupark' ? '500\\s\\S+' : '1[\\s,.]000\\s\\S+' })}$`));
      const join = page.getByTestId('loyalty-join-links');
      await expect(join.getByRole('link', { name: t.join.register })).toHaveAttribute('href', pathFor('register', lang));
      await expect(join.getByRole('link', { name: t.join.login })).toHaveAttribute('href', pathFor('login', lang));
    });

    test(`parking of ${id} in ${lang}: facts, prices in the mall currency, car park hours, rules`, async ({ page }) => {
      const t = parking[lang];
      await openPage(page, tenant, 'parking', lang, t.title);
      await expect(page.getByTestId('parking-description')).toBeVisible();
      const prices = page.getByTestId('parking-prices').locator('tbody tr');
      await expect(prices).toHaveCount(4);
      await expect(prices.first().locator('td')).toHaveText(t.prices.free);
      await expect(prices.nth(1).locator('td')).toHaveText(hourly[id][lang]);
      await expect(page.getByTestId('parking-fact-free')).toBeVisible();
      await expect(page.getByTestId('parking-hours').locator('tr[aria-current="date"]')).toHaveCount(1);
      await expect(page.getByTestId('parking-rules').locator('li')).toHaveCount(4);
    });

    test(`opening hours of ${id} in ${lang}: closed days, parking hours only where shown`, async ({ page }) => {
      const t = hours[lang];
      await openPage(page, tenant, 'opening-hours', lang, t.title);
      const closed = page.getByTestId('opening-hours-closed-days');
      await expect(closed.getByRole('heading', { level: 2 })).toHaveText(t.closedDays);
      // Each coming closed day in the mall's format (d.m.Y) with its name.
      await expect(closed.locator('li').first()).toHaveText(/^\d\d\.\d\d\.\d{4} – \S/);
      if (id === 'aupark') {
        await expect(page.getByTestId('opening-hours-parking').getByTestId('zone-parking').locator('tr[aria-current="date"]')).toHaveCount(1);
      } else {
        // galerieharfa: is_parking_visible_on_opening_hours is off; its car park zone stays off too.
        await expect(page.getByTestId('opening-hours-parking')).toHaveCount(0);
        await expect(page.getByTestId('zone-parking')).toHaveCount(0);
      }
    });
  }
}

test('beta: no help e-mail on gift cards, the parking description alone without a parking option', async ({ page }) => {
  await openPage(page, tenants.beta, 'gift-cards', 'cz', giftCz.title);
  await expect(page.getByTestId('gift-cards-help')).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]').filter({ hasText: 'giftcards@' })).toHaveCount(0);
  await openPage(page, tenants.beta, 'parking', 'cz', parkingCz.title);
  await expect(page.getByTestId('parking-description')).toBeVisible();
  await expect(page.getByTestId('parking-prices')).toHaveCount(0);
  await expect(page.getByTestId('parking-facts')).toHaveCount(0);
});

test('novoplaza: the loyalty programme shows without join links when sign-in is off', async ({ page }) => {
  await openPage(page, tenants.novoplaza, 'loyalty-program', 'en', loyaltyEn.title);
  await expect(page.getByTestId('loyalty-tier')).toHaveCount(3);
  await expect(page.getByTestId('loyalty-join-links')).toHaveCount(0);
});

test('from the FAQ to opening hours by client navigation: one request, the right title', async ({ page }) => {
  await openPage(page, tenants.aupark, 'faq', 'sk', faqSk.title);
  const graphql = collectGraphqlRequests(page);
  await page.locator('.faq__more a').click();
  await expect(page).toHaveURL(tenantUrl(tenants.aupark, pathFor('opening-hours', 'sk')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hoursSk.title);
  await expect(page).toHaveTitle(fill(hoursSk.head.title, { mall: 'Aupark' }));
  expect(graphql.filter((r) => !isPrefetchRequest(r)).length).toBeLessThanOrEqual(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the FAQ opens, the parking and loyalty pages read', async ({ page }) => {
    await page.goto(tenantUrl(tenants.galerieharfa, pathFor('faq', 'de')));
    const first = page.getByTestId('faq-item').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await page.goto(tenantUrl(tenants.galerieharfa, pathFor('parking', 'de')));
    await expect(page.getByTestId('parking-prices').locator('tbody tr')).toHaveCount(4);
    await page.goto(tenantUrl(tenants.aupark, pathFor('loyalty-program', 'sk')));
    await expect(page.getByTestId('loyalty-tier')).toHaveCount(4);
  });
});
