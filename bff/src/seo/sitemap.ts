import { alternates, getRoute, hreflangPaths, languages, routeTable, slugify, type Guard, type Lang, type LooseParams, type RouteName } from '@mall/site';
import { requireTranslation } from '../shared/translation';
import type { UpstreamSitemap } from './upstream';

// The sitemap (issue 7 "Search engines"; sitemaps.org protocol 0.9): a sitemap index with one part
// per language the tenant offers (issue 22), each listing every live static page and every detail page, with
// hreflang alternates for the offered languages plus x-default and the platform's `updated_at` as
// lastmod. Only live routes (those with a page module) are listed: a planned route answers 404, and
// a sitemap must not send crawlers to 404s. A part that would break the protocol's limits (50,000
// URLs, 50 MB uncompressed) is split by type, and a type by count. Pure: the plugin gathers the data.

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/** The protocol's limits for one file (sitemaps.org "Sitemap index files"). */
export const protocolLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { maxUrls: number; maxBytes: number };

/** The platform's sitemap lists and the detail route each one's items live under. */
export const detailRoutes = {
  shops: 'shop',
  offers: 'offer',
  rewards: 'reward',
  events: 'event',
  news: 'news-detail',
  amenities: 'amenity',
  articles: 'article',
} as const satisfies Record<keyof UpstreamSitemap, RouteName>;

export type DetailType = keyof typeof detailRoutes;
const detailTypes = Object.keys(detailRoutes) as DetailType[];
/** What a part holds when a language is split: its static pages, or one type of detail page. */
export type Group = 'pages' | DetailType;

/**
 * Live routes that are still not for search engines: the search page (its results are thin pages of
 * our own, which search engines ask sites not to index) and the password reset target (it needs a
 * token from an e-mail).
 */
const notForSearchEngines: ReadonlySet<RouteName> = new Set<RouteName>(['search', 'set-new-password']);

export interface SitemapLink {
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** Every language plus x-default; the same set on each language's URL, so they are reciprocal. */
  alternates: readonly SitemapLink[];
}

export interface SitemapInput {
  /** The tenant's public origin (from the tenants file, never from the request). */
  origin: string;
  fallbackLanguage: Lang;
  /** The languages the tenant offers (mall/languages.ts): only theirs are listed, and alternates name only them. All four when absent. */
  languages?: readonly Lang[];
  /** The routes that have a page module (the web build's `liveRoutes`). */
  liveRoutes: Iterable<RouteName>;
  data: UpstreamSitemap;
  /** Whether a guard keeps a visitor without a session out (the tenant's visibility settings). */
  closedToGuests(guard: Guard): boolean;
  /** Static pages this mall does not have (they answer 404 there: a mall without a cinema). */
  absent?: ReadonlySet<RouteName>;
}

/** One page in every language: its path per language and when it last changed. */
interface Page {
  group: Group;
  paths: Record<Lang, string>;
  lastmod?: string;
}

/** A W3C datetime for `lastmod`, or undefined for a missing or unreadable time. */
export function lastmodOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

function guardsOf(name: RouteName): readonly Guard[] {
  const route = getRoute(name);
  return 'guards' in route ? route.guards : [];
}

/** A static route's paths: no parameters, or only a list's page (its first page); null for others. */
function staticPaths(name: RouteName): Record<Lang, string> | null {
  for (const params of [{}, { page: 1 }] as LooseParams[]) {
    try {
      return alternates(name, params);
    } catch {
      // A required parameter is missing: try the next form.
    }
  }
  return null;
}

/** Each language's own path of a detail item (each with its own slug), or null when one cannot be built. */
function detailPaths(name: RouteName, paramsFor: (lang: Lang) => LooseParams): Record<Lang, string> | null {
  const paths = {} as Record<Lang, string>;
  try {
    // The alternates helper with each language's own parameters (its slug), taken for that language.
    for (const lang of languages) paths[lang] = alternates(name, paramsFor(lang))[lang];
  } catch {
    return null;
  }
  return paths;
}

/** Every page the sitemap lists for a tenant, static pages first, then detail pages by type. */
export function sitemapPages(input: SitemapInput): Page[] {
  const live = new Set(input.liveRoutes);
  const detail = new Set<RouteName>(Object.values(detailRoutes));
  const open = (name: RouteName) =>
    guardsOf(name).every((guard) => guard !== 'member' && guard !== 'guest-only' && !input.closedToGuests(guard));
  const pages: Page[] = [];

  // In the route table's order, so the files do not change with the order the build found modules in.
  for (const { name } of routeTable) {
    if (!live.has(name) || detail.has(name) || notForSearchEngines.has(name) || !open(name) || input.absent?.has(name)) continue;
    const paths = staticPaths(name);
    if (paths) pages.push({ group: 'pages', paths });
  }

  const title = (translations: UpstreamSitemap['events'][number]['translations'], lang: Lang) =>
    slugify(requireTranslation(translations, 'title', lang, input.fallbackLanguage));
  for (const type of detailTypes) {
    const name = detailRoutes[type];
    if (!live.has(name) || !open(name)) continue;
    for (const item of input.data[type]) {
      const paramsFor = (lang: Lang): LooseParams => {
        if (type === 'shops') return { id: item.id, title: slugify((item as UpstreamSitemap['shops'][number]).name) };
        if (type === 'articles') return { '*': (item as UpstreamSitemap['articles'][number]).permalink };
        return { id: item.id, title: title((item as UpstreamSitemap['events'][number]).translations, lang) };
      };
      // An item whose path cannot be built (a title without a letter or digit) is left out.
      const paths = detailPaths(name, paramsFor);
      if (paths) pages.push({ group: type, paths, lastmod: lastmodOf(item.updated_at) });
    }
  }
  return pages;
}

