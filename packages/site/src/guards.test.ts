import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import { guardRedirect, loginPathFor, registerPathFor, returnPathFrom, type GuardContext, type GuardSettings } from './guards';
import { getRoute } from './paths';

const settings: GuardSettings = {
  isAuthenticationActive: true,
  isMobileAppActive: true,
  isOffersVisibleOnlyWhenLoggedIn: false,
  isRewardsVisibleOnlyWhenLoggedIn: false,
};
const context = (over: Partial<Omit<GuardContext, 'settings'>> & { settings?: Partial<GuardSettings> } = {}): GuardContext => ({
  lang: 'en',
  signedIn: false,
  path: '/en/offers',
  ...over,
  settings: { ...settings, ...over.settings },
});

describe('guardRedirect', () => {
  it('lets a route without guards show', () => {
    expect(guardRedirect(getRoute('shop'), context())).toBeNull();
  });

  it('sends a guest from offers to login and back when offers are for members only, saying why', () => {
    const offers = getRoute('offers');
    expect(guardRedirect(offers, context())).toBeNull();
    expect(guardRedirect(offers, context({ settings: { isOffersVisibleOnlyWhenLoggedIn: true } }))).toBe('/en/login?redirect=%2Fen%2Foffers&reason=members-only');
    expect(guardRedirect(offers, context({ signedIn: true, settings: { isOffersVisibleOnlyWhenLoggedIn: true } }))).toBeNull();
    // The rewards setting says nothing of offers.
    expect(guardRedirect(offers, context({ settings: { isRewardsVisibleOnlyWhenLoggedIn: true } }))).toBeNull();
  });

  it('guards every offers and rewards route, in the page language, keeping the query', () => {
    for (const name of ['offers', 'offers-category', 'offer'] as const) {
      expect(guardRedirect(getRoute(name), context({ settings: { isOffersVisibleOnlyWhenLoggedIn: true } }))).not.toBeNull();
    }
    for (const name of ['rewards', 'rewards-category', 'reward'] as const) {
      const location = guardRedirect(getRoute(name), context({ lang: 'cz', path: '/cz/odmena/3/kava?x=1', settings: { isRewardsVisibleOnlyWhenLoggedIn: true } }));
      expect(location).toBe(loginPathFor('cz', '/cz/odmena/3/kava?x=1', { reason: 'members-only' }));
      expect(location).toBe('/cz/prihlaseni?redirect=%2Fcz%2Fodmena%2F3%2Fkava%3Fx%3D1&reason=members-only');
    }
  });

  it('sends a guest from a member page to login (its own pages, no reason to give), and lets a member in', () => {
    expect(guardRedirect(getRoute('dashboard-rewards'), context({ path: '/en/rewards' }))).toBe('/en/login?redirect=%2Fen%2Frewards');
    expect(guardRedirect(getRoute('dashboard-rewards'), context({ signedIn: true }))).toBeNull();
  });

  it('sends a member, or anyone when sign-in is off, from login home', () => {
    expect(guardRedirect(getRoute('login'), context())).toBeNull();
    expect(guardRedirect(getRoute('login'), context({ signedIn: true }))).toBe('/en');
    expect(guardRedirect(getRoute('register'), context({ lang: 'de', settings: { isAuthenticationActive: false } }))).toBe('/de');
  });

  it('sends the mobile-app page home when the app is off', () => {
    expect(guardRedirect(getRoute('mobile-app'), context())).toBeNull();
    expect(guardRedirect(getRoute('mobile-app'), context({ lang: 'sk', settings: { isMobileAppActive: false } }))).toBe('/sk');
  });
});

describe('loginPathFor and registerPathFor', () => {
  it('say why: a session that ended, or a page for members only', () => {
    expect(loginPathFor('sk', '/sk/dashboard', 'expired')).toBe('/sk/prihlasenie?redirect=%2Fsk%2Fdashboard&session=expired');
    expect(loginPathFor('de', '/de/offers', { reason: 'members-only' })).toBe('/de/login?redirect=%2Fde%2Foffers&reason=members-only');
    expect(loginPathFor('en', '/en')).toBe('/en/login?redirect=%2Fen');
  });

  it('keep the way back on the registration page, when there is one', () => {
    expect(registerPathFor('cz', '/cz/nabidky?perPage=24')).toBe('/cz/registrace?redirect=%2Fcz%2Fnabidky%3FperPage%3D24');
    expect(registerPathFor('sk', null)).toBe('/sk/registracia');
    expect(registerPathFor('en')).toBe('/en/register');
  });
});

describe('returnPathFrom', () => {
  it('goes back to a path of the site', () => {
    expect(returnPathFrom('?redirect=%2Fen%2Foffers%3Fpage%3D2', 'en')).toBe('/en/offers?page=2');
    // The way back a guard makes (loginPathFor) of a path with a percent-encoded query comes back as it was.
    const guarded = '/en/profile?x=%C4%80&y=/%C4%80';
    expect(returnPathFrom(new URL(loginPathFor('en', guarded), 'http://x').search, 'en')).toBe(guarded);
  });
  it.each(['?redirect=%2F%2Fevil.example', '?redirect=%2F%5Cevil.example', '?redirect=https%3A%2F%2Fevil.example', '?redirect=javascript%3Aalert(1)', '?redirect=%2Fen%0Aset-cookie', '', '?redirect='])(
    'goes to the dashboard for %j',
    (search) => {
      expect(returnPathFrom(search, 'cz')).toBe('/cz/dashboard');
    },
  );
  // Issue 17 (Low 2): `/auth/sso?redirect=/%C4%80` answered 500 once the platform had issued a session.
  it.each(['?redirect=%2F%C4%80', '?redirect=%2F%C3%A9', '?redirect=%2Fen%09x', '?redirect=%2Fen%20x', '?redirect=%2Fen%7F'])(
    'goes to the dashboard for a way back no Location header can carry as it is: %j',
    (search) => {
      expect(returnPathFrom(search, 'de')).toBe('/de/dashboard');
    },
  );
  it('goes to the dashboard for a way back longer than any page of the site', () => {
    expect(returnPathFrom(`?redirect=%2F${'a'.repeat(1999)}`, 'en')).toBe(`/${'a'.repeat(1999)}`);
    expect(returnPathFrom(`?redirect=%2F${'a'.repeat(2000)}`, 'en')).toBe('/en/dashboard');
  });
  it("gives only what Node's header check accepts, whatever the way back holds", () => {
    for (let code = 0; code < 0x1000; code++) {
      const search = `?${new URLSearchParams({ redirect: `/en/${String.fromCharCode(code)}x` })}`;
      const location = returnPathFrom(search, 'en');
      expect(() => validateHeaderValue('location', location), `U+${code.toString(16)}`).not.toThrow();
      expect(location === '/en/dashboard' || location === `/en/${String.fromCharCode(code)}x`).toBe(true);
    }
  });
});
