// The query of an upstream GET and the text each value is sent as (DESIGN.md "Upstream contract").
// One rule for everything that turns a query into text: the URL the client requests and the shared
// cache's key must agree on what a query means, or two requests for the same data would be cached
// apart (or, worse, two different requests together).

export type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * The name/value pairs the upstream receives, in the query's own order. Undefined values are left out
 * (an optional filter not set); null is sent as the text `null`, because the contract filters with it
 * (`filter[company_id]=null`: the mall's own events); numbers and booleans as their text.
 */
export function queryEntries(query: Query = {}): [name: string, value: string][] {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    entries.push([name, value === null ? 'null' : String(value)]);
  }
  return entries;
}
