export { CookieConsentProvider, useCookieConsent, useCookieSettings } from './cookie-consent-provider';
export type { CookieConsentApi, CookieConsentProviderProps, CookieSettingsApi } from './cookie-consent-provider';
export {
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  STATISTICS_ID,
  defaultCookieGroups,
} from './cookie-definitions';
export type { CookieConsentKey, CookieDefinition, CookieGroups, CookieLink } from './cookie-definitions';
export { DEFAULT_EXPIRES_DAYS } from './consent-cookies';
