import type en from './locales/en.json';

/** Home's own texts (its first texts were the app's `home.*` in common.json, shared with the header). */
export const HOME_NS = 'home';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    home: typeof en;
  }
}
