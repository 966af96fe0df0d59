// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPIRES_DAYS,
  consentCookieStrings,
  parseCookies,
  readConsent,
  readConsentCookies,
  writeConsentCookies,
} from './consent-cookies';
import { NOT_GIVEN } from './consent-state';

const optionalIds = ['STAT', 'MARK'];

function clearCookies() {
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('consent cookies', () => {
  afterEach(clearCookies);

  it('default to 180 days', () => {
    expect(DEFAULT_EXPIRES_DAYS).toBe(180);
  });

  it('are built with path /, SameSite=Lax and the expiry offset', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const [consent, ids] = consentCookieStrings({ given: true, enabledIds: ['STAT', 'MARK'] }, { expiresDays: 30, now });
    expect(consent).toBe(
      'cookie_consent=1; path=/; expires=Fri, 31 Jan 2025 00:00:00 GMT; max-age=2592000; SameSite=Lax',
    );
    expect(ids).toMatch(/^cookie_consent_ids=STAT,MARK; path=\/; expires=Fri, 31 Jan 2025/);
  });

  it('add Secure on https only', () => {
    const [secure] = consentCookieStrings({ given: true, enabledIds: [] }, { expiresDays: 1, secure: true });
    expect(secure).toMatch(/; Secure$/);
  });

  it('are not written while consent is not given', () => {
    expect(consentCookieStrings(NOT_GIVEN, { expiresDays: 1 })).toEqual([]);
  });

  it('are written to and read back from document.cookie', () => {
    writeConsentCookies(document, { given: true, enabledIds: ['STAT'] }, 180);
    expect(parseCookies(document.cookie).get('cookie_consent')).toBe('1');
    expect(parseCookies(document.cookie).get('cookie_consent_ids')).toBe('STAT');
    expect(readConsentCookies(document, optionalIds)).toEqual({ given: true, enabledIds: ['STAT'] });
  });

  it('read back an empty selection as consent with nothing optional', () => {
    writeConsentCookies(document, { given: true, enabledIds: [] }, 180);
    expect(readConsentCookies(document, optionalIds)).toEqual({ given: true, enabledIds: [] });
  });

  it('read as not given without the consent cookie', () => {
    expect(readConsentCookies(document, optionalIds)).toEqual(NOT_GIVEN);
  });
});

describe('readConsent', () => {
  it('needs cookie_consent=1', () => {
    expect(readConsent('cookie_consent=0; cookie_consent_ids=STAT', optionalIds)).toEqual(NOT_GIVEN);
  });

  it('ignores unknown ids and accepts an encoded list', () => {
    expect(readConsent('a=b; cookie_consent=1; cookie_consent_ids=OLD%2CMARK', optionalIds)).toEqual({
      given: true,
      enabledIds: ['MARK'],
    });
  });
});
