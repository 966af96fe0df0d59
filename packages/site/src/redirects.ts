// The per-path redirects of the specification (§2 "Route guards": "a further guard asks the server
// for a per-path redirect and follows it; an absolute address leads to a full external redirect").
// The bff applies them to the first request and hands the same list to the SPA, which applies them
// on client navigation; both look a path up with the rules below, so they never disagree.

/** One rule as both sides use it: chains already resolved to their final target by the bff. */
export interface Redirect {
  /** A root-relative path. */
  from: string;
  /** A root-relative path (with its own query, maybe) or an absolute http(s) URL. */
  to: string;
  permanent: boolean;
  /** `to` is on another site: the browser leaves (a full navigation), the SPA cannot route there. */
  external: boolean;
}

/**
 * The form a path is compared in: lower case, without a trailing slash (except `/` itself). Old
 * addresses arrive typed by hand and linked from old pages, in any case and with or without a slash.
 */
export function redirectKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed || '/').toLowerCase();
}

/** A root-relative path of this site: one leading slash, not a protocol-relative `//host`. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

const tables = new WeakMap<readonly Redirect[], Map<string, Redirect>>();

/** The rule for a path, if any. The lookup table is built once per list. */
export function findRedirect(rules: readonly Redirect[], path: string): Redirect | undefined {
  let table = tables.get(rules);
  if (!table) {
    table = new Map(rules.map((rule) => [redirectKey(rule.from), rule]));
    tables.set(rules, table);
  }
  return table.get(redirectKey(path));
}

/**
 * Where to send the visitor: the rule's target, with the request's query string when the target is
 * on this site and has no query of its own (a campaign's `utm_*` survives a moved page).
 */
export function redirectLocation(rule: Redirect, search: string): string {
  if (rule.external || rule.to.includes('?') || !search || search === '?') return rule.to;
  return `${rule.to}${search.startsWith('?') ? search : `?${search}`}`;
}
