import { expect, test, type Page } from '@playwright/test';
import { allTenants, consentTexts, tenantUrl, waitForHome, type Lang, type TenantId } from './support';

// The first visit on a phone (issue 18): a person opens the mall's home page on a 390 px phone for the
// first time. The page fits the screen (a page wider than the phone is zoomed out by it, every text
// small, and the cookie banner, fixed to the bottom of the wider page, is then off-screen), and the
// cookie banner is there, whole, at the bottom of the screen, its buttons within reach of a thumb.
// A phone as Chromium emulates one: a touch screen, a meta viewport honoured, two device pixels a pixel.

const langOf: Record<TenantId, Lang> = { aupark: 'sk', galerieharfa: 'cz', novoplaza: 'de', europasc: 'en', beta: 'de' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** What the phone shows: the layout's width against the screen's, and whether it zoomed out to fit a wider page. */
function screenOf(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    scale: window.visualViewport?.scale ?? 1,
    visualWidth: window.visualViewport?.width ?? window.innerWidth,
    visualHeight: window.visualViewport?.height ?? window.innerHeight,
  }));
}

for (const tenant of allTenants) {
  const lang = langOf[tenant.id];
  test(`${tenant.id} /${lang}: a first visit on a 390 px phone fits the screen, the cookie banner whole at its bottom`, async ({ page }) => {
    const t = consentTexts(lang);
    await page.goto(tenantUrl(tenant, `/${lang}`));
    await waitForHome(page);
    const banner = page.locator('section.cookie-banner');
    await expect(banner).toBeVisible();

    const screen = await screenOf(page);
    expect(screen.scrollWidth, 'the page is as wide as the screen').toBeLessThanOrEqual(screen.innerWidth);
    expect(screen.innerWidth, 'the layout is the phone’s width').toBe(390);
    expect(screen.scale, 'the phone did not zoom out').toBe(1);

    // The banner in full on the screen, at its bottom.
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.visualWidth + 0.5);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(Math.abs(box.y + box.height - screen.visualHeight), 'the banner sits on the bottom edge').toBeLessThanOrEqual(1);
    // Every choice is on the screen, and big enough for a thumb.
    for (const name of [t.banner.acceptAll, t.banner.settings]) {
      const button = banner.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    // A choice made with a tap, the banner goes, and the page still fits.
    await banner.getByRole('button', { name: t.banner.acceptAll }).tap();
    await expect(banner).toHaveCount(0);
    expect((await screenOf(page)).scrollWidth).toBeLessThanOrEqual(390);
  });
}
