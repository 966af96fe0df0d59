import { isWellFormedText, type QueryRule } from '@mall/site';

// The search box's text as the URL carries it (`?q=`): what the page asks the bff for, so the server
// renders results for a shared link and the form works without JavaScript (a GET form).

/** The bff refuses longer searches (schema/search.graphql: BAD_USER_INPUT over 200 characters). */
export const MAX_QUERY_LENGTH = 200;

/** The name of the query parameter (and of the form's field). */
export const QUERY_PARAM = 'q';

/** Results per group: the largest page size (spec §9); a group with more says how many there are. */
export const RESULTS_PER_GROUP = 48;

/** How long typing pauses before the results follow (as-you-type, debounced). */
export const TYPING_DEBOUNCE_MS = 250;

export interface SearchText {
  /** What is searched: trimmed, spaces collapsed, at most MAX_QUERY_LENGTH characters. */
  query: string;
  /** The visitor's text was longer and has been cut. */
  shortened: boolean;
}

/** The first `length` code units of a text, never half of a surrogate pair (that would be no text at all). */
function cut(text: string, length: number): string {
  const head = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** The search of a URL's `q` (absent: empty). A longer text is cut rather than refused, and the page says so. */
export function searchText(raw: string | null | undefined): SearchText {
  const query = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (query.length <= MAX_QUERY_LENGTH) return { query, shortened: false };
  return { query: cut(query, MAX_QUERY_LENGTH).trim(), shortened: true };
}

/**
 * `?q=` in its one spelling (the page's query rule, issue 17): spaces collapsed, and a text longer
 * than a search cut one character past the limit, so the page still says it was shortened. The page
 * reads the same search from it as from the text it came as.
 */
export const searchQueryRule: QueryRule = (raw) => {
  if (!isWellFormedText(raw)) return null;
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text.length <= MAX_QUERY_LENGTH) return text === '' ? null : text;
  // One character past the limit, a whole one: a surrogate pair stays a pair.
  const over = text.slice(0, MAX_QUERY_LENGTH + 1);
  return /[\uD800-\uDBFF]$/.test(over) ? text.slice(0, MAX_QUERY_LENGTH + 2) : over;
};

/** The URL search of a typed text: `?q=…`, or nothing for an empty box. */
export function searchParamsFor(text: string): string {
  const query = text.trim();
  return query ? `?${new URLSearchParams({ [QUERY_PARAM]: query }).toString()}` : '';
}
