import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileSetupField } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { ACCOUNT_SETUP_KEY, forgetAccountSetup } from '../../lib/account-setup';
import { AccountSetupModal } from './account-setup-modal';

// The account-setup modal in the page: asked once for an incomplete profile and remembered by its
// date, asked again after 30 days, never for a complete profile; a modal dialog named by its title,
// the focus in it, closed by Escape or "later", leading to the profile page.

function renderModal(missing: readonly ProfileSetupField[], lang: 'en' | 'cz' = 'en') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${lang}/dashboard`]}>
        <AccountSetupModal missing={missing} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const dialog = () => screen.getByTestId('account-setup') as HTMLDialogElement;

describe('AccountSetupModal', () => {
  beforeEach(() => forgetAccountSetup());
  afterEach(() => forgetAccountSetup());

  it('asks a member without a phone or birth date once, names what is missing, and remembers the day', () => {
    const before = Date.now();
    renderModal(['phone', 'birthDate']);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Complete your account' })).toBe(dialog());
    expect([...dialog().querySelectorAll('li')].map((li) => li.textContent)).toEqual(['your phone number', 'your date of birth']);
    expect(screen.getByTestId('account-setup-complete').getAttribute('href')).toBe('/en/profile');
    expect(dialog().contains(document.activeElement)).toBe(true);
    const stored = Date.parse(localStorage.getItem(ACCOUNT_SETUP_KEY)!);
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());
  });

  it('does not ask again within 30 days, and asks again after them', () => {
    localStorage.setItem(ACCOUNT_SETUP_KEY, new Date(Date.now() - 29 * 86_400_000).toISOString());
    const { unmount } = renderModal(['birthDate']);
    expect(dialog().open).toBe(false);
    expect(dialog().childElementCount).toBe(0);
    unmount();
    localStorage.setItem(ACCOUNT_SETUP_KEY, new Date(Date.now() - 31 * 86_400_000).toISOString());
    renderModal(['birthDate'], 'cz');
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Doplňte svůj účet');
  });

  it('never asks a member whose profile is complete, and keeps no date for them', () => {
    renderModal([]);
    expect(dialog().open).toBe(false);
    expect(localStorage.getItem(ACCOUNT_SETUP_KEY)).toBeNull();
  });

  it('closes on Escape (the dialog’s cancel) and on "Later"', async () => {
    renderModal(['phone']);
    await act(async () => {
      fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    });
    expect(dialog().open).toBe(false);
    forgetAccountSetup();
    renderModal(['phone']);
    const [, second] = screen.getAllByTestId('account-setup') as HTMLDialogElement[];
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    });
    expect(second!.open).toBe(false);
  });
});
