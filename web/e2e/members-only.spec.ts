import { expect, test } from '@playwright/test';
import { pathFor } from '@mall/site';
import accountCz from '../src/features/account/locales/cz.json' with { type: 'json' };
import accountDe from '../src/features/account/locales/de.json' with { type: 'json' };
import accountEn from '../src/features/account/locales/en.json' with { type: 'json' };
import accountSk from '../src/features/account/locales/sk.json' with { type: 'json' };
import { collectConsoleErrors, demoMembers, languages, tenantUrl, waitForApp, type Lang } from './support';

// Issue 18, "the first impression": what a visitor reads when the site says no.
// - Galerie Harfa's "Nabídky" (offers for members only) opened a sign-in form with no word of why: the
//   login page now says what is for members only, with a way to register that comes back to it.
// - The platform's refusals were English on every page: a wrong password on a Czech page is Czech.

const account = { en: accountEn, cz: accountCz, sk: accountSk, de: accountDe } as const;
const offersPath: Record<Lang, string> = { en: '/en/offers', cz: '/cz/nabidky', sk: '/sk/ponuky', de: '/de/offers' };

for (const lang of languages) {
  test(`galerieharfa's offers lead a visitor to a login page that says why, with a way to register (${lang})`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(tenantUrl('galerieharfa', offersPath[lang]));
    await expect(page).toHaveURL(tenantUrl('galerieharfa', `${pathFor('login', lang)}?redirect=${encodeURIComponent(offersPath[lang])}&reason=members-only`));
    await waitForApp(page);
    const notice = page.getByTestId('members-only');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice.locator('strong')).toHaveText(account[lang].login.membersOnly.offers);
    await expect(notice).toContainText(account[lang].login.membersOnly.howTo);
    // Said before the form, in the page's language.
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'cz' ? 'cs' : lang);
    const register = notice.getByRole('link', { name: account[lang].login.membersOnly.register });
    await expect(register).toHaveAttribute('href', `${pathFor('register', lang)}?redirect=${encodeURIComponent(offersPath[lang])}`);
    await register.click();
    await expect(page).toHaveURL(tenantUrl('galerieharfa', `${pathFor('register', lang)}?redirect=${encodeURIComponent(offersPath[lang])}`));
    await expect(page.getByTestId('register')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the app says why too when it sends a visitor to login on client navigation, and names rewards where they are for members', async ({ page }) => {
  // europasc shows rewards to members only: the first request is answered by the server.
  await page.goto(tenantUrl('europasc', '/sk/odmeny/1'));
  await waitForApp(page);
  await expect(page.getByTestId('members-only').locator('strong')).toHaveText(accountSk.login.membersOnly.rewards);
  // galerieharfa's offers from its home, decided in the browser.
  await page.goto(tenantUrl('galerieharfa', '/cz'));
  await waitForApp(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, offersPath.cz);
  await expect(page).toHaveURL(tenantUrl('galerieharfa', `/cz/prihlaseni?redirect=${encodeURIComponent(offersPath.cz)}&reason=members-only`));
  await expect(page.getByTestId('members-only').locator('strong')).toHaveText('Nabídky jsou jen pro členy.');
});

test('a login page opened on its own says nothing of members only', async ({ page }) => {
  await page.goto(tenantUrl('galerieharfa', '/cz/prihlaseni'));
  await waitForApp(page);
  await expect(page.getByTestId('login')).toBeVisible();
  await expect(page.getByTestId('members-only')).toHaveCount(0);
});

test('a wrong password on a Czech page is refused in Czech, and the member signs in to the offers after', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(tenantUrl('galerieharfa', offersPath.cz));
  await waitForApp(page);
  const form = page.getByTestId('login');
  await form.getByLabel(/mail/i).fill(demoMembers.galerieharfa.email);
  await form.locator('input[type="password"]').fill('Spatne-heslo-2026');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('login-email-error')).toHaveText('E-mailová adresa nebo heslo nejsou správné. Zkontrolujte prosím obojí a zkuste to znovu.');
  await expect(page.getByTestId('login-summary')).toContainText('E-mailová adresa nebo heslo nejsou správné.');
  await expect(page.locator('body')).not.toContainText('These credentials do not match our records.');
  await expect(form.getByLabel(/mail/i)).toHaveValue(demoMembers.galerieharfa.email);
  await form.locator('input[type="password"]').fill(demoMembers.galerieharfa.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(tenantUrl('galerieharfa', offersPath.cz));
  await waitForApp(page);
  await expect(page.getByTestId('members-only')).toHaveCount(0);
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});
