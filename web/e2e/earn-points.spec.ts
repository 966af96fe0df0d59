import { expect, test, type Locator } from '@playwright/test';
import { pathFor } from '@mall/site';
import { giveConsent, tenants, tenantUrl, useDemoSession, waitForApp, type Lang, type TenantId } from './support';

// "Earn points": the bonus cards (issue 18). Beside the points, the card's text had a column of
// 60 px on a wide screen (one word a line) and "+100 points" lay over it. Now each bonus's text has
// a measure a person reads (at least 12 em: about 25 characters a line, so no ordinary word stands
// alone on one), and the points never cover it, on a wide screen and on a phone.

const minTextEm = 12;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  return box!;
}

for (const [tenant, lang] of [
  ['aupark', 'de'],
  ['galerieharfa', 'cz'],
] as [TenantId, Lang][]) {
  test(`${tenant} /${lang}: each bonus's text is at least ${minTextEm} em wide and its points do not cover it, at 1,440 and 390 px`, async ({ page }) => {
    await useDemoSession(page.context(), tenant);
    await giveConsent(page.context(), tenants[tenant].origin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(tenantUrl(tenant, pathFor('dashboard-get-points', lang)));
    await waitForApp(page);
    const bonuses = page.getByTestId('get-points-bonus');
    await expect(bonuses.first()).toBeVisible();
    const count = await bonuses.count();
    expect(count).toBeGreaterThan(1);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (let i = 0; i < count; i++) {
        const bonus = bonuses.nth(i);
        const text = bonus.locator('.get-points__bonus-text');
        const points = bonus.locator('.get-points__bonus-points');
        const [textBox, pointsBox] = [await boxOf(text), await boxOf(points)];
        const fontPx = await text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        const name = `${width} px, bonus ${i + 1} "${await bonus.locator('h3').innerText()}"`;
        expect(textBox.width / fontPx, `${name}: its text's width in em`).toBeGreaterThanOrEqual(minTextEm);
        expect(intersects(textBox, pointsBox), `${name}: the points cover its text`).toBe(false);
        // Nothing of the text reaches out of its box (a word wider than the column would).
        expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth), `${name}: its text stays in its box`).toBe(true);
        expect(await points.innerText()).toMatch(/\d/);
      }
    }
  });
}
