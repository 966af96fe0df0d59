import type en from './locales/en.json';

export const OPENING_HOURS_NS = 'opening-hours';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'opening-hours': typeof en;
  }
}
