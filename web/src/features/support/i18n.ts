import type en from './locales/en.json';

export const SUPPORT_NS = 'support';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    support: typeof en;
  }
}
