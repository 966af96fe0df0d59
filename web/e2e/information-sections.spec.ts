import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import accountCz from '../src/features/account/locales/cz.json' with { type: 'json' };
import accountDe from '../src/features/account/locales/de.json' with { type: 'json' };
import accountEn from '../src/features/account/locales/en.json' with { type: 'json' };
import accountSk from '../src/features/account/locales/sk.json' with { type: 'json' };
import cz from '../src/features/information/locales/cz.json' with { type: 'json' };
import de from '../src/features/information/locales/de.json' with { type: 'json' };
import en from '../src/features/information/locales/en.json' with { type: 'json' };
import sk from '../src/features/information/locales/sk.json' with { type: 'json' };
import type { APIRequestContext } from '@playwright/test';
import { collectConsoleErrors, giveConsent, languages, port, tenants, tenantUrl, waitForApp, type TenantId } from './support';

// What the seeded settings make the site show (issue 22): aupark's information page with its Christmas
// stalls, space lease and documents that download as PDF files; the sign-in page's slider and logo in
// every language; on a phone, the slider below the form and no sideways scroll.

const information = { en, cz, sk, de };
const account = { en: accountEn, cz: accountCz, sk: accountSk, de: accountDe };

/** The server's first HTML of a tenant's page: Node does not resolve *.localhost, so by the Host header. */
const firstHtml = async (request: APIRequestContext, tenant: TenantId, path: string) =>
  (await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: new URL(tenantUrl(tenant)).host } })).text();

test.describe('the information page sections (seeded settings)', () => {
  for (const lang of languages) {
    test(`aupark shows Christmas stalls, space lease and documents in ${lang}`, async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(tenantUrl('aupark', pathFor('information', lang)));
      const texts = information[lang];
      const stalls = page.getByTestId('information-christmasStalls');
      await expect(stalls.getByRole('heading', { level: 2 })).toHaveText(texts.christmasStalls.title);
      await expect(stalls.locator('img')).toHaveCount(1);
      await expect(stalls.locator('img').first()).toHaveAttribute('src', /^\/img\?url=.*christmas_stall_images_1.*&w=640$/);
      await expect(stalls.getByRole('link', { name: texts.christmasStalls.cta })).toHaveAttribute('href', pathFor('contact', lang));
      const lease = page.getByTestId('information-spaceLease');
      await expect(lease.getByRole('heading', { level: 2 })).toHaveText(texts.spaceLease.title);
      await expect(lease.locator('img')).toHaveCount(1);
      const documents = page.getByTestId('information-document');
      await expect(documents).toHaveText([`${texts.documents.names.operating_rules} (PDF)`, `${texts.documents.names.parking_price_list} (PDF)`]);
      for (const link of await documents.getByRole('link').all()) {
        const href = (await link.getAttribute('href'))!;
        const response = await request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect(errors).toEqual([]);
    });
  }

  test('the sections are in the first HTML; galerieharfa, with the Christmas section off, has none', async ({ request, page }) => {
    const html = await firstHtml(request, 'aupark', pathFor('information', 'sk'));
    expect(html).toContain('data-testid="information-christmasStalls"');
    expect(html).toContain('data-testid="information-documents"');
    await page.goto(tenantUrl('galerieharfa', pathFor('information', 'cz')));
    await expect(page.getByTestId('information-spaceLease')).toBeVisible();
    await expect(page.getByTestId('information-christmasStalls')).toHaveCount(0);
  });
});

test.describe('the sign-in pages: slider and logo (seeded settings)', () => {
  for (const lang of languages) {
    test(`the login page shows the slider in ${lang}`, async ({ page }) => {
      await page.goto(tenantUrl('aupark', pathFor('login', lang)));
      const slider = page.getByRole('region', { name: account[lang].slider.label });
      await expect(slider).toBeVisible();
      await expect(page.getByTestId('auth-slide')).toHaveCount(3);
      const visibleCaption = page.getByTestId('auth-slide-caption').filter({ visible: true });
      await expect(visibleCaption).toHaveText('Collect points');
      await expect(page.getByTestId('auth-slide').first().locator('img')).toHaveJSProperty('complete', true);
      // The buttons are in the server's HTML; a click before the app has hydrated them does nothing.
      await waitForApp(page);
      await slider.getByRole('button', { name: account[lang].slider.next }).click();
      await expect(visibleCaption).toHaveText('Redeem rewards');
      await slider.getByRole('button', { name: account[lang].slider.show.replace('{{number}}', '3').replace('{{count}}', '3') }).click();
      await expect(visibleCaption).toHaveText('Exclusive offers');
      // aupark's auth_logo_type is `base`.
      await expect(page.getByTestId('auth-logo')).toHaveAttribute('data-logo-type', 'base');
    });
  }

  test('registration shows them too, galerieharfa with its wide logo; the first slide is in the first HTML', async ({ page, request }) => {
    const html = await firstHtml(request, 'galerieharfa', pathFor('register', 'cz'));
    expect(html).toMatch(/data-testid="auth-slide"[^>]*>\s*<figure[^>]*>\s*<img[^>]*loading="eager"/);
    expect(html).toContain('Collect points');
    await page.goto(tenantUrl('galerieharfa', pathFor('register', 'cz')));
    await expect(page.getByTestId('auth-slider')).toBeVisible();
    await expect(page.getByTestId('auth-logo')).toHaveAttribute('data-logo-type', 'wide');
    await expect(page.getByTestId('auth-logo')).toHaveAttribute('src', /logo-wide/);
  });

  test('on a phone the slider is below the form, and nothing scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(tenantUrl('aupark', pathFor('login', 'de')));
    const form = await page.getByTestId('login-page').boundingBox();
    const slider = await page.getByTestId('auth-slider').boundingBox();
    expect(slider!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
    expect(slider!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('axe finds nothing on the information page with its sections, nor on the sign-in page with its slider', async ({ page, context }) => {
  await giveConsent(context, tenants.aupark.origin);
  for (const path of [pathFor('information', 'sk'), pathFor('login', 'en')]) {
    await page.goto(tenantUrl('aupark', path));
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
