import type { EmbeddedState } from '@mall/site';
import { escapeHtml } from './document';
import type { Prefetches } from './web-build';

// A page's UI texts (its layout's and its screen's: web/src/app/texts.ts) are the same on every page
// of a language, and were about 3 KB of each first HTML with brotli (a fifth of it), sent again with
// every page. The build has each namespace of each language as a file of its own, named by its hash
// and cached for good. So the first HTML names those files (`<meta name="app-texts">`), and the
// browser's entry fetches them with the app's modules once the page has painted
// (web/src/main.tsx); a second page, or a second visit, has them already. A first HTML under about
// 13.5 KB with brotli arrives in the first round trip of a new connection (TCP's initial window of 10
// segments with the headers; docs/page-speed.md), and the page paints one round trip sooner.
//
// When the build lacks a namespace's file in the page's language (a build that is not whole), the
// texts stay embedded as the server entry wrote them.

/** `namespace=/assets/file.js …`: what the first HTML names for its texts (web/src/app/texts.ts reads it). */
export function appTextsMeta(files: Readonly<Record<string, string>>): string {
  return `<meta name="app-texts" content="${escapeHtml(Object.entries(files).map(([namespace, file]) => `${namespace}=${file}`).join(' '))}">`;
}

/**
 * The state without its texts and the meta that names their files instead, when the build has every
 * one of them in the state's language; else the state as it is, and no meta.
 */
export function namedTexts(state: EmbeddedState, texts: Prefetches['texts']): { state: EmbeddedState; meta: string | null } {
  if (!state.texts) return { state, meta: null };
  const files: Record<string, string> = {};
  for (const namespace of Object.keys(state.texts)) {
    const file = texts[namespace]?.[state.lang];
    if (!file) return { state, meta: null };
    files[namespace] = file;
  }
  const { texts: _embedded, ...rest } = state;
  return { state: rest, meta: appTextsMeta(files) };
}

/** What a first HTML names for its texts (`app-texts`): namespace → root-relative URL of its file. */
export function namedTextFilesOf(html: string): Record<string, string> {
  const content = /<meta name="app-texts" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return Object.fromEntries(content.split(' ').flatMap((each) => (each.includes('=') ? [[each.slice(0, each.indexOf('=')), each.slice(each.indexOf('=') + 1)]] : [])));
}

/** The files a first HTML names for its texts (`app-texts`), as root-relative URLs. */
export function textFilesOf(html: string): string[] {
  return Object.values(namedTextFilesOf(html));
}
