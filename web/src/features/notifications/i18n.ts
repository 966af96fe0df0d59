import type { i18n as I18n, ParseKeys } from 'i18next';
import { registerFeatureTexts } from '../../i18n/feature-texts';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';

export const NOTIFICATIONS_NS = 'notifications';

// Keys are typed from the English file (STYLE.md), added beside the app's own namespaces.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'notifications': typeof en;
  }
}

export type NotificationsKey = ParseKeys<typeof NOTIFICATIONS_NS>;

/** Adds this feature's texts to the app's i18next instance. */
export function registerNotificationsTranslations(i18n: I18n): void {
  registerFeatureTexts(i18n, NOTIFICATIONS_NS, { en, cz, sk, de });
}
