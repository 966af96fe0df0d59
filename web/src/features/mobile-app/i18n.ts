import type en from './locales/en.json';

export const MOBILE_APP_NS = 'mobile-app';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'mobile-app': typeof en;
  }
}
