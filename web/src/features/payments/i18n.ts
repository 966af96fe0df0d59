import type en from './locales/en.json';

export const PAYMENTS_NS = 'payments';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    payments: typeof en;
  }
}
