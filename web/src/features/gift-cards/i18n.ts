import type en from './locales/en.json';

export const GIFT_CARDS_NS = 'gift-cards';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'gift-cards': typeof en;
  }
}
