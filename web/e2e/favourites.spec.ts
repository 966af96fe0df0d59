import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '@mall/site';
import favCz from '../src/features/favourites/locales/cz.json' with { type: 'json' };
import favEn from '../src/features/favourites/locales/en.json' with { type: 'json' };
import { collectConsoleErrors, giveConsent, signIn, tenants, tenantUrl, texts, waitForApp, type TenantId } from './support';

// Favourites end to end (issue 10 "Favourites"): a member likes a reward on the public list, finds it
// in their favourites and takes it back there; follows a shop on its page and finds it too. The
// public list a visitor gets meanwhile never shows the member's like (the kept copy stays public). In
// English and Czech; axe finds nothing on the favourites page.

const screenTexts = { en: favEn, cz: favCz };

async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const cardOf = (page: Page, title: string) => page.getByTestId('reward-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const [lang, tenant, coffee, shopId] of [
  ['en', 'aupark', 'Free coffee', '1002'],
  ['cz', 'galerieharfa', 'Káva zdarma', '2002'],
] as const satisfies readonly (readonly ['en' | 'cz', TenantId, string, string])[]) {
  test(`like a reward on the public list, find it in favourites and unlike it; follow a shop (${lang}, ${tenant})`, async ({ page, context, browser }) => {
    test.slow(); // a long journey (sign-in, two lists, two axe runs, a second page, a shop): 68 s at a load average of 12
    const t = screenTexts[lang];
    const common = texts(lang);
    const errors = collectConsoleErrors(page);
    await giveConsent(context, tenants[tenant].origin);
    const list = pathFor('rewards', lang, { page: 1 });
    await signIn(page, tenant, `${pathFor('login', lang)}?redirect=${encodeURIComponent(list)}`);
    await expect(page).toHaveURL(tenantUrl(tenant, list));

    // Like the free coffee: the button follows at once, and stays so on the member's next first HTML.
    const like = cardOf(page, coffee).getByTestId('like-button');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText(common.toggles.liked);
    // Sent and answered (the button is busy meanwhile).
    await expect(like).not.toHaveAttribute('aria-busy');
    await page.reload();
    await waitForApp(page);
    await expect(cardOf(page, coffee).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    expect(await violations(page)).toEqual([]);

    // A visitor meanwhile: the same list, public, nobody's likes in it.
    const visitor = await browser.newPage();
    await visitor.goto(tenantUrl(tenant, list));
    await expect(visitor.getByTestId('reward-card').first()).toBeVisible();
    expect(await visitor.locator('[data-testid="like-button"][aria-pressed="true"]').count()).toBe(0);
    await visitor.close();

    // Favourites: the coffee is there, liked.
    await page.goto(tenantUrl(tenant, pathFor('dashboard-favourites', lang)));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const liked = page.getByTestId('liked-reward').filter({ hasText: coffee });
    await expect(liked).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
    // Unlike it there: it leaves the list, and the public list shows it unliked.
    await liked.getByTestId('like-button').click();
    await expect(page.getByTestId('liked-reward').filter({ hasText: coffee })).toHaveCount(0);
    await page.goto(tenantUrl(tenant, list));
    await waitForApp(page);
    await expect(cardOf(page, coffee).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');

    // Follow a shop on its page; it shows under the followed shops; unfollow it there.
    await page.goto(tenantUrl(tenant, pathFor('shop', lang, { id: shopId, title: 'x' })));
    await waitForApp(page);
    const follow = page.getByTestId('shop-follow');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toContainText(common.toggles.following);
    await expect(follow).not.toHaveAttribute('aria-busy');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.goto(tenantUrl(tenant, pathFor('dashboard-favourites', lang)));
    await waitForApp(page);
    const followed = page.getByTestId('followed-shop').filter({ hasText: name });
    await expect(followed).toHaveCount(1);
    await followed.getByTestId('shop-follow').click();
    await expect(page.getByTestId('followed-shop').filter({ hasText: name })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
