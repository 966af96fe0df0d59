import type en from './locales/en.json';

export const POINTS_NS = 'points';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    points: typeof en;
  }
}
