// Injected scripts are never fetched (happy-dom loads no JavaScript); count them as loaded, without noise.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCookies } from './consent-cookies';
import {
  CookieConsentProvider,
  loadCookieBanner,
  loadCookieSettingsDialog,
  useCookieConsent,
  useCookieSettings,
  type CookieConsentProviderProps,
} from './cookie-consent-provider';
import { resources } from '../../i18n/resources';

async function makeI18n(lng = 'en'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', resources, react: { useSuspense: false } });
  return i18n;
}

function FooterButton() {
  const { open } = useCookieSettings();
  const { isEnabled } = useCookieConsent();
  return (
    <footer>
      <button type="button" onClick={open}>
        Cookie settings
      </button>
      <span data-testid="stat">{isEnabled('STAT') ? 'on' : 'off'}</span>
    </footer>
  );
}

async function setup(props: Partial<CookieConsentProviderProps> = {}, lng = 'en') {
  const i18n = await makeI18n(lng);
  const reload = vi.fn();
  const allProps: CookieConsentProviderProps = {
    cookiesHref: '/en/cookies',
    privacyHref: '/en/privacy-policy',
    reload,
    ...props,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <CookieConsentProvider {...allProps}>
        <FooterButton />
      </CookieConsentProvider>
    </I18nextProvider>,
  );
  const rerender = (next: Partial<CookieConsentProviderProps>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <CookieConsentProvider {...allProps} {...next}>
          <FooterButton />
        </CookieConsentProvider>
      </I18nextProvider>,
    );
  return { reload, rerender };
}

const banner = () => screen.queryByRole('region', { name: 'We value your privacy' });
const dialog = () => screen.queryByRole('dialog', { name: 'Cookie settings' });
const button = (name: string) => screen.getByRole('button', { name });
// The banner stays behind the open dialog (inert, so out of a browser's accessibility tree, which
// happy-dom does not model): look inside the dialog.
const inDialog = () => within(screen.getByRole('dialog'));
const cookies = () => parseCookies(document.cookie);
const gtmScript = () => document.querySelector('script[data-cookie-script="gtm"]');
const pixelScript = () => document.querySelector('script[data-cookie-script="meta-pixel"]');

function reset() {
  document.head.innerHTML = '';
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const win = window as unknown as { dataLayer?: unknown; fbq?: unknown };
  delete win.dataLayer;
  delete win.fbq;
}

// The dialog and the banner are chunks of their own, loaded when first shown (the end-to-end tests see them so); loaded up
// front so that the other tests see it open at once.
beforeAll(async () => {
  await loadCookieSettingsDialog();
  await loadCookieBanner();
});

let info: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reset();
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  info.mockRestore();
  reset();
});

