import { isLang, languages, type Lang } from './types';

// Language rules: DESIGN.md "Routes and languages" and spec §9.

/** The locale cookie (spec §3 "Locale cookie, path /", §9 "Locale cookie 365 days"). */
export const localeCookieName = 'locale';
export const localeCookiePath = '/';
export const localeCookieMaxAgeDays = 365;
export const localeCookieMaxAgeSeconds = localeCookieMaxAgeDays * 24 * 60 * 60;

// Primary subtags of browser languages (Accept-Language, navigator.languages) and the URL language
// each stands for. `cz`, `gb` and `us` are not valid primary subtags but are seen in the wild
// (spec §9: "gb and us become en").
const browserLanguages: Readonly<Record<string, Lang>> = {
  cs: 'cz',
  cz: 'cz',
  sk: 'sk',
  de: 'de',
  en: 'en',
  gb: 'en',
  us: 'en',
};

/** Maps a browser language tag (`cs-CZ`, `de_AT`, `en-GB`, `gb`) to our language, or null when we have none for it. */
export function langFromBrowserLanguage(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(browserLanguages, primary) ? (browserLanguages[primary] ?? null) : null;
}

/**
 * Parses an Accept-Language header into its language tags, best first (by q-value; equal q-values
 * keep their order). Entries with q=0, a malformed q-value, or the `*` wildcard are left out.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...rawParams] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (tag === '' || tag === '*') return;
    let q = 1;
    for (const param of rawParams) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() !== 'q') continue;
      q = value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(q) || q <= 0) return;
    entries.push({ tag, q, index });
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

/** The language of a path's first segment (`/cz/kino` → `cz`), or null. */
export function langFromPath(path: string): Lang | null {
  const first = path.split(/[?#]/)[0]?.split('/').find((segment) => segment !== '')?.toLowerCase();
  return isLang(first) ? first : null;
}

export interface DetectLanguageInput {
  /** The request path: a language prefix in it wins over everything else. */
  path?: string | null;
  /** The value of the locale cookie. */
  cookie?: string | null;
  /** Browser languages, best first (navigator.languages or parseAcceptLanguage's result). */
  acceptLanguages?: readonly string[] | null;
  /** The tenant's fallback language. */
  fallback: Lang;
  /** The languages the tenant offers (offeredLanguages); a cookie or browser language outside them is passed over. All four when absent. */
  offered?: readonly Lang[] | null;
}

/**
 * The visitor's language: the URL's own language when the path has one; otherwise (the bare `/`)
 * the locale cookie, then the first browser language we have, then the tenant's fallback
 * (DESIGN.md: "locale cookie, then browser languages, then the tenant's fallback").
 */
export function detectLanguage({ path, cookie, acceptLanguages, fallback, offered }: DetectLanguageInput): Lang {
  const fromPath = path ? langFromPath(path) : null;
  if (fromPath) return fromPath;
  const offers = (lang: Lang) => !offered || offered.includes(lang);
  const fromCookie = cookie?.trim().toLowerCase();
  if (isLang(fromCookie) && offers(fromCookie)) return fromCookie;
  for (const tag of acceptLanguages ?? []) {
    const lang = langFromBrowserLanguage(tag);
    if (lang && offers(lang)) return lang;
  }
  return offered ? fallbackLanguageOf(offered, fallback) : fallback;
}

/** The platform's spellings of our languages: it says `cz`, a platform on BCP 47 may say `cs`; any case. */
function langFromLocale(locale: string): Lang | null {
  const value = locale.trim().toLowerCase();
  if (value === 'cs') return 'cz';
  return isLang(value) ? value : null;
}

/**
 * The languages a tenant offers (issue 22): those its mall supports (`supported_languages`) that the
 * platform has web translations for (`translations/web/available-locales`), of our four, in our
 * order. Null when that leaves none (data missing or nothing in common): the caller offers all four
 * then, and says so in its log.
 */
export function offeredLanguages(supported: readonly string[], available: readonly string[]): Lang[] | null {
  const of = (locales: readonly string[]) => new Set(locales.map(langFromLocale).filter((lang): lang is Lang => lang !== null));
  const mall = of(supported);
  const web = of(available);
  const offered = languages.filter((lang) => mall.has(lang) && web.has(lang));
  return offered.length > 0 ? offered : null;
}

/** The language a request in a language the tenant does not offer goes to: the tenant's fallback when offered, else the first offered. */
export function fallbackLanguageOf(offered: readonly Lang[], fallback: Lang): Lang {
  return offered.includes(fallback) ? fallback : (offered[0] ?? fallback);
}

/** The BCP 47 code for `<html lang>` and hreflang (spec §9: cz becomes cs). */
export function toHtmlLang(lang: Lang): 'en' | 'cs' | 'sk' | 'de' {
  return lang === 'cz' ? 'cs' : lang;
}

const ogLocales = { en: 'en_GB', cz: 'cs_CZ', sk: 'sk_SK', de: 'de_DE' } as const satisfies Record<Lang, string>;

/** The Open Graph locale (spec §9: the English locale is en_GB). */
export function toOgLocale(lang: Lang): (typeof ogLocales)[Lang] {
  return ogLocales[lang];
}
