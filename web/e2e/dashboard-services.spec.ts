import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import dashboardCz from '../src/features/dashboard/locales/cz.json' with { type: 'json' };
import dashboardEn from '../src/features/dashboard/locales/en.json' with { type: 'json' };
import paymentsCz from '../src/features/payments/locales/cz.json' with { type: 'json' };
import paymentsEn from '../src/features/payments/locales/en.json' with { type: 'json' };
import supportCz from '../src/features/support/locales/cz.json' with { type: 'json' };
import supportEn from '../src/features/support/locales/en.json' with { type: 'json' };
import { collectConsoleErrors, createMember, demoToken, fill, giveConsent, tenantUrl, useSessionOf, waitForApp, type TenantId } from './support';

// The rest of the dashboard end to end (issue 10 "Dashboard"), in two languages: the parking code's QR
// on the overview, the account-setup modal (once, remembered, forgotten at sign-out), a saved card
// removed after its confirmation, the purchases paged with prices in the mall's currency, and a support
// request sent (or the page saying the mall offers none).

async function open(page: Page, tenant: TenantId, path: string, token = demoToken(tenant)) {
  await useSessionOf(page.context(), tenant, token);
  await giveConsent(page.context(), tenantUrl(tenant));
  const response = await page.goto(tenantUrl(tenant, path));
  await waitForApp(page);
  return response;
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [lang, tenant, path, texts] of [
  ['en', 'aupark', '/en/dashboard', dashboardEn],
  ['cz', 'galerieharfa', '/cz/dashboard', dashboardCz],
] as const) {
  test(`the overview shows the parking code as a QR code in ${lang}, rendered on the server`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await open(page, tenant, path);
    expect(await response!.text()).toContain('data-testid="parking-pass"');
    const card = page.getByTestId('parking-pass');
    await expect(card.getByRole('heading', { name: texts.parking.title })).toBeVisible();
    const qr = card.getByRole('img', { name: new RegExp(texts.parking.qrLabel.replace('{{code}}', '.+')) });
    await expect(qr.locator('svg path')).toHaveCount(2);
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThan(150);
    await expect(page.getByTestId('parking-pass-code')).toHaveText(/^P-\d{5}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Valid until tomorrow, in the mall's format (d.m.Y) and time (H:i).
    await expect(card).toContainText(new RegExp(texts.parking.validUntil.replace('{{date}}', '\\d{2}\\.\\d{2}\\.\\d{4}').replace('{{time}}', '\\d{2}:\\d{2}')));
    // A demo member's profile is complete: no setup modal.
    await expect(page.getByTestId('account-setup')).not.toBeVisible();
    await noAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

// Beta's members are made here: another spec ends every beta session (its demo token among them).
test('a mall without a car park shows no parking card', async ({ page, request }) => {
  await open(page, 'beta', '/en/dashboard', (await createMember(request, 'beta', { phone: '+420 601 123 456', birthDate: '1985-02-11' })).token);
  await expect(page.getByTestId('dashboard-overview')).toBeVisible();
  await expect(page.getByTestId('parking-pass')).toHaveCount(0);
});

test('the account-setup modal asks an incomplete profile once, is remembered by its date, and is forgotten at sign-out', async ({ page, request }) => {
  const member = await createMember(request, 'europasc');
  await open(page, 'europasc', '/sk/dashboard', member.token);
  const dialog = page.getByRole('dialog', { name: 'Doplňte svoj účet' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['telefónne číslo', 'dátum narodenia']);
  const shownAt = await page.evaluate(() => localStorage.getItem('accountSetupModalShownAt'));
  expect(Date.now() - Date.parse(shownAt!)).toBeLessThan(60_000);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Remembered: not again on the next visit.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('dashboard-overview')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Signing out forgets the date (spec §4 "Session").
  await page.getByTestId('header-logout').click();
  await page.waitForURL(tenantUrl('europasc', '/sk'));
  expect(await page.evaluate(() => localStorage.getItem('accountSetupModalShownAt'))).toBeNull();
  // Its way on is the profile page.
  await open(page, 'europasc', '/sk/dashboard', member.token);
  await dialog.getByRole('link').click();
  await page.waitForURL(tenantUrl('europasc', '/sk/profil'));
  await expect(page.getByTestId('profile-page')).toBeVisible();
});

for (const [lang, tenant, path, texts] of [
  ['en', 'europasc', '/en/payment-methods', paymentsEn],
  ['cz', 'galerieharfa', '/cz/platebni-metody', paymentsCz],
] as const) {
  test(`removes a saved card in ${lang} after its confirmation; cards are shown masked, never their number`, async ({ page }) => {
    await open(page, tenant, path);
    expect(await page.getByTestId('payment-methods').innerText()).not.toMatch(/\d{5,}/);
    const cards = page.getByTestId('saved-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(cards.first()).toContainText(texts.methods.default);
    await expect(cards.first()).toContainText(/•••• \d{4}/);
    const last = cards.last();
    const name = (await last.locator('.saved-card__name').innerText()).split('\n')[0]!;
    await last.getByRole('button', { name: texts.methods.remove }).click();
    const dialog = page.getByRole('dialog', { name: texts.methods.confirmTitle });
    await expect(dialog).toBeVisible();
    // Kept on second thought.
    await dialog.getByRole('button', { name: texts.methods.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(count);
    await last.getByRole('button', { name: texts.methods.remove }).click();
    await noAxeViolations(page);
    await dialog.getByRole('button', { name: texts.methods.confirm }).click();
    await expect(cards).toHaveCount(count - 1);
    await expect(page.getByTestId('payment-methods-status')).toContainText(name.trim().split(' ')[0]!);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('saved-card')).toHaveCount(count - 1);
  });
}

for (const [lang, tenant, path, texts, price] of [
  ['en', 'aupark', '/en/purchases', paymentsEn, /^€\d+(\.\d{2})?$/],
  ['cz', 'galerieharfa', '/cz/nakupy', paymentsCz, /^\d[\d\s]*(,\d{2})?\s*Kč$/],
] as const) {
  test(`lists the purchases in ${lang}, newest first, paged, with prices in the mall's currency`, async ({ page }) => {
    await open(page, tenant, path);
    const items = page.getByTestId('purchase');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText(texts.purchases.giftCard);
    await expect(items.first()).toContainText(texts.purchases.status.pending);
    await expect(items.getByText(texts.purchases.parking, { exact: true }).first()).toBeVisible();
    for (const text of await page.getByTestId('purchase-price').allInnerTexts()) expect(text.replace(/[\u00a0\u202f]/g, ' ')).toMatch(price);
    await noAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(texts.purchases.older) }).click();
    await expect(page).toHaveURL(tenantUrl(tenant, `${path}?page=2`));
    await expect(items).toHaveCount(4);
    await expect(page.getByTestId('purchases-pages')).toContainText(fill(texts.purchases.page, { page: 2, lastPage: 2 }));
    const missing = await page.goto(tenantUrl(tenant, `${path}?page=9`));
    expect(missing!.status()).toBe(404);
  });
}

for (const [lang, tenant, path, texts] of [
  ['en', 'aupark', '/en/support', supportEn],
  ['cz', 'galerieharfa', '/cz/podpora', supportCz],
] as const) {
  test(`sends a support request in ${lang}: refused input kept, then sent with its reference and listed`, async ({ page, request }) => {
    const member = await createMember(request, tenant);
    await open(page, tenant, path, member.token);
    await expect(page.getByTestId('support-history')).toContainText(texts.history.none);
    const form = page.getByTestId('support-request');
    await form.getByLabel(texts.form.subject).fill('Parking code at the barrier');
    await form.getByLabel(texts.form.message).fill('Too short');
    await form.getByRole('button', { name: texts.form.send }).click();
    await expect(page.getByTestId('support-request-summary')).toBeFocused();
    await expect(page.getByTestId('support-request-category-error')).toBeVisible();
    await expect(form.getByLabel(texts.form.subject)).toHaveValue('Parking code at the barrier');
    await form.getByLabel(texts.form.category).selectOption({ label: texts.categories.parking });
    await form.getByLabel(texts.form.message).fill('The exit barrier did not read the code from my phone yesterday evening.');
    await noAxeViolations(page);
    await form.getByRole('button', { name: texts.form.send }).click();
    const sent = page.getByTestId('support-sent');
    await expect(sent).toBeFocused();
    await expect(page.getByTestId('support-reference')).toHaveText(new RegExp(texts.sent.reference.replace('{{reference}}', '[A-Z]{3}-\\d{6}')));
    await expect(sent).toContainText(member.email);
    await expect(page.getByTestId('support-history')).toContainText('Parking code at the barrier');
    await expect(page.getByTestId('support-history')).toContainText(texts.status.open);
  });
}

test('where the mall offers no support (beta) the page says so, with the mall’s own contacts', async ({ page, request }) => {
  const response = await open(page, 'beta', '/en/support', (await createMember(request, 'beta')).token);
  expect(response!.status()).toBe(200);
  await expect(page.getByTestId('support-off')).toContainText(supportEn.off.split('{{mall}}')[0]!);
  await expect(page.getByTestId('support-request')).toHaveCount(0);
});
