// Content translations as the platform sends them: one record per locale, `cz` (not `cs`) for Czech.

export const LOCALES = ['en', 'cz', 'sk', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export type Translation<T> = { locale: Locale } & T;

/**
 * Builds the `translations` array in a fixed locale order. A locale left out stays missing on
 * purpose (see CONTRACT.md "Deliberate data quirks"), to exercise the translation fallback.
 */
export function translations<T extends object>(byLocale: Partial<Record<Locale, T>>): Translation<T>[] {
  const out: Translation<T>[] = [];
  for (const locale of LOCALES) {
    const fields = byLocale[locale];
    if (fields) out.push({ locale, ...fields });
  }
  return out;
}

/** Same text in every language (brand names, proper nouns). */
export function same<T extends object>(fields: T): Record<Locale, T> {
  return { en: fields, cz: fields, sk: fields, de: fields };
}

/** Drops one locale from a full set; used for the deliberate missing-translation quirks. */
export function without<T extends object>(byLocale: Record<Locale, T>, missing: Locale): Partial<Record<Locale, T>> {
  const copy: Partial<Record<Locale, T>> = { ...byLocale };
  delete copy[missing];
  return copy;
}
