import { DEFAULT_PAGE_SIZE, pageSize, pageSizeParam } from './page-size';

// The query parameters a page reads (issue 17, "every query string becomes its own cached copy"). A
// page module declares each parameter it reads, with the rule that turns a value into the one
// spelling the page is rendered and kept with. Only those are part of the page's render and of its
// cache key: `?x=1`, `?utm_source=…` or a parameter another page reads change nothing, so they cannot
// make a second copy of the page. The browser still has them in its address bar (analytics read
// them), and no screen reads an undeclared one (that would differ between the server's render and
// the browser's hydration).

/** A parameter's value as the page reads it, or null: the page reads it as absent. */
export type QueryRule = (value: string) => string | null;

/** The query parameters a page reads, by name. */
export type QueryRules = Readonly<Record<string, QueryRule>>;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text is well-formed Unicode: no lone surrogate, which no encoder can write (it reached
 * the search index as INTERNAL). What ES2024's String.prototype.isWellFormed says (the libraries target ES2023).
 */
export function isWellFormedText(text: string): boolean {
  return !loneSurrogate.test(text);
}

/** Longer values are nobody's: no page of ours reads more than a search text (200 characters). */
export const MAX_QUERY_VALUE_LENGTH = 2000;

/**
 * Any value, as given: the page decides what it means (`?page=abc` is a 404, a search text is
 * shortened and says so). Empty is absent. Text that is not well-formed Unicode (a lone surrogate)
 * is nobody's value.
 */
export const asGiven: QueryRule = (value) => (value === '' || value.length > MAX_QUERY_VALUE_LENGTH || !isWellFormedText(value) ? null : value);

/** What a visitor's secret is rendered and kept as (see `secret`). */
export const secretPlaceholder = '-';

/**
 * A visitor's secret (a newsletter link's `?token=`): the page may depend on whether one is there,
 * never on its value. It is rendered and kept with a placeholder, so one page is kept for every link
 * and no secret reaches a kept page, the shared cache or its keys; the browser reads the real one from
 * its own address when it sends it.
 */
export const secret: QueryRule = (value) => (value === '' ? null : secretPlaceholder);

/** A flag (`?sent=1`): one spelling, or absent. */
export const flag =
  (spelling = '1'): QueryRule =>
  (value) =>
    value === spelling ? value : null;

/** One of a few values (`?session=expired`); anything else is absent. */
export const oneOf =
  (...values: readonly string[]): QueryRule =>
  (value) =>
    values.includes(value) ? value : null;

/**
 * A list's page size (`?perPage=24`): one of the specification's sizes, written without a leading
 * zero; the default size and a size no one offers read as absent (the list shows as usual).
 */
export const pageSizeRule: QueryRule = (value) => {
  const size = pageSize({ [pageSizeParam]: value });
  return size === DEFAULT_PAGE_SIZE ? null : String(size);
};

/** The rules of a list whose page size the visitor picks. */
export const pageSizeQuery: QueryRules = { [pageSizeParam]: pageSizeRule };

/**
 * The query a page is rendered and kept with: its declared parameters only (the first value of
 * each, as URLSearchParams.get reads it), each by its rule, in the order of their names. A page
 * that declares nothing reads no query.
 */
export function pageQueryOf(rules: QueryRules | undefined, params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (!rules) return query;
  for (const name of Object.keys(rules).sort()) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = rules[name]!(raw);
    if (value !== null) query[name] = value;
  }
  return query;
}
