import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exeBytes, jpegBytes, pdfBytes, pdfWithOpenActionJs, pngBytes } from '../../bff/src/test/upload-fixtures';
import { collectConsoleErrors, decideReceipts, giveConsent, tenants, tenantUrl, useDemoSession, waitForApp, type TenantId } from './support';

// The loyalty part of the member's dashboard end to end (issue 10): my points in two languages (the
// first HTML rendered for the member, the history paged, client-side navigation between the parts),
// uploading a receipt of each accepted type and a refused one, the new ones pending in the list, and
// the overview's points card. axe finds nothing on these screens.

async function axe(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function asMember(page: Page, tenant: TenantId): Promise<void> {
  await useDemoSession(page.context(), tenant);
  await giveConsent(page.context(), tenants[tenant].origin);
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date());

for (const [lang, tenant, path, words] of [
  ['en', 'aupark', '/en/my-points', { title: 'My points', unit: /\d points$/, tier: 'Silver', receipt: 'Receipt', date: /^\d{2}\.\d{2}\.\d{4}$/, page2: 'Page 2' }],
  ['cz', 'galerieharfa', '/cz/moje-body', { title: 'Moje body', unit: /\d bodů$/, tier: 'Stříbrná', receipt: 'Účtenka', date: /^\d{2}\.\d{2}\.\d{4}$/, page2: 'Stránka 2' }],
] as const) {
  test(`my points in ${lang}: balance, what expires, the tier, the history paged — rendered for the member`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await asMember(page, tenant);
    const response = await page.goto(tenantUrl(tenant, path));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="points-balance"');
    expect(html).toContain('noindex');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByTestId('points-balance')).toHaveText(words.unit);
    await expect(page.getByTestId('tier-name')).toHaveText(words.tier);
    await expect(page.getByTestId('points-expiring').getByRole('listitem')).toHaveCount(3);
    const rows = page.getByTestId('points-movement');
    await expect(rows).toHaveCount(10);
    await expect(rows.first().locator('td').first()).toHaveText(words.date);
    await expect(page.getByTestId('points-history')).toContainText(words.receipt);
    // The next page of the history, as a link (client-side navigation, the query in the address).
    await page.getByTestId('pagination').getByRole('link', { name: words.page2, exact: true }).click();
    await expect(page).toHaveURL(tenantUrl(tenant, `${path}?page=2`));
    await expect(rows.first()).toBeVisible();
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    // A page past the last is no page.
    expect((await page.goto(tenantUrl(tenant, `${path}?page=99`)))?.status()).toBe(404);
  });
}

test('upload a receipt as a JPEG, a PNG and a PDF, and a disguised executable and a PDF that runs a script refused: the new ones pending in the list, then checked', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const tenant = 'europasc';
  await asMember(page, tenant);
  await page.goto(tenantUrl(tenant, '/sk/blocky'));
  await waitForApp(page);
  const form = page.getByTestId('receipt');
  const fill = async (amount: string) => {
    await form.getByLabel(/^Obchod/).selectOption({ index: 1 });
    await form.getByLabel(/^Zaplatená suma/).fill(amount);
    await form.getByLabel(/^Deň nákupu/).fill(today());
  };
  // A photo reaches the platform encoded anew as a JPEG (issue 17): the PNG is listed as a .jpg.
  const files = [
    { name: 'blocek-jpeg.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes(320, 480), listed: 'blocek-jpeg.jpg' },
    { name: 'blocek-png.png', mimeType: 'image/png', buffer: await pngBytes(200, 300), listed: 'blocek-png.jpg' },
    { name: 'blocek-pdf.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Blocek 12,50 EUR'), listed: 'blocek-pdf.pdf' },
  ];
  for (const [index, { listed, ...file }] of files.entries()) {
    await fill(`1${index},50`);
    await form.getByLabel(/^Fotografia alebo PDF bločku/).setInputFiles(file);
    await expect(page.getByTestId('receipt-file-chosen')).toContainText(file.name);
    await form.getByRole('button', { name: 'Nahrať bloček' }).click();
    await expect(page.getByTestId('receipt-uploaded')).toBeVisible();
    const first = page.getByTestId('receipt-item').first();
    await expect(first).toHaveAttribute('data-status', 'PENDING');
    await expect(first).toContainText(listed);
    await expect(first.getByTestId('receipt-status')).toHaveText('Kontroluje sa');
    // The form starts over for the next receipt.
    await expect(form.getByLabel(/^Zaplatená suma/)).toHaveValue('');
  }
  // An executable named .jpg and declared a JPEG passes the browser's courtesy check; the bff reads its bytes.
  await fill('9,90');
  await form.getByLabel(/^Fotografia alebo PDF bločku/).setInputFiles({ name: 'blocek.jpg', mimeType: 'image/jpeg', buffer: exeBytes() });
  await form.getByRole('button', { name: 'Nahrať bloček' }).click();
  await expect(page.getByTestId('receipt-file-error')).toHaveText('Vyberte, prosím, fotografiu (JPEG alebo PNG) alebo PDF.');
  await expect(page.getByTestId('receipt-summary')).toBeFocused();
  // Nothing typed or chosen is lost, and nothing was added to the list.
  await expect(form.getByLabel(/^Zaplatená suma/)).toHaveValue('9,90');
  await expect(page.getByTestId('receipt-file-chosen')).toContainText('blocek.jpg');
  await expect(page.getByTestId('receipt-item').first()).toContainText('blocek-pdf.pdf');
  // A PDF whose OpenAction runs JavaScript is a PDF by its bytes; the bff looks inside and refuses it.
  await form.getByLabel(/^Fotografia alebo PDF bločku/).setInputFiles({ name: 'blocek-skript.pdf', mimeType: 'application/pdf', buffer: pdfWithOpenActionJs() });
  await form.getByRole('button', { name: 'Nahrať bloček' }).click();
  await expect(page.getByTestId('receipt-file-error')).toHaveText('Toto PDF obsahuje skripty, akcie alebo priložené súbory, a preto ho nemožno prijať. Vyberte, prosím, fotografiu alebo PDF bez nich.');
  await expect(page.getByTestId('receipt-summary')).toBeFocused();
  await expect(page.getByTestId('receipt-item').first()).toContainText('blocek-pdf.pdf');
  expect(await axe(page)).toEqual([]);

  // The mall checks them: accepted, with their points, in the list and in the history.
  await decideReceipts(request, tenant, 'accepted');
  await page.reload();
  await waitForApp(page);
  const items = page.getByTestId('receipt-item');
  for (let i = 0; i < 3; i++) {
    await expect(items.nth(i)).toHaveAttribute('data-status', 'ACCEPTED');
    await expect(items.nth(i)).toContainText(/\+\d+ bod/);
  }
  await page.goto(tenantUrl(tenant, '/sk/moje-body'));
  await expect(page.getByTestId('points-movement').first()).toContainText('Bloček');
  // The browser reports the refused upload's 415 as a failed resource; nothing else went wrong.
  expect(errors.filter((e) => !/status of 415 .*\/api\/receipts/.test(e))).toEqual([]);
});

