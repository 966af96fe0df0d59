export { CookieConsentProvider, useCookieConsent, useCookieSettings } from './cookie-consent-provider';
export type { CookieConsentApi, CookieConsentProviderProps, CookieSettingsApi } from './cookie-consent-provider';
export {
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  STATISTICS_ID,
  defaultCookieGroups,
} from './cookie-definitions';
export type { CookieDefinition, CookieGroups, CookieLink } from './cookie-definitions';
export { DEFAULT_EXPIRES_DAYS } from './consent-cookies';
export { COOKIE_CONSENT_NS } from './i18n';
export type { CookieConsentKey } from './i18n';
