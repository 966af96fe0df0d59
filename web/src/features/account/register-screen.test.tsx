import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { i18nOptions } from '../../i18n/resources';
import { LoginScreen } from './login-screen';
import { RegisterScreen } from './register-screen';
import { SetNewPasswordScreen } from './set-new-password-screen';
import type { QueryRules } from '@mall/site';
import { PageQueryRules } from '../../lib/page-query';
import loginPage from './login.page';
import registerPage from './register.page';
import setNewPasswordPage from './set-new-password.page';

// The account forms in the browser (issue 10): what was typed stays on every refusal, the platform's
// refusal lands on its field, registration leads to the confirmation step, a sign-in refused for an
// unconfirmed address leads there too, and a confirmed one loads the dashboard in full.

const reloads = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/session', () => ({ reloadTo: (path: string) => reloads.push(path), useSession: () => ({ signedIn: false }) }));

type Replies = Record<string, Record<string, unknown>>;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** A screen with its page module's query rules, as the router gives them (lib/page-query.ts). */
const withQuery = (page: { query?: QueryRules }, screen: React.ReactElement) => <PageQueryRules.Provider value={page.query}>{screen}</PageQueryRules.Provider>;

function renderAt(url: string, replies: Replies, sso: { providerName: string } | null = null) {
  const lang = url.split('/')[1] as 'en' | 'cz' | 'sk' | 'de';
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const sent = vi.fn((name: string, variables: unknown) => [name, variables]);
  const client = {
    executeQuery: () => fromValue({ data: { ssoSignIn: sso, mall: { id: '1', name: 'Aupark', logos: { base: null, wide: null, inverted: null, invertedWide: null, icon: null } }, authSlides: [], settings: { logoTypes: { auth: 'base' } } }, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: unknown; query: { definitions: { name?: { value: string } }[] } }) => {
      const name = operation.query.definitions[0]!.name!.value;
      sent(name, operation.variables);
      const field = name.charAt(0).toLowerCase() + name.slice(1);
      return fromValue({ data: { [field]: replies[name] }, stale: false, hasNext: false, operation });
    },
  } as unknown as Client;
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/:lang/registrace" element={withQuery(registerPage, <RegisterScreen />)} />
            <Route path="/:lang/register" element={withQuery(registerPage, <RegisterScreen />)} />
            <Route path="/:lang/login" element={withQuery(loginPage, <LoginScreen />)} />
            <Route path="/:lang/set-new-password" element={withQuery(setNewPasswordPage, <SetNewPasswordScreen />)} />
          </Routes>
          <Where />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return sent;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = async (testId: string) => {
  await act(async () => {
    fireEvent.submit(screen.getByTestId(testId));
    await Promise.resolve();
  });
};
const ok = { ok: true, fieldErrors: [] };

beforeEach(() => {
  reloads.length = 0;
});

describe('registration', () => {
  it('checks in the page language keeping what was typed, shows the platform refusal on its field, then confirms the address', async () => {
    const sent = renderAt('/cz/registrace', { Register: { ok: false, fieldErrors: [{ field: 'email', code: 'emailTaken', message: fieldErrorMessages.cz.emailTaken }] } }, { providerName: 'Google' });
    // The terms open in a new window (what was typed stays here); "Continue with" is a plain link.
    const terms = screen.getByRole('link', { name: /obchodními podmínkami/ });
    expect(terms.getAttribute('href')).toBe('/cz/obchodni-podminky');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('sso-sign-in').getAttribute('href')).toBe('/auth/sso?lang=cz');
    expect(screen.getByText('Alespoň 8 znaků, z toho alespoň jedno písmeno a jedna číslice.')).toBeTruthy();

    type('register-firstName', 'Tereza');
    type('register-email', 'tereza@');
    type('register-password', 'kratke');
    type('register-passwordConfirmation', 'kratke');
    await submit('register');
    expect(sent).not.toHaveBeenCalled();
    expect(field('register-email').value).toBe('tereza@');
    expect(field('register-firstName').value).toBe('Tereza');
    expect(document.getElementById('register-lastName-error')!.textContent).toBe(fieldErrorMessages.cz.required);
    expect(document.getElementById('register-email-error')!.textContent).toBe(fieldErrorMessages.cz.invalidEmail);
    expect(document.getElementById('register-password-error')!.textContent).toBe('Napište prosím alespoň 8 znaků.');
    expect(document.getElementById('register-terms-error')!.textContent).toBe(fieldErrorMessages.cz.consentRequired);
    expect(document.activeElement).toBe(screen.getByTestId('register-summary'));

    type('register-lastName', 'Malá');
    type('register-email', 'tereza@example.com');
    type('register-password', 'Jaro-2026');
    type('register-passwordConfirmation', 'Jaro-2026');
    fireEvent.click(field('register-newsletter'));
    fireEvent.click(field('register-terms'));
    await submit('register');
    expect(sent).toHaveBeenCalledWith('Register', {
      lang: 'cz',
      input: { firstName: 'Tereza', lastName: 'Malá', email: 'tereza@example.com', phone: null, password: 'Jaro-2026', passwordConfirmation: 'Jaro-2026', newsletter: true, terms: true },
    });
    expect(document.getElementById('register-email-error')!.textContent).toBe('Účet s touto e-mailovou adresou už existuje. Přihlaste se prosím, nebo si nastavte nové heslo, pokud jste ho zapomněli.');
    expect(field('register-password').value).toBe('Jaro-2026');
    expect(screen.getByTestId('where').textContent).toBe('/cz/registrace');
  });

  it('goes on to the confirmation step with the address, confirms it, and loads the dashboard signed in', async () => {
    const sent = renderAt('/en/register', { Register: ok, VerifyEmail: { ...ok, viewer: { id: '9' } }, ResendVerification: ok });
    type('register-firstName', 'Tereza');
    type('register-lastName', 'Malá');
    type('register-email', 'tereza@example.com');
    type('register-password', 'Spring-2026');
    type('register-passwordConfirmation', 'Spring-2026');
    fireEvent.click(field('register-terms'));
    await submit('register');
    expect(screen.getByTestId('where').textContent).toBe('/en/register?step=verify&email=tereza%40example.com');
    expect(screen.getByTestId('verify-page')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(field('verify-email-email').value).toBe('tereza@example.com');
    expect(screen.getByTestId('verify-intro').textContent).toBe('We have sent a 6-digit code to tereza@example.com. Enter it below to finish signing up.');
    expect(field('verify-email-code').getAttribute('inputmode')).toBe('numeric');
    expect(field('verify-email-code').getAttribute('autocomplete')).toBe('one-time-code');

    await submit('resend-code');
    expect(sent).toHaveBeenLastCalledWith('ResendVerification', { lang: 'en', input: { email: 'tereza@example.com' } });
    expect(screen.getByTestId('resend-sent').textContent).toContain('tereza@example.com');

    type('verify-email-code', '12 34');
    await submit('verify-email');
    expect(document.getElementById('verify-email-code-error')!.textContent).toBe(fieldErrorMessages.en.invalidCode);
    type('verify-email-code', '123 456');
    await submit('verify-email');
    expect(sent).toHaveBeenLastCalledWith('VerifyEmail', { lang: 'en', input: { email: 'tereza@example.com', code: '123456' } });
    expect(reloads).toEqual(['/en/dashboard']);
  });

  it('says why the member is asked for the code after a refused sign-in, and keeps the way back', async () => {
    renderAt('/en/register?step=verify&email=a%40b.cz&reason=unverified&redirect=%2Fen%2Freceipts', { VerifyEmail: { ...ok, viewer: { id: '1' } } });
    expect(screen.getByTestId('verify-intro').textContent).toBe('Your e-mail address is not confirmed yet. Enter the code from our e-mail, or ask for a new one.');
    type('verify-email-code', '654321');
    await submit('verify-email');
    expect(reloads).toEqual(['/en/receipts']);
  });
});

describe('sign-in', () => {
  it('leads an unconfirmed address to its code, with the way back', async () => {
    renderAt('/en/login?redirect=%2Fen%2Freceipts', {
      Login: { ok: false, verificationRequired: true, viewer: null, fieldErrors: [{ field: 'email', code: 'emailNotVerified', message: fieldErrorMessages.en.emailNotVerified }] },
    });
    type('login-email', 'tereza@example.com');
    type('login-password', 'Spring-2026');
    await submit('login');
    expect(screen.getByTestId('where').textContent).toBe('/en/register?step=verify&email=tereza%40example.com&reason=unverified&redirect=%2Fen%2Freceipts');
    expect(reloads).toEqual([]);
  });

  it('shows the platform refusal it was given, in the page language, on its field, keeping what was typed', async () => {
    renderAt('/cz/login', { Login: { ok: false, verificationRequired: false, viewer: null, fieldErrors: [{ field: 'email', code: 'invalidCredentials', message: fieldErrorMessages.cz.invalidCredentials }] } });
    type('login-email', 'petr@example.com');
    type('login-password', 'Spatne-heslo-1');
    await submit('login');
    expect(document.getElementById('login-email-error')!.textContent).toBe('E-mailová adresa nebo heslo nejsou správné. Zkontrolujte prosím obojí a zkuste to znovu.');
    expect(field('login-email').value).toBe('petr@example.com');
  });

  it.each([
    ['/en/login?redirect=%2Fen%2Foffers&reason=members-only', 'The offers are for members only.', '/en/register?redirect=%2Fen%2Foffers'],
    ['/cz/login?redirect=%2Fcz%2Fodmeny%2F1&reason=members-only', 'Odměny jsou jen pro členy.', '/cz/registrace?redirect=%2Fcz%2Fodmeny%2F1'],
    ['/sk/login?redirect=%2Fsk%2Fponuky&reason=members-only', 'Ponuky sú len pre členov.', '/sk/registracia?redirect=%2Fsk%2Fponuky'],
    ['/de/login?reason=members-only', 'Diese Seite ist nur für Mitglieder.', '/de/register'],
  ])('says why a guard sent a guest to %s, with a link to register and come back', (url, why, register) => {
    renderAt(url, {});
    const notice = screen.getByTestId('members-only');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.querySelector('strong')!.textContent).toBe(why);
    expect(screen.getByTestId('members-only-register').getAttribute('href')).toBe(register);
  });

  it('says nothing of members without the reason, or with one it does not know', () => {
    renderAt('/en/login?redirect=%2Fen%2Foffers&reason=other', {});
    expect(screen.queryByTestId('members-only')).toBeNull();
    // The way to register keeps the way back all the same.
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/register?redirect=%2Fen%2Foffers');
  });

  it('says why a sign-in through the provider did not happen', () => {
    renderAt('/en/login?sso=cancelled', {});
    expect(screen.getByTestId('sso-outcome').textContent).toBe('You did not finish signing in with the other service. Log in here, or try again.');
    expect(screen.queryByTestId('sso-sign-in')).toBeNull();
  });
});

