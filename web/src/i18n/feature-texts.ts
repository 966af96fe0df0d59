import { languages, type Lang } from '@mall/site';
import { i18nLanguageFor } from './config';

/** One text bundle per URL language, as a feature keeps them in `locales/{en,cz,sk,de}.json`. */
export type FeatureTexts = Readonly<Record<Lang, object>>;

/** Every key path of a text bundle, sorted. */
function textKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => textKeys(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

/** Key paths whose text is empty. */
function emptyTexts(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  return Object.entries(value as object).flatMap(([key, child]) => emptyTexts(child, prefix ? `${prefix}.${key}` : key));
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: English's, with each plural text (`places_one`, `places_other`) in
 * exactly the plural forms the language has (CLDR: Czech and Slovak one, few, many, other).
 */
function expectedKeys(english: readonly string[], lang: Lang): string[] {
  const bases = new Set(english.filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')));
  if (bases.size === 0) return [...english];
  const categories = new Intl.PluralRules(i18nLanguageFor(lang)).resolvedOptions().pluralCategories;
  const singular = english.filter((key) => !pluralSuffix.test(key));
  return [...singular, ...[...bases].flatMap((base) => categories.map((category) => `${base}_${category}`))].sort();
}

/**
 * What is wrong with a feature's texts: keys missing from or extra to a language compared with
 * English (plural texts in the language's own plural forms), and empty texts. Empty when every
 * language has exactly the English keys, all filled.
 */
export function textProblems(texts: FeatureTexts): string[] {
  return languages.flatMap((lang) => {
    const english = expectedKeys(textKeys(texts.en), lang);
    const keys = textKeys(texts[lang]);
    return [
      ...english.filter((key) => !keys.includes(key)).map((key) => `${lang}: missing ${key}`),
      ...keys.filter((key) => !english.includes(key)).map((key) => `${lang}: extra ${key}`),
      ...emptyTexts(texts[lang]).map((key) => `${lang}: empty ${key}`),
    ];
  });
}
