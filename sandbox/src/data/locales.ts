// Languages the web app offers (spec §1: en, cz, sk, de for every tenant).

import type { Locale } from './i18n';

export const AVAILABLE_LOCALES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'cz', name: 'Čeština' },
  { locale: 'sk', name: 'Slovenčina' },
  { locale: 'de', name: 'Deutsch' },
];
