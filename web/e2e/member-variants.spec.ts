import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import { texts, tenantUrl, useDemoSession, waitForApp, waitForHome } from './support';

// Issue 22 end to end: a signed-in member sees their likes (the personal variants me/events, me/news)
// on the home's events and on an event's detail, while a visitor's same pages (their kept copies
// included) show none; the favourites list the shops the member follows (me/companies); shop cards
// say what each shop has, in English and in Czech.

test('a member sees their liked events on the home and an event detail; a visitor after them sees none', async ({ page, context, browser }) => {
  const common = texts('en');
  await useDemoSession(context, 'aupark');
  await page.goto(tenantUrl('aupark', '/en'));
  await waitForHome(page);
  const events = page.getByTestId('home-events').getByTestId('home-event');
  await expect(events.first()).toBeVisible();
  const liked = events.filter({ has: page.getByTestId('post-liked') });
  await expect(liked.first()).toBeVisible();
  await expect(liked.first().getByTestId('post-liked')).toHaveText(`♥ ${common.toggles.liked}`);
  const href = await liked.first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/en\/event\/\d+\//);

  // The event's detail, first HTML of the member's own: marked as liked.
  await page.goto(tenantUrl('aupark', href!));
  await waitForApp(page);
  await expect(page.getByTestId('event-liked')).toBeVisible();

  // A visitor (no session) right after: the same home and detail, nobody's likes.
  const visitor = await browser.newPage();
  try {
    await visitor.goto(tenantUrl('aupark', '/en'));
    await waitForHome(visitor);
    await expect(visitor.getByTestId('home-events').getByTestId('home-event').first()).toBeVisible();
    await expect(visitor.getByTestId('post-liked')).toHaveCount(0);
    await visitor.goto(tenantUrl('aupark', href!));
    // Its first HTML too (a kept copy would be a member's if one had entered it).
    const html = await visitor.evaluate(async (path) => (await fetch(path, { headers: { accept: 'text/html' } })).text(), href!);
    expect(html).toContain('data-testid="event"');
    expect(html).not.toContain('data-testid="event-liked"');
    await waitForApp(visitor);
    await expect(visitor.getByTestId('event')).toBeVisible();
    await expect(visitor.getByTestId('event-liked')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('the favourites list the shops the member follows, each linking to its page', async ({ page, context }) => {
  // The demo member of Galerie Harfa follows two shops (sandbox/src/members/favourites.ts).
  await useDemoSession(context, 'galerieharfa');
  await page.goto(tenantUrl('galerieharfa', pathFor('dashboard-favourites', 'cz')));
  await waitForApp(page);
  const followed = page.getByTestId('followed-shop');
  await expect(followed).toHaveCount(2);
  const link = followed.first().getByRole('link').first();
  await expect(link).toHaveAttribute('href', /^\/cz\/obchod\/\d+\/[a-z0-9-]+$/);
  await link.click();
  await expect(page.getByTestId('shop-detail')).toBeVisible();
  await expect(page.getByTestId('shop-follow')).toHaveAttribute('aria-pressed', 'true');
});

for (const [lang, tenant, words] of [
  ['en', 'aupark', /^\d+ (offers?|events?|news items?)$/],
  ['cz', 'galerieharfa', /^\d+ (nabídka|nabídky|nabídek|akce|akcí|novinka|novinky|novinek)$/],
] as const) {
  test(`shop cards say how many offers, events and news a shop has (${lang})`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, pathFor('shops-services', lang)));
    await waitForApp(page);
    const counts = page.getByTestId('shop-card').getByTestId('shop-counts');
    await expect(counts.first()).toBeVisible();
    const parts = await counts.first().locator('li').allTextContents();
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(part).toMatch(words);
    // A part leads to the shop detail's section of it.
    const link = counts.first().getByRole('link').first();
    await expect(link).toHaveAttribute('href', /#shop-(offers|events|news)$/);
    await link.click();
    await expect(page.getByTestId('shop-detail')).toBeVisible();
    // The detail says it too, under its title.
    await expect(page.locator('.shop-detail__title').getByTestId('shop-counts')).toHaveText(new RegExp(parts.join('.*')));
  });
}