test("the overview's points card: the balance and the tier's progress, and the way to my points", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await asMember(page, 'novoplaza');
  await page.goto(tenantUrl('novoplaza', '/de/dashboard'));
  await waitForApp(page);
  const card = page.getByTestId('points-card');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Ihre Punkte');
  await expect(page.getByTestId('points-card-balance')).toHaveText(/^\d[\d.]* Punkte$/);
  const progress = card.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', /^(\d0|100)$/);
  await expect(card.getByTestId('tier-next')).toContainText(/Noch .* Punkte bis /);
  // The dashboard's menu lists the loyalty parts; the card leads to my points without a reload.
  const menu = page.getByTestId('dashboard-menu');
  for (const name of ['Meine Punkte', 'Kassenbons', 'Punkte sammeln', 'Auszeichnungen']) await expect(menu.getByRole('link', { name })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  const balance = await page.getByTestId('points-card-balance').innerText();
  await card.getByRole('link', { name: 'Meine Punkte und Verlauf' }).click();
  await expect(page).toHaveURL(tenantUrl('novoplaza', '/de/dashboard/my-points'));
  await expect(page.getByTestId('points-balance')).toHaveText(balance);
  expect(await axe(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('get points and awards: the rules of the mall, the way to the upload, badges earned and to earn', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await asMember(page, 'aupark');
  await page.goto(tenantUrl('aupark', '/en/get-points'));
  await waitForApp(page);
  await expect(page.getByTestId('get-points-rate')).toHaveText('You get 1 point for every €1 you spend, and more in higher tiers.');
  await expect(page.getByTestId('get-points-tiers').locator('> li')).toHaveCount(4);
  await expect(page.getByTestId('get-points-bonuses').locator('> li')).toHaveCount(4);
  expect(await axe(page)).toEqual([]);
  await page.getByTestId('get-points-upload').click();
  await expect(page).toHaveURL(tenantUrl('aupark', '/en/receipts'));
  await expect(page.getByTestId('receipt')).toBeVisible();
  await page.goto(tenantUrl('aupark', '/en/awards'));
  await waitForApp(page);
  await expect(page.getByTestId('badges-earned').getByTestId('badge').first()).toContainText(/Earned on \d{2}\.\d{2}\.\d{4}/);
  await expect(page.getByTestId('badges-open').getByRole('progressbar').first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a visitor is sent to sign in from each loyalty page, with the way back', async ({ page }) => {
  for (const path of ['/en/my-points', '/cz/uctenky', '/sk/ocenenia', '/de/dashboard/get-points']) {
    await page.goto(tenantUrl('aupark', path));
    expect(new URL(page.url()).searchParams.get('redirect'), path).toBe(path);
    await expect(page.getByTestId('login')).toBeVisible();
  }
});