/** The URL entries of one language: each page's URL in that language, with all its alternates. */
export function languageUrls(pages: readonly Page[], lang: Lang, input: Pick<SitemapInput, 'origin' | 'fallbackLanguage' | 'languages'>): { group: Group; url: SitemapUrl }[] {
  const origin = input.origin.replace(/\/+$/, '');
  return pages.map((page) => ({
    group: page.group,
    url: {
      loc: `${origin}${page.paths[lang]}`,
      ...(page.lastmod ? { lastmod: page.lastmod } : {}),
      alternates: Object.entries(hreflangPaths(page.paths, input.fallbackLanguage, input.languages)).map(([hreflang, path]) => ({ hreflang, href: `${origin}${path}` })),
    },
  }));
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen = `${xmlDeclaration}<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}">\n`;
const urlsetClose = '</urlset>\n';

export function renderUrl(url: SitemapUrl): string {
  const e = escapeXml;
  const links = url.alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${e(link.hreflang)}" href="${e(link.href)}"/>`);
  return `<url><loc>${e(url.loc)}</loc>${url.lastmod ? `<lastmod>${e(url.lastmod)}</lastmod>` : ''}${links.join('')}</url>\n`;
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return `${urlsetOpen}${urls.map(renderUrl).join('')}${urlsetClose}`;
}

export interface IndexEntry {
  loc: string;
  lastmod?: string;
}

export function renderIndex(entries: readonly IndexEntry[]): string {
  const e = escapeXml;
  const items = entries.map((entry) => `<sitemap><loc>${e(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${e(entry.lastmod)}</lastmod>` : ''}</sitemap>\n`);
  return `${xmlDeclaration}<sitemapindex xmlns="${sitemapNamespace}">\n${items.join('')}</sitemapindex>\n`;
}

/** Splits rendered entries into chunks that each fit the limits as a whole file. */
function chunk(rendered: readonly { xml: string; lastmod?: string }[], limits: SitemapLimits) {
  const frame = Buffer.byteLength(urlsetOpen) + Buffer.byteLength(urlsetClose);
  const chunks: { xml: string[]; lastmod?: string }[] = [];
  let current: { xml: string[]; lastmod?: string } | null = null;
  let bytes = frame;
  for (const entry of rendered) {
    const size = Buffer.byteLength(entry.xml);
    if (!current || current.xml.length >= limits.maxUrls || bytes + size > limits.maxBytes) {
      chunks.push((current = { xml: [] }));
      bytes = frame;
    }
    current.xml.push(entry.xml);
    bytes += size;
    if (entry.lastmod && (!current.lastmod || entry.lastmod > current.lastmod)) current.lastmod = entry.lastmod;
  }
  return chunks;
}

export interface SitemapSet {
  /** `/sitemap.xml`. */
  index: string;
  /** Part path (`/sitemap-en.xml`, `/sitemap-en-shops.xml`, `/sitemap-en-shops-2.xml`) → its XML. */
  parts: ReadonlyMap<string, string>;
}

/** The part's path: `/sitemap-<lang>.xml`, or with its group and chunk number when a language is split. */
export function partPath(lang: Lang, group?: Group, chunkNumber = 1): string {
  return `/sitemap-${lang}${group ? `-${group}` : ''}${chunkNumber > 1 ? `-${chunkNumber}` : ''}.xml`;
}

/** The index and every part of a tenant's sitemap. */
export function buildSitemaps(input: SitemapInput, limits: SitemapLimits = protocolLimits): SitemapSet {
  const origin = input.origin.replace(/\/+$/, '');
  const pages = sitemapPages(input);
  const parts = new Map<string, string>();
  const index: IndexEntry[] = [];
  const add = (path: string, xml: string[], lastmod: string | undefined) => {
    parts.set(path, `${urlsetOpen}${xml.join('')}${urlsetClose}`);
    index.push({ loc: `${origin}${path}`, ...(lastmod ? { lastmod } : {}) });
  };
  for (const lang of languages) {
    if (input.languages && !input.languages.includes(lang)) continue;
    const rendered = languageUrls(pages, lang, input).map(({ group, url }) => ({ group, xml: renderUrl(url), lastmod: url.lastmod }));
    if (rendered.length === 0) continue;
    const whole = chunk(rendered, limits);
    if (whole.length === 1 && whole[0]) {
      add(partPath(lang), whole[0].xml, whole[0].lastmod);
      continue;
    }
    // Too large for one file: one part per group, numbered when a group alone is too large.
    for (const group of ['pages', ...detailTypes] as Group[]) {
      chunk(
        rendered.filter((entry) => entry.group === group),
        limits,
      ).forEach((part, n) => add(partPath(lang, group, n + 1), part.xml, part.lastmod));
    }
  }
  return { index: renderIndex(index), parts };
}
