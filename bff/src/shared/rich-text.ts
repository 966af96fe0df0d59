import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { slugify } from '@mall/site';

// Rich text from the platform (shop, offer, reward, amenity descriptions; articles, legal texts, landings)
// is HTML written by a mall's editors (issue 9 "Rules"). It is sanitised here, once, when the bff maps it;
// the server's first HTML and the browser both render that very string (the embedded results carry it),
// so what runs in one runs in neither. sanitize-html is a parser-based allow-list (htmlparser2), well
// kept: only the tags and attributes below survive, entities are decoded before URLs are judged, and
// text is re-escaped on the way out, so a browser cannot parse the output into anything else.
//
// What reaches a page: text blocks, lists, headings, quotes, tables and links. Never a script, style,
// frame, object, embed, form, SVG, MathML, image or media element, an event handler, a `style`, `id`
// or `class` attribute (an editor's `id` could clobber the page's own elements), nor a URL other than
// http(s), mailto and tel (no `javascript:`, `vbscript:`, `data:` — data images included: the image
// proxy is how images reach a page — nor protocol-relative `//host`).

export interface RichTextOptions {
  /**
   * The site's own host names (the tenant's hosts and its origin's host): a link to one of them is a
   * link within the site. Any other absolute link is external and opens safely in a new tab. Without
   * them every absolute link counts as external.
   */
  ownHosts?: readonly string[];
}

/** Elements dropped with everything inside them (a script's text is not a text to show). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'svg', 'math', 'template', 'xmp', 'noembed', 'noframes', 'plaintext', 'title', 'head', 'video', 'audio', 'canvas', 'button',
];

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'blockquote',
  'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

const SAFE_REL = 'noopener noreferrer';

/** The host of an absolute http(s) link, or null for a path, a mailto/tel link or something unusable. */
function absoluteHost(href: string): string | null {
  if (!/^\s*https?:/i.test(href)) return null;
  try {
    return new URL(href.trim()).host.toLowerCase();
  } catch {
    return null;
  }
}

function optionsFor(ownHosts: readonly string[] | undefined): sanitizeHtml.IOptions {
  const own = new Set((ownHosts ?? []).map((h) => h.toLowerCase()));
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href', 'background', 'poster'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      // An editor's <h1> would be a second heading of the page's level: it becomes a level below.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      // A link's target and rel are decided here, never taken as written: an external link (another
      // host than the site's) opens in a new tab without access to this page (`noopener`) and without
      // telling it where the visitor came from (`noreferrer`); a site link keeps the tab, unless its
      // editor asked for a new one, and then gets the same protection. No other target survives.
      a: (tagName, attribs) => {
        const { target, rel: _rel, ...rest } = attribs;
        const host = absoluteHost(rest.href ?? '');
        const external = host !== null && !own.has(host);
        const newTab = external || target?.trim().toLowerCase() === '_blank';
        return { tagName, attribs: newTab ? { ...rest, target: '_blank', rel: SAFE_REL } : rest };
      },
    },
  };
}

const defaultOptions = optionsFor(undefined);

/**
 * What the two functions below gave, by their input. The platform's texts are kept raw in the caches
 * and mapped again by every execution that reads them: a home's operation sanitised the same event
 * and news descriptions each time, about a fifth of its time (docs/capacity.md, run G). Both are pure
 * functions of their input, so an answer is given again, not made again. Bounded by the characters
 * held (about 8 MB of strings at most), least recently used first out.
 */
const sanitised = new LRUCache<string, { value: string | null }>({
  maxSize: 4_000_000,
  sizeCalculation: (entry, key) => key.length + (entry.value?.length ?? 0) + 16,
});

function remembered(key: string, make: () => string | null): string | null {
  const known = sanitised.get(key);
  if (known) return known.value;
  const value = make();
  sanitised.set(key, { value });
  return value;
}

/** The platform's rich text as HTML safe to put in a page; empty (or only blank markup) is null. */
export function sanitizeRichText(html: string | null | undefined, options: RichTextOptions = {}): string | null {
  if (!html) return null;
  // The own hosts decide links' targets: a part of the key, apart from the text by a character no host has.
  const key = `r${options.ownHosts ? options.ownHosts.join(' ') : ''}\n${html}`;
  return remembered(key, () => {
    const clean = sanitizeHtml(html, options.ownHosts ? optionsFor(options.ownHosts) : defaultOptions).trim();
    return plainText(clean) === '' ? null : clean;
  });
}

/** A section heading of sanitised rich text, with the anchor it was given. */
export interface RichTextHeading {
  id: string;
  text: string;
}

/**
 * Gives each second-level heading of SANITISED rich text an anchor (`id="section-<slug>"`, unique in the
 * text) and lists them, for a table of contents. The ids are ours, built from the heading's words and
 * prefixed, so no editor's text can name an element of the page itself. Only for the output of
 * sanitizeRichText: its headings carry no attributes, which is what the pattern relies on.
 */
export function withHeadingAnchors(html: string, prefix = 'section'): { html: string; headings: RichTextHeading[] } {
  const headings: RichTextHeading[] = [];
  const used = new Set<string>();
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const text = plainText(inner);
    const base = `${prefix}-${slugify(text) || String(headings.length + 1)}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, headings };
}

/** The text of rich text, for a description meta tag, a card's excerpt or a search index. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return remembered(`p${html}`, () => textOf(html)) ?? '';
}

function textOf(html: string): string {
  // Blocks and line breaks part words: `<p>a.</p><p>b.</p>` reads "a. b.", not "a.b.".
  const parted = html.replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|div|blockquote|tr|td|th|caption)\s*>/gi, '$& ');
  return sanitizeHtml(parted, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    // Last, so that an escaped entity (`&amp;lt;`) stays the text it was.
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
