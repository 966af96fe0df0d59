import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '../../i18n/feature-texts';
import { COOKIE_CONSENT_NS } from './i18n';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';

/**
 * Adds this feature's texts in every language to an i18next instance, for tests. The app loads one
 * language at a time through the texts convention (app/texts.ts), so the app never imports this.
 */
export function registerCookieConsentTranslations(i18n: I18n): void {
  registerFeatureTexts(i18n, COOKIE_CONSENT_NS, { en, cz, sk, de });
}
