import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/landing/locales/cz.json' with { type: 'json' };
import de from '../src/features/landing/locales/de.json' with { type: 'json' };
import en from '../src/features/landing/locales/en.json' with { type: 'json' };
import sk from '../src/features/landing/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, htmlLang, isPrefetchRequest, languages, tenants, tenantUrl, type Lang, type TenantId } from './support';

// The tenants' landing pages (spec §2 `/en/al|el|hl|nl/{title}`, German `<tenant>-landings`): each
// server-rendered on its own tenant in every language, with its sections and the settings'
// `landings_images`, and a 404 on every other tenant (beta included) and for an unknown title.

const screenTexts = { en, cz, sk, de };

/** sandbox/src/data/website-pages.ts LANDINGS. */
const landings = {
  aupark: {
    route: 'landing-aupark',
    title: 'christmas-2026',
    titles: { en: 'Christmas at Aupark', cz: 'Vánoce v Auparku', sk: 'Vianoce v Auparku', de: 'Weihnachten im Aupark' },
    mall: 'Aupark',
  },
  europasc: {
    route: 'landing-europasc',
    title: 'back-to-school',
    titles: { en: 'Back to school at Europa', cz: 'Zpátky do školy v Europě', sk: 'Späť do školy v Europe', de: 'Zurück in die Schule im Europa' },
    mall: 'Europa Shopping Center',
  },
} as const;

const expectedPrefix: Record<'aupark' | 'europasc', Record<Lang, string>> = {
  aupark: { en: '/en/al/', cz: '/cz/al/', sk: '/sk/al/', de: '/de/aupark-landings/' },
  europasc: { en: '/en/el/', cz: '/cz/el/', sk: '/sk/el/', de: '/de/europasc-landings/' },
};

/** The browser logs the document's own 404 as a failed resource; anything else is an error. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

for (const tenantId of ['aupark', 'europasc'] as const) {
  test(`the landing of ${tenantId} in every language: server-rendered, hydrated without a request`, async ({ page }) => {
    // Server-rendered pages, one after another, on a machine that may be busy.
    test.setTimeout(90_000);
    const tenant = tenants[tenantId];
    const landing = landings[tenantId];
    const errors = collectConsoleErrors(page);
    const graphql = collectGraphqlRequests(page);
    for (const lang of languages) {
      const path = pathFor(landing.route, lang, { title: landing.title });
      expect(path).toBe(`${expectedPrefix[tenantId][lang]}${landing.title}`);
      const response = await page.goto(tenantUrl(tenant, path));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1 id="landing-title">${landing.titles[lang]}</h1>`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.titles[lang]);
      await expect(page).toHaveTitle(fill(screenTexts[lang].head.title, { title: landing.titles[lang], mall: landing.mall }));
      const sections = page.getByTestId('landing-sections').getByRole('region');
      await expect(sections).toHaveCount(3);
      // The in-page links reach the sections.
      const links = page.getByRole('navigation', { name: screenTexts[lang].contents }).getByRole('link');
      await expect(links).toHaveCount(3);
      expect(await links.nth(2).getAttribute('href')).toBe(`#${await sections.nth(2).getAttribute('id')}`);
      // The hero and the photos of `landings_images` come through the image route, each with its box.
      const hero = page.locator('img.landing__hero-image');
      await expect(hero).toHaveAttribute('src', /^\/img\?url=/);
      await expect(hero).toHaveAttribute('width', '1200');
      await expect(page.getByRole('region', { name: screenTexts[lang].photos }).locator('img')).toHaveCount(1);
    }
    expect(graphql.filter((r) => !isPrefetchRequest(r))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a landing route answers 404 on every other tenant, beta included, and for an unknown title', async ({ page }) => {
  // Server-rendered pages, one after another, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const cases: [TenantId, string][] = [
    ['galerieharfa', '/en/al/christmas-2026'],
    ['novoplaza', '/de/aupark-landings/christmas-2026'],
    ['europasc', '/sk/al/christmas-2026'],
    ['beta', '/cz/al/christmas-2026'],
    ['aupark', '/en/el/back-to-school'],
    ['beta', '/en/nl/family-weekend'],
    ['novoplaza', '/en/hl/spring-fashion-week'],
    ['aupark', '/en/al/no-such-campaign'],
    ['aupark', '/en/al/accessibility'],
  ];
  for (const [tenantId, path] of cases) {
    const response = await page.goto(tenantUrl(tenants[tenantId], path));
    expect(response?.status(), `${tenantId} ${path}`).toBe(404);
    await expect(page.getByTestId('error-screen').locator('.error-screen__status')).toHaveText('404');
  }
  // Each tenant's own landing answers.
  for (const [tenantId, path] of [['galerieharfa', '/cz/hl/spring-fashion-week'], ['novoplaza', '/cz/nl/family-weekend']] as const) {
    const response = await page.goto(tenantUrl(tenants[tenantId], path));
    expect(response?.status(), `${tenantId} ${path}`).toBe(200);
  }
  expect(unexpected(errors)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a landing reads and its section links work', async ({ page }) => {
    // Server-rendered pages, one after another, on a machine that may be busy.
    test.setTimeout(90_000);
    await page.goto(tenantUrl(tenants.aupark, '/sk/al/christmas-2026'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landings.aupark.titles.sk);
    await page.getByRole('navigation', { name: sk.contents }).getByRole('link', { name: 'Balenie darčekov' }).click();
    await expect(page).toHaveURL(/#part-3$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Balenie darčekov' })).toBeInViewport();
  });
});
