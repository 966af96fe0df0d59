import type { InitOptions } from 'i18next';
import type { Lang } from '@mall/site';
import { baseOptions, type I18nLanguage, type namespaces } from './config';
import cz from './locales/cz/common.json';
import de from './locales/de/common.json';
import en from './locales/en/common.json';
import sk from './locales/sk/common.json';

// Every language's common texts bundled at once: for tests and for the key types (i18next.d.ts). The
// app itself loads one language at a time (app/texts.ts), so nothing the app imports imports this.

/** Every namespace of every language, keyed by i18next language code. English is the typed source. */
export const resources = {
  en: { common: en },
  cs: { common: cz },
  sk: { common: sk },
  de: { common: de },
} as const satisfies Record<I18nLanguage, Record<(typeof namespaces)[number], object>>;

/**
 * Options for an i18next instance showing a page in `lang`, with every language's bundled common
 * texts (tests; the app loads one language at a time, see app/texts.ts). No global instance is made.
 */
export function i18nOptions(lang: Lang): InitOptions {
  return { ...baseOptions(lang), resources };
}

