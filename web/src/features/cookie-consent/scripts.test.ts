// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCookies } from './consent-cookies';
import { NOT_GIVEN, type ConsentState } from './consent-state';
import { defaultCookieGroups } from './cookie-definitions';
import {
  applyConsent,
  cookieDomains,
  expireCookies,
  loadStatisticsScripts,
  matchingCookieNames,
  removeCategoryScripts,
} from './scripts';

const stat = defaultCookieGroups.optional[0]!;
const gtmScript = () => document.querySelector('script[data-cookie-script="gtm"]');
const pixelScript = () => document.querySelector('script[data-cookie-script="meta-pixel"]');
type TrackingGlobals = { dataLayer?: unknown[]; fbq?: { queue: unknown[][] } };

function reset() {
  document.head.innerHTML = '';
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const win = window as unknown as TrackingGlobals;
  delete win.dataLayer;
  delete win.fbq;
}

describe('loadStatisticsScripts', () => {
  beforeEach(reset);
  afterEach(reset);

  it('injects the tag manager with its id and the dataLayer start event', () => {
    loadStatisticsScripts(document, { gtmId: 'GTM-ABC123', metaId: '' }, () => {});
    expect(gtmScript()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(gtmScript()?.getAttribute('data-cookie-category')).toBe('STAT');
    expect((window as unknown as TrackingGlobals).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
  });

  it('injects the Meta pixel and initialises it with its id', () => {
    loadStatisticsScripts(document, { gtmId: '', metaId: '123456' }, () => {});
    expect(pixelScript()?.getAttribute('src')).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect((window as unknown as TrackingGlobals).fbq?.queue).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
    ]);
  });

  it('skips each missing id with a log message naming it', () => {
    const log = vi.fn();
    loadStatisticsScripts(document, { gtmId: '', metaId: undefined }, log);
    expect(gtmScript()).toBeNull();
    expect(pixelScript()).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toMatch(/gtmId/);
    expect(log.mock.calls[1]?.[0]).toMatch(/metaId/);
  });

  it('injects each script once', () => {
    loadStatisticsScripts(document, { gtmId: 'GTM-1', metaId: '1' }, () => {});
    loadStatisticsScripts(document, { gtmId: 'GTM-1', metaId: '1' }, () => {});
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });
});

describe('removeCategoryScripts', () => {
  beforeEach(reset);

  it('removes our scripts and those loaded from the category addresses, nothing else', () => {
    loadStatisticsScripts(document, { gtmId: 'GTM-1', metaId: '1' }, () => {});
    const byGtm = document.createElement('script');
    byGtm.setAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-1');
    const other = document.createElement('script');
    other.setAttribute('src', '/assets/app.js');
    document.head.append(byGtm, other);
    removeCategoryScripts(document, stat);
    expect([...document.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/assets/app.js']);
  });
});

describe('cookie removal', () => {
  beforeEach(reset);

  it('tries the host and each parent domain', () => {
    expect(cookieDomains('www.aupark.sk')).toEqual(['www.aupark.sk', 'aupark.sk']);
    expect(cookieDomains('aupark.localhost')).toEqual(['aupark.localhost']);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
  });

  it('expands prefix ids against the present cookies', () => {
    expect(matchingCookieNames(['_ga', '_ga_*'], ['_ga', '_ga_ABC', 'locale'])).toEqual(['_ga', '_ga_ABC']);
  });

  it('expires the target cookies and leaves the others', () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_XYZ=GS1; path=/';
    document.cookie = '_fbp=fb.1; path=/';
    document.cookie = 'locale=cz; path=/';
    expireCookies(document, stat.targetCookieIds);
    expect([...parseCookies(document.cookie).keys()]).toEqual(['locale']);
  });
});

describe('applyConsent', () => {
  beforeEach(reset);
  afterEach(reset);

  const on: ConsentState = { given: true, enabledIds: ['STAT'] };
  const off: ConsentState = { given: true, enabledIds: [] };
  const options = (reload = vi.fn()) => ({
    groups: defaultCookieGroups,
    gtmId: 'GTM-1',
    metaId: '1',
    reload,
    log: () => {},
  });

  it('loads the scripts when STAT becomes enabled', () => {
    applyConsent(document, NOT_GIVEN, on, options());
    expect(gtmScript()).not.toBeNull();
    expect(pixelScript()).not.toBeNull();
  });

  it('removes scripts and cookies and reloads when STAT is disabled again', () => {
    const reload = vi.fn();
    applyConsent(document, NOT_GIVEN, on, options(reload));
    document.cookie = '_ga=GA1.1.1; path=/';
    applyConsent(document, on, off, options(reload));
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(parseCookies(document.cookie).has('_ga')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when STAT was never on, but still clears leftover cookies', () => {
    const reload = vi.fn();
    document.cookie = '_fbp=fb.1; path=/';
    applyConsent(document, NOT_GIVEN, off, options(reload));
    expect(reload).not.toHaveBeenCalled();
    expect(parseCookies(document.cookie).has('_fbp')).toBe(false);
  });

  it('does nothing while consent is not given', () => {
    const reload = vi.fn();
    applyConsent(document, NOT_GIVEN, NOT_GIVEN, options(reload));
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
