import type { Lang } from '@mall/site';

// Translation lookup (spec §5): use the selected language; if it is missing, either a generic
// "missing" text per field or, in the alternative mode, the first record's value. A public website
// should not show "Title missing" while the same title exists in another language, so the facade
// uses the alternative mode widened a little: the selected language, then the tenant's fallback
// language, then English, then the first record that has the field; the placeholder only when no
// record has it at all.

/** The languages a display-ready value is translated in: the request's, then the tenant's fallback. */
export interface DisplayContext {
  lang: Lang;
  fallbackLang: Lang;
}

export interface TranslationRecord {
  locale: string;
  [field: string]: unknown;
}

/** The specification's placeholder texts (§8). */
export const missingText: Record<string, string> = {
  title: 'Title missing',
  article: 'Article missing',
  description: 'Description missing',
  name: 'Translation is missing',
  offer_name: 'Offer name missing',
  company_category: 'Category name missing',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value : undefined;

export function pickTranslation(
  records: readonly TranslationRecord[] | null | undefined,
  field: string,
  lang: Lang,
  fallbackLang?: Lang,
): string | undefined {
  if (!records || records.length === 0) return undefined;
  const order = [lang, fallbackLang, 'en'].filter((l): l is Lang => l !== undefined);
  for (const locale of order) {
    const value = text(records.find((r) => r.locale === locale)?.[field]);
    if (value !== undefined) return value;
  }
  for (const record of records) {
    const value = text(record[field]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Like pickTranslation, for fields that must show something: the placeholder when nothing exists. */
export function requireTranslation(
  records: readonly TranslationRecord[] | null | undefined,
  field: string,
  lang: Lang,
  fallbackLang?: Lang,
): string {
  return pickTranslation(records, field, lang, fallbackLang) ?? missingText[field] ?? missingText.name ?? 'Translation is missing';
}
