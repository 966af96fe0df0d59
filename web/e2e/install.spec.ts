import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import en from '../src/features/install-prompt/locales/en.json' with { type: 'json' };
import sk from '../src/features/install-prompt/locales/sk.json' with { type: 'json' };
import { allTenants, consentTexts, fill, giveConsent, tenants, tenantUrl, waitForApp } from './support';

// The installable site (issue 24, "Install"): every tenant's pages link a manifest Chromium reads
// without errors, with the tenant's own name and icons; and the discreet "add to home screen" offer on
// the second visit, never over the cookie banner. Chromium sends `beforeinstallprompt` only once a
// service worker controls the page (another part of issue 24), so the offer's tests dispatch a
// synthetic one, as the browser would.

const STORAGE_KEY = 'install-prompt';
const offer = (page: Page) => page.getByTestId('install-prompt');

/** Before the page's scripts: this browser last loaded the site `agoMs` ago, on its `visits`-th visit. */
async function cameBefore(page: Page, visits: number, agoMs: number) {
  await page.addInitScript(
    ([key, state]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(state));
    },
    [STORAGE_KEY, { visits, lastSeen: Date.now() - agoMs }] as const,
  );
}

/** What Chromium sends when the site can be installed; `prompted` counts the calls of its prompt(). */
const offerInstalling = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const w = window as unknown as { prompted: number };
    w.prompted = 0;
    Object.assign(event, {
      prompt: async () => void (w.prompted += 1),
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    dispatchEvent(event);
    return event.defaultPrevented;
  });

const HOUR = 60 * 60 * 1000;
const names = { aupark: 'Aupark', galerieharfa: 'Galerie Harfa', novoplaza: 'Novo Plaza', europasc: 'Europa Shopping Center', beta: 'Beta Mall' } as const;

test('every tenant links a manifest Chromium reads without errors, with its own name and icons, and is installable', async ({ playwright }, testInfo) => {
  // A profile on disk: Playwright's usual contexts are incognito ones, which Chromium never installs
  // from (its check says `in-incognito` and nothing else).
  const profile = await mkdtemp(join(tmpdir(), 'install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const tenant of allTenants) {
      await page.goto(tenantUrl(tenant, '/en'));
      await waitForApp(page);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest/en.webmanifest');
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/pwa/icon-180.png');
      const cdp = await context.newCDPSession(page);
      const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
      expect(url).toBe(tenantUrl(tenant, '/manifest/en.webmanifest'));
      expect(errors, tenant.id).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as { name: string; start_url: string; icons: { src: string; sizes: string }[] };
      expect(manifest.start_url).toBe('/en');
      expect(manifest.name).toBe(names[tenant.id]);
      // Chromium's own installability check (what decides its install button and `beforeinstallprompt`).
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors.map((e) => e.errorId), tenant.id).toEqual([]);
      // Each icon as the browser decodes it: a PNG of the size the manifest declares.
      for (const icon of manifest.icons) {
        const got = await page.evaluate(async (src) => {
          const response = await fetch(src);
          const bitmap = await createImageBitmap(await response.blob());
          return { status: response.status, type: response.headers.get('content-type'), sizes: `${bitmap.width}x${bitmap.height}` };
        }, icon.src);
        expect(got, `${tenant.id} ${icon.src}`).toEqual({ status: 200, type: 'image/png', sizes: icon.sizes });
      }
      await cdp.detach();
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('offers nothing on the first visit, and keeps Chromium from offering itself', async ({ page, context }) => {
  await giveConsent(context, tenants.aupark.origin);
  await page.goto(tenantUrl('aupark', '/en'));
  await waitForApp(page);
  expect(await offerInstalling(page)).toBe(true);
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);
});

test('offers installing on the second visit; "Not now" hides it, on the next loads too', async ({ page, context }) => {
  await giveConsent(context, tenants.aupark.origin);
  await cameBefore(page, 1, HOUR);
  await page.goto(tenantUrl('aupark', '/en'));
  await waitForApp(page);
  await offerInstalling(page);
  await expect(offer(page)).toContainText(fill(en.text, { mall: 'Aupark' }));
  await offer(page).getByRole('button', { name: en.add }).click();
  // The browser's own dialog was asked for; dismissed there, the bar stays away.
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  await expect(offer(page)).toHaveCount(0);

  await page.evaluate((key) => {
    const state = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ visits: state.visits, lastSeen: state.lastSeen }));
  }, STORAGE_KEY);
  await page.reload();
  await waitForApp(page);
  await offerInstalling(page);
  await offer(page).getByRole('button', { name: en.notNow }).click();
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await offerInstalling(page);
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);
});

test('never over the cookie banner: the offer waits for the visitor\'s choice, in the page\'s language', async ({ page }) => {
  await cameBefore(page, 1, HOUR);
  await page.goto(tenantUrl('aupark', '/sk'));
  await waitForApp(page);
  const banner = page.locator('section.cookie-banner');
  await expect(banner).toBeVisible();
  await offerInstalling(page);
  await page.waitForTimeout(500);
  await expect(offer(page)).toHaveCount(0);
  await banner.getByRole('button', { name: consentTexts('sk').banner.acceptAll }).click();
  await expect(banner).toHaveCount(0);
  await expect(offer(page)).toContainText(fill(sk.text, { mall: 'Aupark' }));
});
