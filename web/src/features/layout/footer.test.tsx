import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShellQuery } from '../../graphql/generated';
import { renderScreen } from '../../test/render-screen';
import { Footer } from './footer';

// The footer's own row (issue 18): the centre map under the tenant's default plan, unless a column
// lists it already or the tenant has none, and the accessibility statement on every page.

function shell(settings: Partial<ShellQuery['settings']>): ShellQuery {
  return {
    redirects: [],
    bookingOpen: false,
    tenant: { id: 'novoplaza', fallbackLanguage: 'cz', gtmId: null, metaId: null, timeZone: 'Europe/Prague', meta: { title: 'Novo Plaza', description: '' } },
    settings: {
      websiteName: 'Novo Plaza',
      appFontName: null,
      roundedCorners: false,
      webHasDividers: true,
      isAuthenticationActive: false,
      isParkingVisibleOnHeader: false,
      isMobileAppActive: false,
      isOffersVisibleOnlyWhenLoggedIn: false,
      isRewardsVisibleOnlyWhenLoggedIn: false,
      isHeaderMinimizingDisabled: false,
      webUsingMulticolor: false,
      isCookieConsentForced: false,
      headerNavItems: null,
      footerLinks: [],
      defaultFloorplanId: '3001',
      colors: [],
      headerColors: { overHeader: '#33403a', header: '#ffffff', idleText: '#33403a', activeText: '#00803e', button: '#00803e', buttonText: '#ffffff', footer: '#00803e' },
      logoTypes: { header: 'base', footer: 'inverted', favicon: 'icon' },
      navItems: [],
      footerDiscoverItems: ['shops-services'],
      footerForVisitorsItems: ['opening-hours', 'parking'],
      footerAboutUsItems: [],
      footerUsefulItems: [],
      ...settings,
    },
    mall: {
      id: '3',
      name: 'Novo Plaza',
      logos: { base: null, wide: null, inverted: null, invertedWide: null, icon: null },
      phone: null,
      email: null,
      address: { street: null, city: null, zipCode: null },
      today: null,
      social: [],
      billing: { companyLegalName: null, registrationNumber: null, companyVat: null },
      languages: ['en', 'cz', 'sk', 'de'],
    },
  };
}

const renderFooter = (lang: 'en' | 'cz' | 'sk' | 'de', data: ShellQuery) => renderScreen(lang, `/${lang}`, <Footer shell={data} lang={lang} />, null);
const mapLinks = (lang: string) => screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith(lang === 'en' || lang === 'de' ? `/${lang}/floorplan/` : `/${lang}/mapa-centra/`));

describe('Footer', () => {
  it('links the default plan in its own row when no column lists the map', () => {
    renderFooter('de', shell({}));
    expect(mapLinks('de').map((a) => a.getAttribute('href'))).toEqual(['/de/floorplan/3001']);
    expect(screen.getByTestId('footer-floorplan').textContent).toBe('Centerplan');
  });
  it('links it once, in the column, when a column lists the map', () => {
    renderFooter('sk', shell({ footerForVisitorsItems: ['opening-hours', 'floorplan'] }));
    expect(mapLinks('sk').map((a) => a.getAttribute('href'))).toEqual(['/sk/mapa-centra/3001']);
    expect(within(screen.getByRole('navigation', { name: 'Pre návštevníkov' })).getByRole('link', { name: 'Mapa centra' })).toBeTruthy();
    expect(screen.queryByTestId('footer-floorplan')).toBeNull();
  });
  it('has no map link without a default plan, even where a column names it', () => {
    renderFooter('cz', shell({ defaultFloorplanId: null, footerForVisitorsItems: ['floorplan', 'parking'] }));
    expect(mapLinks('cz')).toEqual([]);
  });
  it('links the accessibility statement in the page’s language', () => {
    renderFooter('cz', shell({}));
    const link = screen.getByTestId('footer-accessibility');
    expect(link.getAttribute('href')).toBe('/cz/a/accessibility');
    expect(link.textContent).toBe('Prohlášení o přístupnosti');
  });
});
