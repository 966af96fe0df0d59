import type en from './locales/en.json';

export const MAP_WAY_NS = 'map-way';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'map-way': typeof en;
  }
}
