import type en from './locales/en.json';

export const NEWS_EVENTS_NS = 'news-events';

// Keys are typed from the English file (STYLE.md), beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'news-events': typeof en;
  }
}
