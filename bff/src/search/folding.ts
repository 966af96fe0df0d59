// How search reads words (issue 8, Search): case and diacritics do not matter ("zlutoucky kun" finds
// "žluťoučký kůň"), nor punctuation inside a brand ("drmax" finds "Dr.Max", "hm" finds "H&M"). The
// index and the query fold their words with the same functions, so they always agree.

/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

/** One word as the index keeps it: lower case, without diacritics. */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđßæœıþ]/g, (letter) => SPECIAL[letter] ?? letter);
}

/** The words of a text: runs of letters and digits (anything else separates them). */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/**
 * A name's words, plus its ends written together ("H&M" → h, m, hm; "Lékárna Dr.Max" → lékárna, dr,
 * max, lékárnadrmax, drmax), because visitors type brands that way.
 */
export function nameTokens(name: string): string[] {
  const words = tokenize(name);
  const joined = words.slice(0, -1).map((_, i) => words.slice(i).join(''));
  return [...words, ...joined];
}

/** The longest query the search accepts (a longer one is refused with BAD_USER_INPUT). */
export const MAX_QUERY_LENGTH = 200;

/** A query as it is searched and echoed: trimmed, inner whitespace collapsed. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/**
 * How many typos a query word may have: one (spec: "one typo per word"), but none in words of three
 * letters or fewer, where one edit matches nearly anything ("dm" would find every two-letter word).
 */
export function typosAllowed(term: string): number {
  return term.length >= 4 ? 1 : 0;
}
