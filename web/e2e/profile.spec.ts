import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fieldErrorMessages } from '@mall/site/forms';
import profileCz from '../src/features/profile/locales/cz.json' with { type: 'json' };
import profileEn from '../src/features/profile/locales/en.json' with { type: 'json' };
import { collectConsoleErrors, createMember, giveConsent, signInWith, tenantUrl, useSessionOf, waitForApp, type TenantId } from './support';

// The profile page end to end (issue 10 "Dashboard"): details saved after a refused phone number
// (the message in the page's language, what was typed kept), a password changed and then used to sign
// in, the account deleted behind its confirmation dialog (focus kept in it, Escape closes it) and then
// no longer able to sign in. Each test has an account of its own: the demo accounts stay as they are.

const texts = { en: profileEn, cz: profileCz };

async function openProfile(page: Page, tenant: TenantId, path: string, token: string) {
  await useSessionOf(page.context(), tenant, token);
  await giveConsent(page.context(), tenantUrl(tenant));
  await page.goto(tenantUrl(tenant, path));
  await waitForApp(page);
  await expect(page.getByTestId('profile-page')).toBeVisible();
}

/** The login page refuses these credentials (on the e-mail field, in the page's language). */
async function expectSignInRefused(page: Page, tenant: TenantId, loginPath: string, email: string, password: string) {
  const lang = loginPath.split('/')[1] as 'en' | 'cz' | 'sk' | 'de';
  await page.goto(tenantUrl(tenant, loginPath));
  await waitForApp(page);
  const login = page.getByTestId('login');
  await login.getByLabel(/mail/i).fill(email);
  await login.locator('input[type="password"]').fill(password);
  await login.locator('button[type="submit"]').click();
  await expect(page.getByTestId('login-email-error')).toHaveText(fieldErrorMessages[lang].invalidCredentials);
}

for (const [lang, path, tenant] of [
  ['en', '/en/profile', 'aupark'],
  ['cz', '/cz/profil', 'galerieharfa'],
] as const) {
  test(`edits the profile in ${lang}: a bad phone is refused in the page's language and kept, a good one is saved`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const member = await createMember(request, tenant);
    await openProfile(page, tenant, path, member.token);
    const t = texts[lang];
    const form = page.getByTestId('profile-details');
    await expect(page.getByTestId('profile-email')).toHaveText(member.email);
    const phone = form.getByLabel(t.details.phone);
    await phone.fill('call me maybe');
    await form.getByLabel(t.details.city).fill('Žilina');
    await form.getByRole('button', { name: t.details.save }).click();
    await expect(page.getByTestId('profile-details-phone-error')).toHaveText(fieldErrorMessages[lang].invalidPhone);
    await expect(page.getByTestId('profile-details-summary')).toBeFocused();
    await expect(phone).toHaveValue('call me maybe');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t.details.city)).toHaveValue('Žilina');

    await phone.fill('+421 905 123 456');
    await form.getByLabel(t.details.birthDate).fill('1991-07-23');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: t.details.save }).click();
    await expect(page.getByTestId('profile-saved')).toHaveText(t.details.saved);
    // Saved on the platform: a fresh page shows it.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('profile-details').getByLabel(t.details.phone)).toHaveValue('+421 905 123 456');
    await expect(page.getByTestId('profile-details').getByLabel(t.details.birthDate)).toHaveValue('1991-07-23');
    await expect(page.getByTestId('profile-details').getByRole('checkbox')).toBeChecked();
    const axe = await new AxeBuilder({ page }).include('#main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('changes the password, then signs in with the new one (and not the old)', async ({ page, request }) => {
  const member = await createMember(request, 'europasc');
  await openProfile(page, 'europasc', '/en/profile', member.token);
  const form = page.getByTestId('change-password');
  const t = profileEn.password;
  await form.getByLabel(t.current).fill('not-the-password-9');
  await form.getByLabel(t.new, { exact: true }).fill('Europa-new-pass-7');
  await form.getByLabel(t.confirm).fill('Europa-new-pass-7');
  await form.getByRole('button', { name: t.change }).click();
  await expect(page.getByTestId('change-password-currentPassword-error')).toHaveText(fieldErrorMessages.en.wrongPassword);
  await expect(form.getByLabel(t.new, { exact: true })).toHaveValue('Europa-new-pass-7');

  await form.getByLabel(t.current).fill(member.password!);
  await form.getByRole('button', { name: t.change }).click();
  await expect(page.getByTestId('change-password-done')).toHaveText(t.changed);
  await expect(form.getByLabel(t.current)).toHaveValue('');

  // Off the member's page first: its scripts would see the session end (an UNAUTHENTICATED prefetch)
  // and go to the login page themselves, racing the next goto.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await expectSignInRefused(page, 'europasc', '/en/login', member.email, member.password!);
  await signInWith(page, 'europasc', '/en/login', member.email, 'Europa-new-pass-7');
  await expect(page).toHaveURL(tenantUrl('europasc', '/en/dashboard'));
});

