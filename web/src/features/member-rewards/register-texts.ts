import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '../../i18n/feature-texts';
import { MEMBER_REWARDS_NS } from './i18n';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';

/** This feature's texts in every language, for tests (the app loads one language through app/texts.ts). */
export function registerMemberRewardsTranslations(i18n: I18n): void {
  registerFeatureTexts(i18n, MEMBER_REWARDS_NS, { en, cz, sk, de });
}
