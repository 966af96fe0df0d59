import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { MobileAppPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { MobileAppScreen } from './mobile-app-screen';

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', app: MobileAppPageQuery['mobileAppPage']) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const result: MobileAppPageQuery = { mobileAppPage: app, mall: { id: '1', name: 'Aupark', logos: { wide: null, base: null } } };
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[`/${lang}/mobile-app`]}>
          <MobileAppScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('MobileAppScreen', () => {
  it('pitches the app with its store links and images', () => {
    renderIn('cz', { iosUrl: 'https://apps.apple.com/app/x', androidUrl: 'https://play.google.com/store/apps/details?id=x', images: ['/img?url=1', '/img?url=2'] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aplikace Aupark');
    expect(screen.getByTestId('mobile-app-ios').getAttribute('href')).toBe('https://apps.apple.com/app/x');
    expect(screen.getByTestId('mobile-app-ios').textContent).toBe('Stáhnout v App Store');
    expect(screen.getByTestId('mobile-app-android').textContent).toBe('Nyní na Google Play');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Aplikace Aupark, obrázek 1', 'Aplikace Aupark, obrázek 2']);
  });

  it('shows only the stores the tenant has, and says when it has none', () => {
    renderIn('de', { iosUrl: null, androidUrl: 'https://play.google.com/x', images: [] });
    expect(screen.queryByTestId('mobile-app-ios')).toBeNull();
    expect(screen.getByTestId('mobile-app-android')).toBeTruthy();
    renderIn('en', { iosUrl: null, androidUrl: null, images: [] });
    expect(screen.getByTestId('mobile-app-no-stores').textContent).toBe('The app is not available in the app stores at the moment.');
  });
});