for (const [lang, path, home, loginPath] of [
  ['en', '/en/profile', '/en', '/en/login'],
  ['cz', '/cz/profil', '/cz', '/cz/prihlaseni'],
] as const) {
  test(`deletes the account in ${lang} behind its confirmation: focus kept in the dialog, Escape closes it, then home as a visitor who cannot sign in`, async ({ page, request }) => {
    const member = await createMember(request, 'aupark');
    await openProfile(page, 'aupark', path, member.token);
    const t = texts[lang].delete;
    const opener = page.getByTestId('delete-account-open');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel(t.password);
    await expect(password).toBeFocused();
    // Tab goes round the dialog's controls (field, confirm, cancel, close) and never leaves it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog.getByLabel(t.password)).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByLabel(t.password).fill('wrong-password-11');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByTestId('delete-account-password-error')).toHaveText(fieldErrorMessages[lang].wrongPassword);
    await dialog.getByLabel(t.password).fill(member.password!);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await page.waitForURL(tenantUrl('aupark', home));
    await waitForApp(page);
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

    await expectSignInRefused(page, 'aupark', loginPath, member.email, member.password!);
  });
}

test('an account made through SSO adds a password, and confirms its deletion with its e-mail address', async ({ page, request }) => {
  const member = await createMember(request, 'galerieharfa', { password: null });
  await openProfile(page, 'galerieharfa', '/en/profile', member.token);
  const t = profileEn.password;
  const form = page.getByTestId('add-password');
  await form.getByLabel(t.new, { exact: true }).fill('Harfa-first-pass-1');
  await form.getByLabel(t.confirm).fill('Harfa-first-pass-2');
  await form.getByRole('button', { name: t.add }).click();
  await expect(page.getByTestId('add-password-newPasswordConfirmation-error')).toHaveText(fieldErrorMessages.en.mismatch);
  await form.getByLabel(t.confirm).fill('Harfa-first-pass-1');
  await form.getByRole('button', { name: t.add }).click();
  await expect(page.getByTestId('add-password-done')).toHaveText(t.added);
  // It has a password now: the page offers to change it.
  await expect(page.getByTestId('change-password')).toBeVisible();

  // Another one, still without a password, confirms its deletion with its e-mail address.
  const other = await createMember(request, 'galerieharfa', { password: null });
  await openProfile(page, 'galerieharfa', '/en/profile', other.token);
  await page.getByTestId('delete-account-open').click();
  const dialog = page.getByRole('dialog', { name: profileEn.delete.dialogTitle });
  const email = dialog.getByLabel(profileEn.delete.email.replace('{{email}}', other.email));
  await expect(email).toBeFocused();
  await email.fill('someone.else@galerieharfa.test');
  await dialog.getByRole('button', { name: profileEn.delete.confirm }).click();
  await expect(page.getByTestId('delete-account-email-error')).toHaveText(fieldErrorMessages.en.wrongEmail);
  await email.fill(other.email);
  await dialog.getByRole('button', { name: profileEn.delete.confirm }).click();
  await page.waitForURL(tenantUrl('galerieharfa', '/en'));
});

test('uploads a profile picture: a PDF is refused in the page language, a photo becomes the square avatar of the profile and the overview, and is removed', async ({ page, request }) => {
  const member = await createMember(request, 'galerieharfa');
  await openProfile(page, 'galerieharfa', '/cz/profil', member.token);
  const t = profileCz.picture;
  await expect(page.getByTestId('profile-avatar-none')).toBeVisible();
  const form = page.getByTestId('profile-picture');
  // A PDF named like a photo: the bff reads its bytes.
  await form.getByLabel(t.file).setInputFiles({ name: 'ja.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n') });
  await form.getByRole('button', { name: t.upload }).click();
  await expect(page.getByTestId('profile-picture-file-error')).toHaveText(fieldErrorMessages.cz.invalidFile);

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3b82f6' } }).jpeg().toBuffer();
  await form.getByLabel(t.file).setInputFiles({ name: 'dovolena.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: t.upload }).click();
  await expect(page.getByTestId('profile-picture-done')).toHaveText(t.done);
  const avatar = page.getByTestId('profile-avatar');
  await expect(avatar).toHaveAttribute('src', /^\/api\/profile-picture\?v=[0-9a-f]{16}$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 512, 512]);
  await page.goto(tenantUrl('galerieharfa', '/cz/dashboard'));
  await waitForApp(page);
  await expect.poll(() => page.getByTestId('dashboard-avatar').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

  // Removed: the initials again, here and on the overview.
  await openProfile(page, 'galerieharfa', '/cz/profil', member.token);
  await page.getByTestId('profile-picture-remove').click();
  await expect(page.getByTestId('profile-picture-removed')).toHaveText(t.removed);
  await expect(page.getByTestId('profile-avatar-none')).toBeVisible();
  await expect(page.getByTestId('profile-picture-remove')).toHaveCount(0);
  await page.goto(tenantUrl('galerieharfa', '/cz/dashboard'));
  await waitForApp(page);
  await expect(page.getByTestId('dashboard-avatar')).toHaveCount(0);
});
