import type en from './locales/en.json';

export const FAQ_NS = 'faq';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    faq: typeof en;
  }
}
