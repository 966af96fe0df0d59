import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import accountCz from '../src/features/account/locales/cz.json' with { type: 'json' };
import accountEn from '../src/features/account/locales/en.json' with { type: 'json' };
import { fieldErrorMessages } from '@mall/site/forms';
import { collectConsoleErrors, demoMembers, fill, mailedCode, newAddress, tenantUrl, waitForApp, type TenantId } from './support';

// Getting into an account end to end (issue 10 "Accounts"): registration, the code from the sandbox's
// outbox, the member signed in on the dashboard, in English and Czech; the login page leading an
// unconfirmed address to its code; a forgotten password set anew; sign-in through the identity
// provider (the sandbox's stand-in page) and back; and the forms keeping what was typed.

const texts = { en: accountEn, cz: accountCz };

async function axe(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function fillRegistration(page: Page, lang: 'en' | 'cz', person: { email: string; password: string }) {
  const t = texts[lang].fields;
  const form = page.getByTestId('register');
  await form.getByLabel(t.firstName, { exact: true }).fill('Tereza');
  await form.getByLabel(t.lastName, { exact: true }).fill('Malá');
  await form.getByLabel(t.email, { exact: true }).fill(person.email);
  await form.getByLabel(t.password, { exact: true }).fill(person.password);
  await form.getByLabel(t.passwordConfirmation, { exact: true }).fill(person.password);
  await form.locator('#register-terms').check();
}

/** Registers `email` through the English page and waits for the confirmation step. */
async function startRegistration(page: Page, tenant: TenantId, email: string) {
  await page.goto(tenantUrl(tenant, '/en/register'));
  await waitForApp(page);
  await fillRegistration(page, 'en', { email, password: 'Spring-2026' });
  await page.getByTestId('register').getByRole('button', { name: accountEn.register.submit }).click();
  await expect(page.getByTestId('verify-page')).toBeVisible();
}

for (const [lang, tenant, registerPath, dashboardPath] of [
  ['en', 'aupark', '/en/register', '/en/dashboard'],
  ['cz', 'galerieharfa', '/cz/registrace', '/cz/dashboard'],
] as const) {
  test(`register in ${lang}, confirm the address with the e-mailed code, and land on the dashboard signed in`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const email = newAddress(tenant);
    await page.goto(tenantUrl(tenant, registerPath));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[lang].register.title);
    await expect(page.getByTestId('sso-sign-in')).toHaveText(fill(texts[lang].sso.continueWith, { provider: 'Google' }));
    expect(await axe(page)).toEqual([]);
    await fillRegistration(page, lang, { email, password: 'Spring-2026' });
    await page.getByTestId('register').getByRole('button', { name: texts[lang].register.submit }).click();

    await expect(page.getByTestId('verify-page')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${registerPath}\\?step=verify&email=`));
    await expect(page.getByTestId('verify-intro')).toHaveText(fill(texts[lang].verify.sentTo, { email }));
    const code = await mailedCode(request, tenant, email, 'verification');
    await page.getByTestId('verify-email').getByLabel(texts[lang].fields.code).fill(code);
    await page.getByTestId('verify-email').getByRole('button', { name: texts[lang].verify.submit }).click();

    await page.waitForURL(tenantUrl(tenant, dashboardPath));
    await waitForApp(page);
    await expect(page.getByTestId('dashboard-overview').getByRole('heading', { level: 1 })).toContainText('Tereza');
    await expect(page.getByTestId('header-account')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    // Signed in, the registration page sends home.
    await page.goto(tenantUrl(tenant, registerPath));
    await expect(page).toHaveURL(tenantUrl(tenant, `/${lang}`));
    expect(errors).toEqual([]);
  });
}

test('the registration form keeps what was typed: its own checks in the page language, then the platform refusal on its field', async ({ page }) => {
  await page.goto(tenantUrl('europasc', '/en/register'));
  await waitForApp(page);
  const form = page.getByTestId('register');
  const t = accountEn.fields;
  await form.getByLabel(t.firstName, { exact: true }).fill('Marek');
  await form.getByLabel(t.email, { exact: true }).fill('marek@');
  await form.getByLabel(t.password, { exact: true }).fill('short');
  await form.getByRole('button', { name: accountEn.register.submit }).click();
  await expect(page.getByTestId('register-summary')).toBeFocused();
  await expect(page.getByTestId('register-lastName-error')).toHaveText('Please fill in this field.');
  await expect(page.getByTestId('register-email-error')).toHaveText('Please enter a valid e-mail address, e.g. name@example.com.');
  await expect(page.getByTestId('register-password-error')).toHaveText('Please write at least 8 characters.');
  await expect(page.getByTestId('register-terms-error')).toHaveText('Please confirm your consent to continue.');
  await expect(form.getByLabel(t.firstName, { exact: true })).toHaveValue('Marek');
  await expect(form.getByLabel(t.email, { exact: true })).toHaveValue('marek@');
  // The summary's entry leads to its field.
  await page.getByTestId('register-summary').getByRole('link', { name: /^E-mail:/ }).click();
  await expect(form.getByLabel(t.email, { exact: true })).toBeFocused();

  await fillRegistration(page, 'en', { email: demoMembers.europasc.email, password: 'Spring-2026' });
  await form.getByRole('button', { name: accountEn.register.submit }).click();
  await expect(page.getByTestId('register-email-error')).toHaveText(fieldErrorMessages.en.emailTaken);
  await expect(form.getByLabel(t.firstName, { exact: true })).toHaveValue('Tereza');
  await expect(form.getByLabel(t.password, { exact: true })).toHaveValue('Spring-2026');
  await expect(form.locator('#register-terms')).toBeChecked();
  expect(await axe(page)).toEqual([]);
});

test('the login page leads an unconfirmed address to its code; a new code replaces the old one', async ({ page, request }) => {
  const tenant: TenantId = 'beta';
  const email = newAddress(tenant);
  await startRegistration(page, tenant, email);
  const first = await mailedCode(request, tenant, email, 'verification');

  // Later, at sign-in, the address is still not confirmed.
  await page.goto(tenantUrl(tenant, '/en/login?redirect=%2Fen%2Fopening-hours'));
  await waitForApp(page);
  await page.getByTestId('login').getByLabel(/mail/i).fill(email);
  await page.getByTestId('login').locator('input[type="password"]').fill('Spring-2026');
  await page.getByTestId('login').locator('button[type="submit"]').click();
  await expect(page.getByTestId('verify-page')).toBeVisible();
  await expect(page.getByTestId('verify-intro')).toHaveText(accountEn.verify.unverified);
  await expect(page.getByTestId('verify-email').getByLabel(accountEn.fields.email, { exact: true })).toHaveValue(email);
  expect(await axe(page)).toEqual([]);

  await page.getByTestId('resend-code').getByRole('button', { name: accountEn.verify.resend }).click();
  await expect(page.getByTestId('resend-sent')).toHaveText(fill(accountEn.verify.resent, { email }));
  const second = await mailedCode(request, tenant, email, 'verification');
  if (second !== first) {
    await page.getByTestId('verify-email').getByLabel(accountEn.fields.code).fill(first);
    await page.getByTestId('verify-email').getByRole('button', { name: accountEn.verify.submit }).click();
    await expect(page.getByTestId('verify-email-code-error')).toHaveText(fieldErrorMessages.en.wrongCode);
  }
  await page.getByTestId('verify-email').getByLabel(accountEn.fields.code).fill(second);
  await page.getByTestId('verify-email').getByRole('button', { name: accountEn.verify.submit }).click();
  // Signed in, on to the page the member came for.
  await page.waitForURL(tenantUrl(tenant, '/en/opening-hours'));
  await waitForApp(page);
  await expect(page.getByTestId('header-account')).toBeVisible();
});

test('a forgotten password: the code from the e-mail sets a new one, the member is signed in, the old password no longer works', async ({ page, request }) => {
  const tenant: TenantId = 'galerieharfa';
  const email = newAddress(tenant);
  // An account of its own (the demo accounts keep the README's passwords).
  await startRegistration(page, tenant, email);
  await page.getByTestId('verify-email').getByLabel(accountEn.fields.code).fill(await mailedCode(request, tenant, email, 'verification'));
  await page.getByTestId('verify-email').getByRole('button', { name: accountEn.verify.submit }).click();
  await page.waitForURL(tenantUrl(tenant, '/en/dashboard'));
  // Off the member's page first: its scripts would see the session end (an UNAUTHENTICATED prefetch)
  // and go to the login page themselves, racing the next goto.
  await page.goto('about:blank');
  await page.context().clearCookies();

  await page.goto(tenantUrl(tenant, '/cz/prihlaseni'));
  await waitForApp(page);
  await page.getByRole('link', { name: accountCz.login.forgotPassword }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz/zapomenute-heslo'));
  await page.getByTestId('forgot-password').getByLabel(accountCz.fields.email, { exact: true }).fill(email);
  await page.getByTestId('forgot-password').getByRole('button', { name: accountCz.forgot.submit }).click();
  await expect(page.getByTestId('set-new-password-page')).toBeVisible();
  await expect(page.getByTestId('reset-code-sent')).toHaveText(fill(accountCz.reset.sent, { mall: 'Galerie Harfa' }));
  const form = page.getByTestId('set-new-password');
  await expect(form.getByLabel(accountCz.fields.email, { exact: true })).toHaveValue(email);
  await form.getByLabel(accountCz.fields.code).fill(await mailedCode(request, tenant, email, 'password-reset'));
  await form.getByLabel(accountCz.fields.newPassword, { exact: true }).fill('Autumn-2026');
  await form.getByLabel(accountCz.fields.passwordConfirmation, { exact: true }).fill('Autumn-2026');
  expect(await axe(page)).toEqual([]);
  await form.getByRole('button', { name: accountCz.reset.submit }).click();
  await page.waitForURL(tenantUrl(tenant, '/cz/dashboard'));
  await waitForApp(page);
  await expect(page.getByTestId('dashboard-overview')).toBeVisible();

  // Signed out: the old password is refused, the new one opens the account.
  // Off the member's page first: its scripts would see the session end (an UNAUTHENTICATED prefetch)
  // and go to the login page themselves, racing the next goto.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(tenantUrl(tenant, '/en/login'));
  await waitForApp(page);
  const login = page.getByTestId('login');
  await login.getByLabel(/mail/i).fill(email);
  await login.locator('input[type="password"]').fill('Spring-2026');
  await login.locator('button[type="submit"]').click();
  await expect(page.getByTestId('login-email-error')).toHaveText(fieldErrorMessages.en.invalidCredentials);
  await login.locator('input[type="password"]').fill('Autumn-2026');
  await login.locator('button[type="submit"]').click();
  await page.waitForURL(tenantUrl(tenant, '/en/dashboard'));
});

test('sign-in through the identity provider (the sandbox stands in for it): there and back, signed in; a cancel says so', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const tenant: TenantId = 'galerieharfa';
  await page.goto(tenantUrl(tenant, '/cz/prihlaseni'));
  await waitForApp(page);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('link', { name: fill(accountCz.sso.continueWith, { provider: 'Google' }) }).click();
  // The provider's page, in Czech: a demo identity or one typed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlášení');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: /Zrušit a vrátit se/ }).click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/cz/prihlaseni?sso=cancelled'));
  await expect(page.getByTestId('sso-outcome')).toHaveText(accountCz.login.sso.cancelled);

  await waitForApp(page);
  await page.getByTestId('sso-sign-in').click();
  const email = newAddress(tenant);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Jméno', { exact: true }).fill('Věra');
  await page.getByLabel('Příjmení').fill('Novotná');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(tenantUrl(tenant, '/cz/dashboard'));
  await waitForApp(page);
  await expect(page.getByTestId('dashboard-overview').getByRole('heading', { level: 1 })).toContainText('Věra');
  expect((await page.context().cookies(tenantUrl(tenant))).find((c) => c.name === 'token')).toMatchObject({ httpOnly: true });
  expect(errors).toEqual([]);
});

test("the mall's own member signs in through the provider, to the page they came for", async ({ page }) => {
  await page.goto(tenantUrl('aupark', '/en/dashboard'));
  await expect(page).toHaveURL(tenantUrl('aupark', '/en/login?redirect=%2Fen%2Fdashboard'));
  await waitForApp(page);
  await page.getByTestId('sso-sign-in').click();
  await page.getByRole('button', { name: new RegExp(`Continue as ${demoMembers.aupark.name}`) }).click();
  await page.waitForURL(tenantUrl('aupark', '/en/dashboard'));
  await expect(page.getByTestId('dashboard-overview').getByRole('heading', { level: 1 })).toContainText(demoMembers.aupark.name);
});
