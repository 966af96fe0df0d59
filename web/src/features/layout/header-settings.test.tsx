import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NavItemDataFragment, ShellQuery } from '../../graphql/generated';
import { renderScreen } from '../../test/render-screen';
import { Footer } from './footer';
import { COMPACT_AFTER_PX, Header } from './header';

// Issue 22: the header's and footer's settings change what they show (header_navbar_items,
// footer_items, is_parking_visible_on_header, is_header_minimizing_disabled).

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
      languages: ['en', 'cz', 'sk', 'de'],
      logos: { base: null, wide: null, inverted: null, invertedWide: null, icon: null },
      phone: null,
      email: null,
      address: { street: null, city: null, zipCode: null },
      today: null,
      social: [],
      billing: { companyLegalName: null, registrationNumber: null, companyVat: null },
    },
  };
}


const renderHeader = (data: ShellQuery, lang: 'en' | 'cz' | 'sk' | 'de' = 'en') => renderScreen(lang, `/${lang}`, <Header shell={data} lang={lang} />, null);
const navLabels = () => within(screen.getByTestId('main-nav')).getAllByRole('listitem').filter((li) => li.closest('.main-nav__list') && li.parentElement?.classList.contains('main-nav__list')).map((li) => li.textContent);

const eshop: NavItemDataFragment = { name: null, href: 'http://eshop.novoplaza.test/', title: 'E-shop', external: true, icon: null };
const contact: NavItemDataFragment = { name: 'contact', href: '/en/contact', title: 'Contact', external: false, icon: null };

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => scrollTo(0));

describe('Header: navigation items', () => {
  it('shows nav_items_names when the editors set no navigation', () => {
    renderHeader(shell({ navItems: ['offers', 'parking'] }));
    expect(navLabels()).toEqual(['Offers', 'Parking']);
  });
  it("shows the editors' items instead, outside links as plain links", () => {
    renderHeader(shell({ navItems: ['offers', 'parking'], headerNavItems: [contact, eshop] }));
    expect(navLabels()).toEqual(['Contact', 'E-shop']);
    const link = within(screen.getByTestId('main-nav')).getAllByRole('link', { name: 'E-shop' })[0]!;
    expect(link.getAttribute('href')).toBe('http://eshop.novoplaza.test/');
  });
});

describe('Header: parking in the top bar', () => {
  it('links the parking page where is_parking_visible_on_header', () => {
    renderHeader(shell({ isParkingVisibleOnHeader: true }), 'cz');
    expect(screen.getByTestId('header-parking').getAttribute('href')).toBe('/cz/parkovani');
  });
  it('has none where it is off', () => {
    renderHeader(shell({ isParkingVisibleOnHeader: false }));
    expect(screen.queryByTestId('header-parking')).toBeNull();
  });
});

describe('Header: compact on scroll', () => {
  const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  it('turns compact once scrolled past the threshold, and back', async () => {
    renderHeader(shell({ isHeaderMinimizingDisabled: false }));
    const header = screen.getByTestId('site-header');
    expect(header.className).toBe('site-header');
    scrollTo(COMPACT_AFTER_PX + 50);
    await frame();
    expect(header.classList.contains('site-header--compact')).toBe(true);
    scrollTo(0);
    await frame();
    expect(header.classList.contains('site-header--compact')).toBe(false);
  });
  it('stays full-size where is_header_minimizing_disabled', async () => {
    renderHeader(shell({ isHeaderMinimizingDisabled: true }));
    scrollTo(COMPACT_AFTER_PX + 500);
    await frame();
    expect(screen.getByTestId('site-header').classList.contains('site-header--compact')).toBe(false);
  });
});

describe('Footer: footer_items', () => {
  it("lists the editors' links in order in its bottom row", () => {
    renderScreen('en', '/en', <Footer shell={shell({ footerLinks: [eshop, contact] })} lang="en" />, null);
    const links = screen.getAllByTestId('footer-extra-link');
    expect(links.map((li) => li.textContent)).toEqual(['E-shop', 'Contact']);
    expect(within(links[0]!).getByRole('link').getAttribute('href')).toBe('http://eshop.novoplaza.test/');
    expect(within(links[1]!).getByRole('link').getAttribute('href')).toBe('/en/contact');
  });
  it('has none when the setting gives none', () => {
    renderScreen('en', '/en', <Footer shell={shell({ footerLinks: [] })} lang="en" />, null);
    expect(screen.queryAllByTestId('footer-extra-link')).toEqual([]);
  });
});
