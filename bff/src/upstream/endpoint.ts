// The upstream endpoint of a call as a metric label: the path's template, never the raw path. Ids in
// a path (`companies/123`, `events/9f1c…/register`) would make one time series per item; here they
// become `:id`, so the label takes as many values as the platform has endpoints.

/** A segment that names one item rather than a kind of resource: digits in it, or a long opaque token. */
const itemSegment = /^(?:[^/]*\d[^/]*|[A-Za-z0-9_-]{24,})$/;

/**
 * Endpoints whose whole tail names one item in words, slashes and all (a custom page's permalink,
 * `website-pages/permalink/guides/christmas/gift-ideas`): the tail is one `:permalink`, whatever it says.
 */
const namedTails = ['website-pages/permalink'];

/** `/companies/123/?x=1` → `companies/:id`. */
export function endpointTemplate(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const named = namedTails.find((prefix) => segments.join('/').startsWith(`${prefix}/`));
  if (named) return `${named}/:permalink`;
  return segments.map((segment) => (itemSegment.test(segment) ? ':id' : segment)).join('/');
}
