import type en from './locales/en.json';

export const ABOUT_NS = 'about';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    about: typeof en;
  }
}
