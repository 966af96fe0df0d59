import type { InitOptions } from 'i18next';
import { toHtmlLang } from '@mall/site';
import { languages, type Lang } from '@mall/site';
import cz from './locales/cz/common.json';
import de from './locales/de/common.json';
import en from './locales/en/common.json';
import sk from './locales/sk/common.json';

// UI texts. URLs say `cz`, but i18next picks plural forms with Intl.PluralRules for its language
// code, and `cz` is not Czech there: i18next runs on BCP 47 codes (`cs`), so Czech and Slovak get
// their one / few / many / other forms (DESIGN.md "Routes and languages"; spec §9 point wording).

export type I18nLanguage = ReturnType<typeof toHtmlLang>;

/** The i18next language code for a URL language: the same mapping as `<html lang>` (cz → cs). */
export function i18nLanguageFor(lang: Lang): I18nLanguage {
  return toHtmlLang(lang);
}

/** The URL language for an i18next language code, or null for one we do not serve. */
export function langForI18nLanguage(code: string): Lang | null {
  return languages.find((lang) => i18nLanguageFor(lang) === code) ?? null;
}

export const defaultNS = 'common';
export const namespaces = [defaultNS] as const;

/** Every namespace of every language, keyed by i18next language code. English is the typed source. */
export const resources = {
  en: { common: en },
  cs: { common: cz },
  sk: { common: sk },
  de: { common: de },
} as const satisfies Record<I18nLanguage, Record<(typeof namespaces)[number], object>>;

/** Options for an i18next instance showing a page in `lang`. No global instance is created here. */
export function i18nOptions(lang: Lang): InitOptions {
  return {
    lng: i18nLanguageFor(lang),
    supportedLngs: languages.map(i18nLanguageFor),
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS,
    resources,
    // React escapes output itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
