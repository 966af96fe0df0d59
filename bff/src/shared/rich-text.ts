import sanitizeHtml from 'sanitize-html';

// Rich text from the platform (shop, offer, reward, amenity descriptions; articles) is HTML written by
// a mall's editors: it is sanitised here, once, when the bff maps it, and the web shows what it gets.
// sanitize-html (a parser-based allow-list, well kept) rather than a hand-written filter: scripts, event
// handlers, styles, iframes and `javascript:` links never reach a page.

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // An editor's <h1> would be a second heading of the page's level: it becomes a level below.
  transformTags: {
    h1: 'h2',
    // A link that leaves the site opens safely; a link within it stays as written.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
    },
  },
  // What is dropped goes with its content for these (a script's text is not a text to show).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

/** The platform's rich text as HTML safe to put in a page; empty (or only blank markup) is null. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, options).trim();
  return plainText(clean) === '' ? null : clean;
}

/** The text of rich text, for a description meta tag, a card's excerpt or a search index. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  // Blocks and line breaks part words: `<p>a.</p><p>b.</p>` reads "a. b.", not "a.b.".
  const parted = html.replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|div|blockquote|tr|td|th)\s*>/gi, '$& ');
  return sanitizeHtml(parted, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'] })
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
