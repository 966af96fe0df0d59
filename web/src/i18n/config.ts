import type { InitOptions } from 'i18next';
import { toHtmlLang } from '@mall/site';
import { languages, type Lang } from '@mall/site';

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

/** The options without any texts: the app adds the texts of the page's language (app/texts.ts). */
export function baseOptions(lang: Lang): InitOptions {
  return {
    lng: i18nLanguageFor(lang),
    supportedLngs: languages.map(i18nLanguageFor),
    // Every language has every key (locales.test.ts): no fallback language to load.
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS,
    // React escapes output itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
