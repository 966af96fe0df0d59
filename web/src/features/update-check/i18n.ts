import type { ParseKeys } from 'i18next';
import type en from './locales/en.json';

export const UPDATE_CHECK_NS = 'update-check';

// Keys are typed from the English file (STYLE.md), added beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'update-check': typeof en;
  }
}

export type UpdateCheckKey = ParseKeys<typeof UPDATE_CHECK_NS>;
