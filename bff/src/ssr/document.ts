// Writes the first HTML of one request (DESIGN.md "The first HTML") into the built index.html: the
// head (title, description, keywords, Open Graph, canonical, hreflang alternates, html lang, robots,
// favicon, the web app manifest), the page's markup rendered by the web's server entry, and the state it rendered from
// (the layout's and the page's first GraphQL results) as a JSON data block, so the browser hydrates
// without a request. Pure: the plugin gathers the values.

export interface HeadValues {
  htmlLang: string;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  ogLocale: string;
  ogImage?: string | null;
  favicon?: string | null;
  /** hreflang → absolute URL (includes x-default). */
  alternates: Record<string, string>;
  robots: string;
  themeColor?: string | null;
  /** Structured data (schema.org JSON-LD), each written as a data block; links already absolute. */
  jsonLd?: readonly unknown[];
  /** The web app manifest of the page's language (pwa/paths.ts), which makes the site installable. */
  manifest?: string | null;
  /** iOS's home-screen icon (it reads no manifest). */
  appleTouchIcon?: string | null;
  /** The language's Atom feed of news and events (bff/src/feed/), which every page links for feed readers. */
  feed?: { title: string; href: string } | null;
}

export const headMarker = '<!--ssr-head-->';
export const stateMarker = '<!--ssr-state-->';
export const outletMarker = '<!--ssr-outlet-->';
/** The element id the web reads the embedded state from (web/src/lib/bff-state.ts). */
export const stateElementId = 'bff-state';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(head: HeadValues): string {
  const e = escapeHtml;
  const lines = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    `<meta name="keywords" content="${e(head.keywords)}">`,
    `<meta name="robots" content="${e(head.robots)}">`,
    `<link rel="canonical" href="${e(head.canonical)}">`,
    ...Object.entries(head.alternates).map(([lang, href]) => `<link rel="alternate" hreflang="${e(lang)}" href="${e(href)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.canonical)}">`,
    `<meta property="og:locale" content="${e(head.ogLocale)}">`,
  ];
  if (head.feed) lines.push(`<link rel="alternate" type="application/atom+xml" title="${e(head.feed.title)}" href="${e(head.feed.href)}">`);
  if (head.ogImage) lines.push(`<meta property="og:image" content="${e(head.ogImage)}">`);
  if (head.favicon) lines.push(`<link rel="icon" href="${e(head.favicon)}">`);
  if (head.themeColor) lines.push(`<meta name="theme-color" content="${e(head.themeColor)}">`);
  if (head.manifest) lines.push(`<link rel="manifest" href="${e(head.manifest)}">`);
  if (head.appleTouchIcon) lines.push(`<link rel="apple-touch-icon" href="${e(head.appleTouchIcon)}">`);
  // A data block, never run: the CSP's script-src does not apply to it, and inlineJson keeps it closed.
  for (const item of head.jsonLd ?? []) lines.push(`<script type="application/ld+json">${inlineJson(item)}</script>`);
  return lines.join('\n    ');
}

export interface DocumentValues {
  head: HeadValues;
  /** The app's markup, rendered by React on the server, for `<div id="root">`. */
  html?: string;
  /** Lines for the head after the page's own (the app's modules, see appModulesMeta). */
  preloads?: readonly string[];
  /** The page's styles (web-build.ts pageStyles), first in the head. */
  styles?: string;
  /** Embedded as a JSON data block (#bff-state) for the web's urql client; never executed. */
  state: unknown;
  /** The tenant's theme (CSS the web's server entry made from the settings), last in the head so it wins over the defaults. */
  themeCss?: string;
}

/**
 * React's server render writes its resource hints (`<link rel="preload" as="image">` for the images a
 * page asks to load early, such as the first hero slide) at the start of the markup. In `<body>` the
 * browser finds them only after the head's scripts: they go to the head, before the scripts, so
 * the largest image above the fold is requested first. React hydrates without them (they are not
 * part of any component's markup).
 */
export function hoistResourceHints(html: string): { hints: string[]; markup: string } {
  const leading = /^(?:<link rel="preload"[^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { hints: leading.match(/<link[^>]*>/g) ?? [], markup: html.slice(leading.length) };
}

/**
 * The modules the page's app needs, for the web's entry (web/src/main.tsx), which modulepreloads them
 * once the page has painted: named here rather than preloaded, so that on a slow network they do not
 * take bandwidth from the page's first image.
 */
export function appModulesMeta(urls: readonly string[]): string {
  return `<meta name="app-modules" content="${escapeHtml(urls.join(' '))}">`;
}

/** The scripts a first HTML loads itself: its module entry and the modules it names for the app (`app-modules`). */
export function firstLoadScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const named = /<meta name="app-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  return [...new Set([...entries, ...named])];
}

export function renderDocument(template: string, values: DocumentValues): string {
  const { hints, markup } = hoistResourceHints(values.html ?? '');
  // Replacer functions: a `$&` in a title or in the markup is text, not a replacement pattern.
  const head = [...(values.styles ? [values.styles] : []), renderHead(values.head), ...hints, ...(values.preloads ?? [])].join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(values.head.htmlLang)}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(headMarker, () => head)
    .replace(outletMarker, () => markup)
    .replace(stateMarker, () => `<script type="application/json" id="${stateElementId}">${inlineJson(values.state)}</script>`)
    // No `<` can be in it (the web drops it), so it cannot end the element.
    .replace('</head>', () => (values.themeCss && !values.themeCss.includes('<') ? `  <style id="theme">${values.themeCss}</style>\n  </head>` : '</head>'));
}
