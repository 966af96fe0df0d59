import type { i18n as I18n } from 'i18next';
import type { Lang } from '@mall/site';
import { i18nLanguageFor } from '../i18n/config';
import { pageFolders } from './pages';
import type * as TextFiles from './text-files';

// UI texts, one language at a time (spec §9; issue "The page pipeline": UI texts are split per
// feature and language and loaded with the route; the first HTML carries only what its screen
// needs). The convention: the app's own texts in `i18n/locales/<lang>/common.json` (namespace
// `common`), a feature's in `features/<feature>/locales/<lang>.json` (namespace: the feature's folder
// name). A screen reads `common`, the texts of the features the layout shows on every page (those
// without a page module: cookie consent, notifications …) and its own feature's. The first HTML names
// those files (`namedTextFiles`; the bff's ssr/text-files.ts), and the app's start loads them with its
// modules; the browser loads a screen's own with the screen, and another language's when the visitor
// switches to it.

/** Namespace → texts, for one language. */
export type LanguageTexts = Record<string, object>;

/** The text files' map, loaded once, on the first text file asked for (text-files.ts says why). */
let textFiles: Promise<typeof TextFiles> | undefined;
function loadTextFiles() {
  textFiles ??= import('./text-files');
  // A chunk that failed to load (gone after a deploy) may be asked again.
  textFiles.catch(() => (textFiles = undefined));
  return textFiles;
}

/** The feature (namespace) of a page's route: the folder of its page module. */
export function featureOf(route: string): string | undefined {
  return /features\/([a-z0-9-]+)\/$/.exec(pageFolders[route] ?? '')?.[1];
}

const pageFeatures = new Set(Object.keys(pageFolders).map(featureOf));

/** The namespaces every screen reads: the app's, and those of the features the layout shows (no page module of their own). */
export async function layoutNamespaces(): Promise<string[]> {
  const { allNamespaces } = await loadTextFiles();
  return allNamespaces.filter((namespace) => !pageFeatures.has(namespace)).sort();
}

/** The namespaces a route's screen reads: the layout's and its feature's (when it has texts). An unknown route: the layout's. */
export async function namespacesFor(route: string | undefined): Promise<string[]> {
  const [{ allNamespaces }, layout] = await Promise.all([loadTextFiles(), layoutNamespaces()]);
  const feature = route ? featureOf(route) : undefined;
  return feature && allNamespaces.includes(feature) ? [...layout, feature] : layout;
}

const loaded = new Map<string, Promise<object>>();

async function loadNamespace(lang: Lang, namespace: string): Promise<readonly [string, object] | null> {
  const key = `${lang}/${namespace}`;
  let texts = loaded.get(key);
  if (!texts) {
    const load = (await loadTextFiles()).textLoaders.get(key);
    if (!load) return null;
    texts = loaded.get(key) ?? load();
    // A chunk that failed to load (gone after a deploy) may be asked again.
    texts.catch(() => loaded.delete(key));
    loaded.set(key, texts);
  }
  return [namespace, await texts] as const;
}

/** `lang`'s texts of the given namespaces (default: every namespace), each file its own chunk. */
export async function loadTexts(lang: Lang, namespaces?: readonly string[]): Promise<LanguageTexts> {
  const wanted = namespaces ?? (await loadTextFiles()).allNamespaces;
  const parts = await Promise.all(wanted.map((namespace) => loadNamespace(lang, namespace)));
  return Object.fromEntries(parts.filter((part) => part !== null));
}

/**
 * The files of the first HTML's texts, when it names them rather than embedding them (`<meta
 * name="app-texts" content="namespace=/assets/file.js …">`: the bff's ssr/text-files.ts): namespace →
 * URL. Null when it names none (then the app's start takes the embedded texts, or loads the route's).
 */
export function namedTextFiles(doc: Document = document): Record<string, string> | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="app-texts"]')?.content;
  if (!content) return null;
  const files: Record<string, string> = {};
  for (const each of content.split(' ')) {
    const [namespace, file] = each.split('=');
    // The build's own files only (the entry preloads the same: main.tsx).
    if (namespace && file?.startsWith('/assets/')) files[namespace] = file;
  }
  return Object.keys(files).length > 0 ? files : null;
}

/** The texts of the files `namedTextFiles` read, each a module of the build whose default export is its namespace's texts. */
export async function loadNamedTexts(files: Readonly<Record<string, string>>): Promise<LanguageTexts> {
  const parts = await Promise.all(Object.entries(files).map(async ([namespace, file]) => [namespace, ((await import(/* @vite-ignore */ file)) as { default: object }).default] as const));
  return Object.fromEntries(parts);
}

/** Adds a language's texts to an i18next instance. */
export function addTexts(i18n: I18n, lang: Lang, texts: LanguageTexts): void {
  for (const [namespace, content] of Object.entries(texts)) i18n.addResourceBundle(i18nLanguageFor(lang), namespace, content, true, true);
}

/** Makes sure the namespaces (default: those the instance holds in any language) of `lang` are in the instance. */
export async function ensureTexts(i18n: I18n, lang: Lang, namespaces?: readonly string[]): Promise<void> {
  const wanted = namespaces ?? [...new Set(Object.values(i18n.store.data).flatMap((bundles) => Object.keys(bundles)))];
  const missing = wanted.filter((namespace) => !i18n.hasResourceBundle(i18nLanguageFor(lang), namespace));
  if (missing.length > 0) addTexts(i18n, lang, await loadTexts(lang, missing));
}

/** The browser's i18next instance (start.tsx): routes load their screen's texts into it. */
let appI18n: I18n | null = null;

export function setAppI18n(i18n: I18n): void {
  appI18n = i18n;
}

/**
 * Loads a route's texts in `lang` into the browser's instance (with the route's screen, and when
 * prefetching it). The server's instances hold every text already.
 */
export async function ensureRouteTexts(lang: Lang, route: string): Promise<void> {
  if (import.meta.env.SSR || !appI18n) return;
  // The first load's screen (its texts came with the first HTML) and a screen seen before: nothing to load.
  const feature = featureOf(route);
  const i18nLang = i18nLanguageFor(lang);
  if (feature && appI18n.hasResourceBundle(i18nLang, feature) && appI18n.hasResourceBundle(i18nLang, 'common')) return;
  await ensureTexts(appI18n, lang, await namespacesFor(route));
}
