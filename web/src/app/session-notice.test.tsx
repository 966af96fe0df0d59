import { render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsProvider } from '../features/notifications';
import { i18nOptions } from '../i18n/resources';
import { SessionNotice } from './session-notice';

async function makeI18n(lang: 'en' | 'cz' | 'sk' | 'de'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false, react: { useSuspense: false } });
  return i18n;
}

async function show(lang: 'en' | 'cz' | 'sk' | 'de') {
  render(
    <I18nextProvider i18n={await makeI18n(lang)}>
      <NotificationsProvider>
        <SessionNotice />
      </NotificationsProvider>
    </I18nextProvider>,
  );
}

describe('SessionNotice', () => {
  afterEach(() => {
    document.cookie = 'session_notice=; path=/; max-age=0';
  });

  it('says the member has been signed out, as a success, in the page language, and only once', async () => {
    document.cookie = 'session_notice=signed-out; path=/';
    await show('cz');
    const notice = await screen.findByText('Byli jste odhlášeni.');
    expect(notice.closest('.notification')?.getAttribute('data-type')).toBe('success');
    expect(document.cookie).not.toContain('session_notice');
  });

  it('says the account has been deleted', async () => {
    document.cookie = 'session_notice=account-deleted; path=/';
    await show('de');
    expect(await screen.findByText('Ihr Konto wurde gelöscht.')).toBeTruthy();
  });

  it('says nothing without the notice, or with anything else in its cookie', async () => {
    document.cookie = 'session_notice=<b>hello</b>; path=/';
    await show('en');
    expect(document.querySelectorAll('.notification')).toHaveLength(0);
  });
});
