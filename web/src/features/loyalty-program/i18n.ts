import type en from './locales/en.json';

export const LOYALTY_PROGRAM_NS = 'loyalty-program';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'loyalty-program': typeof en;
  }
}
