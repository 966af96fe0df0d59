import type { ParseKeys } from 'i18next';
import type en from './locales/en.json';

export const COOKIE_CONSENT_NS = 'cookie-consent';

// Keys are typed from the English file (STYLE.md), added beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'cookie-consent': typeof en;
  }
}

export type CookieConsentKey = ParseKeys<typeof COOKIE_CONSENT_NS>;