describe('banner', () => {
  it('shows while no consent is given, with its three buttons', async () => {
    await setup();
    expect(banner()).not.toBeNull();
    expect(button('Accept all')).toBeTruthy();
    expect(button('Only necessary')).toBeTruthy();
    expect(button('Settings')).toBeTruthy();
    expect(dialog()).toBeNull();
  });

  it('hides after accept all and stores the consent cookies', async () => {
    await setup();
    fireEvent.click(button('Accept all'));
    expect(banner()).toBeNull();
    expect(cookies().get('cookie_consent')).toBe('1');
    expect(cookies().get('cookie_consent_ids')).toBe('STAT');
    expect(screen.getByTestId('stat').textContent).toBe('on');
  });

  it('only necessary gives consent with no optional category', async () => {
    await setup();
    fireEvent.click(button('Only necessary'));
    expect(banner()).toBeNull();
    expect(cookies().get('cookie_consent')).toBe('1');
    expect(cookies().get('cookie_consent_ids')).toBe('');
    expect(gtmScript()).toBeNull();
  });

  it('has no only-necessary button when that is not allowed', async () => {
    await setup({ allowNecessaryOnly: false });
    expect(screen.queryByRole('button', { name: 'Only necessary' })).toBeNull();
  });

  it('stays hidden when the cookies already hold a consent', async () => {
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent_ids=; path=/';
    await setup();
    expect(banner()).toBeNull();
    expect(screen.getByTestId('stat').textContent).toBe('off');
  });

  it('is translated', async () => {
    await setup({}, 'cs');
    expect(screen.getByRole('button', { name: 'Přijmout vše' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pouze nezbytné' })).toBeTruthy();
  });
});

describe('scripts', () => {
  it('accept all with a gtmId injects the tag manager; an empty metaId skips the pixel with a log', async () => {
    await setup({ gtmId: 'GTM-TEST1', metaId: '' });
    fireEvent.click(button('Accept all'));
    // The scripts' loader is a chunk of its own, loaded once there is a consent to apply.
    await vi.waitFor(() => expect(gtmScript()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1'));
    expect(pixelScript()).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/metaId/));
  });

  it('accept all with a metaId injects the pixel', async () => {
    await setup({ gtmId: '', metaId: '998877' });
    fireEvent.click(button('Accept all'));
    await vi.waitFor(() => expect(pixelScript()?.getAttribute('src')).toBe('https://connect.facebook.net/en_US/fbevents.js'));
    expect(gtmScript()).toBeNull();
  });

  it('loads the scripts on load when the cookies hold a statistics consent', async () => {
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent_ids=STAT; path=/';
    await setup({ gtmId: 'GTM-TEST1', metaId: '1' });
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
    expect(pixelScript()).not.toBeNull();
  });

  it('loads them once the tenant config arrives after the restored consent', async () => {
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent_ids=STAT; path=/';
    const { rerender } = await setup({ gtmId: undefined });
    expect(gtmScript()).toBeNull();
    rerender({ gtmId: 'GTM-LATE' });
    await vi.waitFor(() => expect(gtmScript()?.getAttribute('src')).toContain('GTM-LATE'));
  });

  it('decline after statistics were enabled removes scripts and cookies and reloads', async () => {
    const { reload } = await setup({ gtmId: 'GTM-TEST1', metaId: '1' });
    fireEvent.click(button('Accept all'));
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
    document.cookie = '_ga=GA1.1.123; path=/';
    fireEvent.click(button('Cookie settings'));
    fireEvent.click(button('Decline all'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(gtmScript()).toBeNull();
    expect(pixelScript()).toBeNull();
    expect(cookies().has('_ga')).toBe(false);
    expect(cookies().get('cookie_consent_ids')).toBe('');
  });

  it('does not reload when statistics were never enabled', async () => {
    const { reload } = await setup();
    fireEvent.click(button('Only necessary'));
    fireEvent.click(button('Cookie settings'));
    fireEvent.click(button('Decline all'));
    // Both consents are applied by the scripts' loader, a chunk loaded on the first: once it has run
    // (its callbacks come before this await's), nothing reloaded.
    await act(async () => {
      await import('./scripts');
    });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('settings dialog', () => {
  it('opens from the banner with the groups, switches and page links', async () => {
    await setup();
    fireEvent.click(button('Settings'));
    const d = dialog();
    expect(d?.getAttribute('aria-modal')).toBe('true');
    const necessary = screen.getByRole('switch', { name: /Necessary/ }) as HTMLInputElement;
    const statistics = screen.getByRole('switch', { name: 'Statistics' }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    expect(statistics.checked).toBe(false);
    expect(inDialog().getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/en/cookies');
    expect(inDialog().getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/en/privacy-policy');
    expect(inDialog().getByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(button('Save selection')).toBeTruthy();
    expect(button('Decline all')).toBeTruthy();
  });

  it('moves focus into the dialog and makes the page behind it inert', async () => {
    await setup();
    fireEvent.click(button('Settings'));
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    expect(document.querySelector('.cookie-consent-page')?.hasAttribute('inert')).toBe(true);
  });

  it('shows the unsaved-changes notice after a toggle, and not after toggling back', async () => {
    await setup();
    fireEvent.click(button('Settings'));
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
    const statistics = screen.getByRole('switch', { name: 'Statistics' });
    fireEvent.click(statistics);
    expect(screen.getByRole('status').textContent).toBe('You have unsaved changes');
    fireEvent.click(statistics);
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
  });

  it('saves the selection', async () => {
    await setup({ gtmId: 'GTM-TEST1' });
    fireEvent.click(button('Settings'));
    fireEvent.click(screen.getByRole('switch', { name: 'Statistics' }));
    fireEvent.click(button('Save selection'));
    expect(dialog()).toBeNull();
    expect(banner()).toBeNull();
    expect(cookies().get('cookie_consent_ids')).toBe('STAT');
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
  });

  it('closes with Escape and with its close button, keeping the banner, when not forced', async () => {
    await setup();
    button('Settings').focus();
    fireEvent.click(button('Settings'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(button('Settings'));
    fireEvent.click(button('Settings'));
    fireEvent.click(button('Close cookie settings'));
    expect(dialog()).toBeNull();
    expect(cookies().has('cookie_consent')).toBe(false);
  });

  it('reopens at any time through useCookieSettings, showing the stored choice', async () => {
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent_ids=STAT; path=/';
    await setup();
    act(() => {
      button('Cookie settings').click();
    });
    expect(dialog()).not.toBeNull();
    expect((screen.getByRole('switch', { name: 'Statistics' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps focus inside with Tab and Shift+Tab', async () => {
    await setup();
    fireEvent.click(button('Settings'));
    const acceptAll = inDialog().getByRole('button', { name: 'Accept all' });
    const close = button('Close cookie settings');
    acceptAll.focus();
    fireEvent.keyDown(acceptAll, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(acceptAll);
  });
});

describe('forceOpen', () => {
  it('opens the dialog until consent is given and Escape does not close it', async () => {
    await setup({ forceOpen: true });
    expect(dialog()).not.toBeNull();
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close cookie settings' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(dialog()).not.toBeNull();
    fireEvent.click(button('Decline all'));
    expect(dialog()).toBeNull();
    expect(cookies().get('cookie_consent')).toBe('1');
  });

  it('does not open once consent is given, and the reopened dialog can be closed', async () => {
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent_ids=; path=/';
    await setup({ forceOpen: true });
    expect(dialog()).toBeNull();
    fireEvent.click(button('Cookie settings'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(dialog()).toBeNull();
  });
});

describe('hooks', () => {
  it('fail outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FooterButton />)).toThrow(/CookieConsentProvider/);
    spy.mockRestore();
  });
});