describe('a new password', () => {
  it('fills the address in from the link, keeps what was typed, and signs in', async () => {
    const sent = renderAt('/en/set-new-password?email=jana%40example.com&sent=1', {
      ResetPassword: { ok: false, viewer: null, fieldErrors: [{ field: 'code', code: 'codeExpired', message: fieldErrorMessages.en.codeExpired }] },
    });
    expect(screen.getByTestId('reset-code-sent').textContent).toBe('If the address has an account at Aupark, we have sent a 6-digit code to it.');
    expect(field('set-new-password-email').value).toBe('jana@example.com');
    type('set-new-password-code', '111111');
    type('set-new-password-password', 'Winter-2026');
    type('set-new-password-passwordConfirmation', 'Winter-2027');
    await submit('set-new-password');
    expect(sent).not.toHaveBeenCalled();
    expect(document.getElementById('set-new-password-passwordConfirmation-error')!.textContent).toBe(fieldErrorMessages.en.mismatch);
    type('set-new-password-passwordConfirmation', 'Winter-2026');
    await submit('set-new-password');
    expect(sent).toHaveBeenCalledWith('ResetPassword', { lang: 'en', input: { email: 'jana@example.com', code: '111111', password: 'Winter-2026', passwordConfirmation: 'Winter-2026' } });
    expect(document.getElementById('set-new-password-code-error')!.textContent).toBe('This code has expired. Please ask for a new one.');
    expect(field('set-new-password-password').value).toBe('Winter-2026');
    expect(reloads).toEqual([]);
  });
});
