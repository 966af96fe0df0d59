import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import cz from '../src/features/rewards/locales/cz.json' with { type: 'json' };
import de from '../src/features/rewards/locales/de.json' with { type: 'json' };
import en from '../src/features/rewards/locales/en.json' with { type: 'json' };
import sk from '../src/features/rewards/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, collectGraphqlRequests, fill, giveConsent, isPrefetchRequest, languages, tenants, tenantUrl, texts, waitForApp } from './support';

// Rewards (spec §2 list, by category, detail): server-rendered in every language, from the list to a
// detail and a category by client-side navigation, a wrong slug landing on the right address, the
// statuses of bad paths, the point wording and the like button of a visitor.

const screenTexts = { en, cz, sk, de };
const aupark = tenants.aupark;

// sandbox/src/data/rewards.ts: the first reward of every tenant, and its category (901).
const coffee = {
  en: { title: 'Free coffee', slug: 'free-coffee', category: 'Food & Drinks', key: '901-food-and-drinks' },
  cz: { title: 'Káva zdarma', slug: 'kava-zdarma', category: 'Jídlo a pití', key: '901-jidlo-a-piti' },
  sk: { title: 'Káva zadarmo', slug: 'kava-zadarmo', category: 'Jedlo a nápoje', key: '901-jedlo-a-napoje' },
  de: { title: 'Gratis Kaffee', slug: 'gratis-kaffee', category: 'Essen & Trinken', key: '901-essen-and-trinken' },
} as const;

test.beforeEach(async ({ context }) => {
  await giveConsent(context, aupark.origin);
});

for (const lang of languages) {
  test(`rewards in ${lang}: list, detail by client navigation, category`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const t = screenTexts[lang];
    const response = await page.goto(tenantUrl(aupark, pathFor('rewards', lang, { page: 1 })));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<h1>${t.title}</h1>`);
    expect(html).toContain(coffee[lang].title);
    await expect(page).toHaveTitle(fill(t.head.title, { mall: 'Aupark' }));
    await expect(page.getByTestId('reward-card')).toHaveCount(10);
    await expect(page.getByTestId('pagination')).toBeVisible();
    await waitForApp(page);
    await expect(page.getByTestId('reward-list')).toHaveAttribute('data-all-images-loaded', 'true');

    const graphql = collectGraphqlRequests(page);
    await page.getByRole('link', { name: coffee[lang].title }).first().click();
    await expect(page).toHaveURL(tenantUrl(aupark, pathFor('reward', lang, { id: '1401', title: coffee[lang].slug })));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(coffee[lang].title);
    await expect(page).toHaveTitle(fill(t.head.rewardTitle, { reward: coffee[lang].title, mall: 'Aupark' }));
    // The mall's date format (d.m.Y for aupark).
    await expect(page.getByTestId('reward-validity')).toHaveText(fill(t.validRange, { from: '01.01.2026', to: '31.12.2026' }));
    await expect(page.getByTestId('reward-limits')).toContainText(fill(t.remaining, { remaining: 363, total: 500 }));
    await expect(page.getByTestId('reward-related').getByTestId('reward-card')).toHaveCount(4);
    expect(graphql.filter((r) => !isPrefetchRequest(r)).length).toBeLessThanOrEqual(1);

    // A visitor's like says that liking needs signing in, with the way to sign in and back.
    await page.getByTestId('like-button').first().click();
    await expect(page.getByTestId('like-note').first()).toContainText(t.likeNeedsSignIn);
    await expect(page.getByTestId('like-note').first().getByRole('link')).toHaveAttribute('href', /\?redirect=/);

    await page.getByRole('link', { name: coffee[lang].category }).first().click();
    await expect(page).toHaveURL(tenantUrl(aupark, pathFor('rewards-category', lang, { category: coffee[lang].key, page: 1 })));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(coffee[lang].category);
    await expect(page.getByTestId('reward-card').first()).toContainText(coffee[lang].title);
    expect(errors).toEqual([]);
  });

  test(`rewards in ${lang}: a wrong slug lands on the right address`, async ({ page }) => {
    const response = await page.goto(tenantUrl(aupark, pathFor('reward', lang, { id: '1401', title: 'old-title' })));
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toContain('/old-title');
    await expect(page).toHaveURL(tenantUrl(aupark, pathFor('reward', lang, { id: '1401', title: coffee[lang].slug })));
    // A category by its bare id lands on its key.
    await page.goto(tenantUrl(aupark, pathFor('rewards-category', lang, { category: '901', page: 1 })));
    await expect(page).toHaveURL(tenantUrl(aupark, pathFor('rewards-category', lang, { category: coffee[lang].key, page: 1 })));
  });
}

test('bad paths answer 404 with the error screen', async ({ page }) => {
  for (const path of [
    pathFor('rewards', 'en', { page: 3 }),
    pathFor('rewards', 'en', { page: 'abc' }),
    pathFor('rewards-category', 'en', { category: '999-nothing', page: 1 }),
    pathFor('rewards-category', 'en', { category: '901-food-and-drinks', page: 2 }),
    pathFor('reward', 'en', { id: 'abc', title: 'x' }),
    pathFor('reward', 'en', { id: '1999', title: 'x' }),
    `/en/rewards/${'x'.repeat(2000)}/1`,
  ]) {
    const response = await page.goto(tenantUrl(aupark, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-screen').locator('.error-screen__status')).toHaveText('404');
  }
});

test('point wording: 1, 2–4 and 5 or more in Czech', async ({ page }) => {
  await page.goto(tenantUrl(aupark, pathFor('rewards', 'cz', { page: 1 })));
  const points = page.getByTestId('reward-points');
  await expect(points.nth(0)).toHaveText('100 bodů');
  await expect(points.nth(2)).toHaveText('3 body');
  await expect(points.nth(3)).toHaveText('1 bod');
  await expect(points.nth(5)).toHaveText('2 body');
});

test('the second page links back to the first and shows the rest', async ({ page }) => {
  await page.goto(tenantUrl(aupark, pathFor('rewards', 'sk', { page: 2 })));
  await expect(page.getByTestId('reward-card')).toHaveCount(3);
  await expect(page).toHaveTitle(fill(sk.head.titlePage, { page: 2, mall: 'Aupark' }));
  await page.getByTestId('pagination').getByRole('link', { name: fill(texts('sk').pagination.page, { page: 1 }) }).click();
  await expect(page).toHaveURL(tenantUrl(aupark, '/sk/odmeny/1'));
  await expect(page.getByTestId('reward-card')).toHaveCount(10);
});

test('europasc shows rewards to members only (is_rewards_visible_only_when_logged_in)', async ({ page }) => {
  await page.goto(tenantUrl(tenants.europasc, pathFor('rewards', 'en', { page: 1 })));
  await expect(page).toHaveURL(new RegExp(`${pathFor('login', 'en')}`));
});

test('axe finds nothing on the list and on a detail', async ({ page }) => {
  for (const path of [pathFor('rewards', 'en', { page: 1 }), pathFor('reward', 'cz', { id: '1410', title: 'manikura' })]) {
    await page.goto(tenantUrl(aupark, path));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
