import type { i18n as I18n } from 'i18next';
import type { Lang } from '@mall/site';
import { i18nLanguageFor } from '../i18n/config';

// UI texts, one language at a time (spec §9; issue "The page pipeline": the first HTML carries only
// what its page needs). The convention: the app's own texts in `i18n/locales/<lang>/common.json`
// (namespace `common`), a feature's in `features/<feature>/locales/<lang>.json` (namespace: the
// feature's folder name). The server embeds the page language's texts in the first HTML; the
// browser loads another language's only when the visitor switches to it.

/** Namespace → texts, for one language. */
export type LanguageTexts = Record<string, object>;

const files = import.meta.glob<object>(['../i18n/locales/*/common.json', '../features/*/locales/*.json'], { import: 'default' });

/** Where a text file belongs: its language and namespace, from its path. */
export function placeOf(path: string): { lang: string; namespace: string } | null {
  const common = /\/i18n\/locales\/([a-z]+)\/common\.json$/.exec(path);
  if (common) return { lang: common[1]!, namespace: 'common' };
  const feature = /\/features\/([a-z0-9-]+)\/locales\/([a-z]+)\.json$/.exec(path);
  return feature ? { lang: feature[2]!, namespace: feature[1]! } : null;
}

const loaded = new Map<Lang, Promise<LanguageTexts>>();

/** Every namespace's texts in `lang` (each language's files are their own chunks). */
export function loadTexts(lang: Lang): Promise<LanguageTexts> {
  let texts = loaded.get(lang);
  if (!texts) {
    const parts = Object.entries(files).flatMap(([path, load]) => {
      const place = placeOf(path);
      return place && place.lang === lang ? [load().then((content) => [place.namespace, content] as const)] : [];
    });
    texts = Promise.all(parts).then((entries) => Object.fromEntries(entries));
    loaded.set(lang, texts);
  }
  return texts;
}

/** Adds a language's texts to an i18next instance. */
export function addTexts(i18n: I18n, lang: Lang, texts: LanguageTexts): void {
  for (const [namespace, content] of Object.entries(texts)) i18n.addResourceBundle(i18nLanguageFor(lang), namespace, content, true, true);
}

/** Makes sure `lang`'s texts are in the instance (before switching to it). */
export async function ensureTexts(i18n: I18n, lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(i18nLanguageFor(lang), 'common')) return;
  addTexts(i18n, lang, await loadTexts(lang));
}
