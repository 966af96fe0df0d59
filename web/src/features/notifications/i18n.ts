import type { ParseKeys } from 'i18next';
import type en from './locales/en.json';

export const NOTIFICATIONS_NS = 'notifications';

// Keys are typed from the English file (STYLE.md), added beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'notifications': typeof en;
  }
}

export type NotificationsKey = ParseKeys<typeof NOTIFICATIONS_NS>;
