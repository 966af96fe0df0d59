import type en from './locales/en.json';

export const FAVOURITES_NS = 'favourites';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    favourites: typeof en;
  }
}
