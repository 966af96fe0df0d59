import { languages, type Lang } from '@mall/site';

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

/**
 * What is wrong with a feature's texts: keys missing from or extra to a language compared with
 * English, and empty texts. Empty when every language has exactly the English keys, all filled.
 */
export function textProblems(texts: FeatureTexts): string[] {
  const english = textKeys(texts.en);
  return languages.flatMap((lang) => {
    const keys = textKeys(texts[lang]);
    return [
      ...english.filter((key) => !keys.includes(key)).map((key) => `${lang}: missing ${key}`),
      ...keys.filter((key) => !english.includes(key)).map((key) => `${lang}: extra ${key}`),
      ...emptyTexts(texts[lang]).map((key) => `${lang}: empty ${key}`),
    ];
  });
}
