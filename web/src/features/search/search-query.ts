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

/** The search of a URL's `q` (absent: empty). A longer text is cut rather than refused, and the page says so. */
export function searchText(raw: string | null | undefined): SearchText {
  const query = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (query.length <= MAX_QUERY_LENGTH) return { query, shortened: false };
  return { query: query.slice(0, MAX_QUERY_LENGTH).trim(), shortened: true };
}

/** The URL search of a typed text: `?q=…`, or nothing for an empty box. */
export function searchParamsFor(text: string): string {
  const query = text.trim();
  return query ? `?${new URLSearchParams({ [QUERY_PARAM]: query }).toString()}` : '';
}
