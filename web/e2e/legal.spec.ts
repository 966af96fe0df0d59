import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/legal/locales/cz.json' with { type: 'json' };
import de from '../src/features/legal/locales/de.json' with { type: 'json' };
import en from '../src/features/legal/locales/en.json' with { type: 'json' };
import sk from '../src/features/legal/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, htmlLang, isPrefetchRequest, languages, tenants, tenantUrl, type Lang } from './support';

// The legal pages (spec §2: cookies, operating rules, privacy policy, terms and conditions; German under
// /de/compliance/): server-rendered with the mall's own text in every language for two tenants, a table
// of contents whose links reach their sections, the translation fallback said aloud, one request per
// client navigation, and readable without JavaScript.

const screenTexts = { en, cz, sk, de };
const routes = [
  ['privacy-policy', 'privacyPolicy'],
  ['terms-and-conditions', 'termsAndConditions'],
  ['cookies', 'cookies'],
  ['operating-rules', 'operatingRules'],
] as const;

/** The platform's titles of its two documents (sandbox/src/data/legal.ts); the mall's fields have none. */
const platformTitles: Record<'privacyPolicy' | 'termsAndConditions', Record<Lang, string>> = {
  privacyPolicy: { en: 'Privacy policy', cz: 'Zásady ochrany osobních údajů', sk: 'Zásady ochrany osobných údajov', de: 'Datenschutzerklärung' },
  termsAndConditions: { en: 'Terms and conditions', cz: 'Obchodní podmínky', sk: 'Obchodné podmienky', de: 'Allgemeine Geschäftsbedingungen' },
};
const titleOf = (kind: (typeof routes)[number][1], lang: Lang) =>
  kind === 'privacyPolicy' || kind === 'termsAndConditions' ? platformTitles[kind][lang] : screenTexts[lang].names[kind];

const legalNames = { aupark: 'Aupark Shopping Center s.r.o.', galerieharfa: 'Galerie Harfa, a.s.' } as const;
const mallNames = { aupark: 'Aupark', galerieharfa: 'Galerie Harfa' } as const;

for (const tenantId of ['aupark', 'galerieharfa'] as const) {
  test(`the legal pages of ${tenantId} in every language: server-rendered, hydrated without a request`, async ({ page }) => {
    test.setTimeout(90_000);
    const tenant = tenants[tenantId];
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    for (const lang of languages) {
      for (const [route, kind] of routes) {
        const path = pathFor(route, lang);
        if (lang === 'de') expect(path).toMatch(/^\/de\/compliance\//);
        const response = await page.goto(tenantUrl(tenant, path));
        expect(response?.status(), path).toBe(200);
        const html = (await response?.text()) ?? '';
        const title = titleOf(kind, lang);
        // The raw first HTML holds the text itself, with the mall's legal name and anchored headings.
        expect(html).toContain(`<h1 id="legal-title">${title}</h1>`);
        expect(html).toContain(legalNames[tenantId]);
        expect(html).toMatch(/<h2 id="section-[a-z0-9-]+">/);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(fill(screenTexts[lang].head.title, { title, mall: mallNames[tenantId] }));
        // The contents list every section, each link to its heading's anchor.
        const links = page.getByTestId('legal-toc').getByRole('link');
        const headings = page.getByTestId('legal-body').locator('h2[id]');
        await expect(links).toHaveCount(await headings.count());
        expect(await links.first().getAttribute('href')).toBe(`#${await headings.first().getAttribute('id')}`);
        await expect(page.getByTestId('legal-language')).toHaveCount(0);
      }
    }
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a contents link scrolls to its section; another legal page is one request away', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  const tenant = tenants.galerieharfa;
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl(tenant, pathFor('privacy-policy', 'cz')));
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const graphql = collectGraphqlRequests(page);
  const link = page.getByTestId('legal-toc').getByRole('link').nth(5);
  const target = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();

  await page.getByRole('navigation', { name: cz.more }).getByRole('link', { name: cz.names.termsAndConditions }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz/obchodni-podminky'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(platformTitles.termsAndConditions.cz);
  await expect(page).toHaveTitle(`${platformTitles.termsAndConditions.cz} – Galerie Harfa`);
  expect(graphql.filter((r) => !isPrefetchRequest(r)).length).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('a text the mall has not published in the page\'s language is shown in its own language, and says so', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  // sandbox: novoplaza's terms have no German text, europasc's operating rules neither.
  await page.goto(tenantUrl(tenants.novoplaza, pathFor('terms-and-conditions', 'de')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obchodní podmínky');
  await expect(page.getByTestId('legal-language')).toHaveText(fill(de.otherLanguage, { language: de.languages.cz }));
  await expect(page.getByTestId('legal-body')).toHaveAttribute('lang', 'cs');
  await page.goto(tenantUrl(tenants.europasc, pathFor('operating-rules', 'de')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.names.operatingRules);
  await expect(page.getByTestId('legal-language')).toHaveText(fill(de.otherLanguage, { language: de.languages.sk }));
  expect(errors).toEqual([]);
});

test('the cookie policy lists the cookies the consent dialog names', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  await page.goto(tenantUrl(tenants.aupark, pathFor('cookies', 'sk')));
  const table = page.getByTestId('legal-body').getByRole('table');
  for (const name of ['token', 'locale', 'cookie_consent, cookie_consent_ids', '_ga, _ga_*', '_gid', '_gcl_au', '_fbp, _fbc']) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the German privacy policy reads and its contents link to the sections', async ({ page }) => {
    // Server-rendered pages, one after another, on a machine that may be busy.
    test.setTimeout(90_000);
    await page.goto(tenantUrl(tenants.aupark, '/de/compliance/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(platformTitles.privacyPolicy.de);
    const link = page.getByTestId('legal-toc').getByRole('link', { name: '6. Ihre Rechte' });
    await link.click();
    await expect(page).toHaveURL(/\/de\/compliance\/privacy-policy#section-6-ihre-rechte$/);
    await expect(page.getByRole('heading', { level: 2, name: '6. Ihre Rechte' })).toBeInViewport();
    await page.getByRole('navigation', { name: de.more }).getByRole('link', { name: de.names.cookies }).click();
    await expect(page).toHaveURL(/\/de\/compliance\/cookies$/);
  });
});
