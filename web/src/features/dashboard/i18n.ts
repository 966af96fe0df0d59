import type en from './locales/en.json';

export const DASHBOARD_NS = 'dashboard';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    dashboard: typeof en;
  }
}
