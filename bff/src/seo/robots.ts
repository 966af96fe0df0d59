// robots.txt of a tenant (issue 7 "Search engines"): it names the tenant's sitemap index on the
// tenant's configured origin, and keeps crawlers off the GraphQL endpoint (an API: its answers are
// pages' data, which the first HTML already carries) and the ops endpoints. The image route stays
// open: link previews (Twitterbot obeys robots.txt) and image search fetch the Open Graph image
// through it, and search engines render pages with their images.

export const disallowedPaths = ['/graphql', '/ops/'] as const;

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return ['User-agent: *', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
