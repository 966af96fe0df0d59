import type { JsonLdItem } from '@mall/site';
import { imageProxyPath } from '../shared/images';

// What the first HTML's head needs for search engines and link previews, beyond the page's own values:
// the Open Graph image at the size link previews use, and JSON-LD with absolute links. Both on the
// tenant's configured origin, never on the request's Host.

/** The width of the Open Graph image (Facebook and LinkedIn ask for 1200 px wide). */
export const openGraphImageWidth = 1200;

/**
 * The Open Graph image: a link through our image route asks it for 1200 px (`/img?url=…&w=1200`), and
 * a root-relative link becomes absolute on the tenant origin. Another absolute URL is kept as it is.
 */
export function openGraphImage(origin: string, link: string | null | undefined): string | null {
  if (!link) return null;
  if (/^\/\//.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin === new URL(origin).origin && url.pathname === imageProxyPath) url.searchParams.set('w', String(openGraphImageWidth));
  return url.href;
}

/** Properties whose values are links (schema.org): a root-relative one is made absolute. */
const linkKeys = new Set(['url', 'image', 'item', 'logo', '@id', 'sameAs']);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function absolute(value: Json, origin: string, isLink: boolean): Json {
  if (typeof value === 'string') return isLink && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolute(item, origin, isLink));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolute(item, origin, linkKeys.has(key))]));
  }
  return value;
}

/** A page's JSON-LD items with their root-relative links absolute on the tenant origin. */
export function absoluteJsonLd(items: readonly JsonLdItem[] | undefined, origin: string): JsonLdItem[] {
  const base = new URL(origin).origin;
  return (items ?? []).map((item) => absolute(item, base, false) as JsonLdItem);
}
