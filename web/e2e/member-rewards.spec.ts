import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '@mall/site';
import mrCz from '../src/features/member-rewards/locales/cz.json' with { type: 'json' };
import mrEn from '../src/features/member-rewards/locales/en.json' with { type: 'json' };
import { collectConsoleErrors, createMember, giveConsent, signIn, signInWith, tenants, tenantUrl, waitForApp, type TenantId } from './support';

// The member's rewards end to end (issue 10 "Rewards for members"): sign in, the dashboard's rewards
// with the balance and the catalogue, activate a reward (after a confirmation), find it under the
// activated rewards, open its page with the QR code for the cashier; a refusal said clearly; another
// member's reward is a 404. In English and Czech; axe finds nothing on either screen.

const screenTexts = { en: mrEn, cz: mrCz };

async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pointsOf = async (page: Page) => Number((await page.getByTestId('balance').locator('.balance__value').innerText()).replace(/\D/g, ''));

for (const [lang, tenant] of [
  ['en', 'aupark'],
  ['cz', 'galerieharfa'],
] as const satisfies readonly (readonly ['en' | 'cz', TenantId])[]) {
  test(`activate a reward and find it under my rewards, then its code for the cashier (${lang}, ${tenant})`, async ({ page, context }) => {
    const t = screenTexts[lang];
    const errors = collectConsoleErrors(page);
    await giveConsent(context, tenants[tenant].origin);
    const rewardsPath = pathFor('dashboard-rewards', lang);
    await signIn(page, tenant, `${pathFor('login', lang)}?redirect=${encodeURIComponent(rewardsPath)}`);
    await expect(page).toHaveURL(tenantUrl(tenant, rewardsPath));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    // The first HTML was the member's: seeded rewards of every status, the catalogue with its reasons.
    await expect(page.getByTestId('customer-reward').first()).toBeVisible();
    for (const status of ['ACTIVE', 'USED', 'EXPIRED']) await expect(page.locator(`[data-testid="customer-reward"][data-status="${status}"]`).first()).toBeVisible();
    const coffee = page.locator('[data-testid="member-reward"][data-availability="LIMIT_REACHED"]').first();
    await expect(coffee.getByTestId('availability')).toHaveText(t.catalogue.availability.LIMIT_REACHED);
    expect(await violations(page)).toEqual([]);

    const before = await pointsOf(page);
    const parking = page.locator(`[data-testid="member-reward"][data-reward="${tenants[tenant].id === 'aupark' ? 1403 : 2403}"]`);
    await parking.getByTestId('activate-button').click();
    // Spending points is confirmed first.
    await expect(parking.getByTestId('activate-confirm')).toBeFocused();
    await parking.getByTestId('activate-confirm').click();
    const code = parking.getByTestId('activated-code');
    await expect(code).toHaveText(/^[A-Z]{3}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const activated = await code.innerText();
    await expect(parking.getByTestId('activate-outcome')).toContainText(t.catalogue.activated);
    // The screen is asked again: the balance is 3 points lower, the new reward leads the list, active.
    await expect.poll(() => pointsOf(page)).toBe(before - 3);
    const first = page.getByTestId('customer-reward').first();
    await expect(first).toHaveAttribute('data-status', 'ACTIVE');
    await expect(first.getByTestId('customer-reward-code')).toHaveText(activated);

    await code.click();
    await expect(page).toHaveURL(new RegExp(`${pathFor('my-reward', lang, { id: '0' }).replace(/0$/, '')}\\d+$`));
    await expect(page.getByTestId('my-reward-code')).toHaveText(activated);
    await expect(page.getByTestId('my-reward-status')).toHaveText(t.mine.status.ACTIVE);
    const qr = page.getByTestId('my-reward-qr');
    await expect(qr).toHaveAttribute('role', 'img');
    await expect(qr.locator('svg path').first()).toBeAttached();
    expect(await qr.locator('svg script, svg a, svg text').count()).toBe(0);
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThan(150);

    // Its first HTML is the member's too, never kept; the QR code is in it.
    const response = await page.goto(page.url());
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await response?.text()).toContain(activated);
    await waitForApp(page);
    await expect(page.getByTestId('my-reward-qr').locator('svg')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a refusal is said clearly and nothing is spent; another member’s reward is a 404; a visitor goes to sign in', async ({ page, context, browser, request }) => {
  await giveConsent(context, tenants.aupark.origin);
  // A newcomer, with the welcome bonus only.
  const member = await createMember(request, 'aupark');
  await signInWith(page, 'aupark', `/en/login?redirect=${encodeURIComponent('/en/rewards')}`, member.email, member.password!);
  const before = await pointsOf(page);
  expect(before).toBeLessThan(1000);
  // The 25 € voucher costs more than the balance: its card says how many points are missing.
  const voucher = page.locator('[data-testid="member-reward"][data-reward="1409"]');
  await expect(voucher.getByTestId('availability')).toHaveText(mrEn.catalogue.availability.INSUFFICIENT_POINTS.replace('{{points}}', `${1000 - before} points`));
  await expect(voucher.getByTestId('activate-button')).toHaveCount(0);
  expect(await pointsOf(page)).toBe(before);

  // An id that is not this member's: the 404 screen, on the server.
  const foreign = await page.goto(tenantUrl('aupark', '/en/my-reward/2001'));
  expect(foreign?.status()).toBe(404);
  await expect(page.getByTestId('error-screen')).toBeVisible();

  // A visitor: sign in first, and back here after.
  const visitor = await browser.newPage();
  await visitor.goto(tenantUrl('aupark', '/en/my-reward/1004'));
  await expect(visitor).toHaveURL(tenantUrl('aupark', '/en/login?redirect=%2Fen%2Fmy-reward%2F1004'));
  await visitor.close();
});
