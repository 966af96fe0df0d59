import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { sitemapSchema } from './upstream';

/**
 * The platform's sitemap call, cached under the 'content' family: it lists events, news and offers,
 * the most edited data, so it is as fresh as they are.
 */
export function seoCalls(get: PublicGet) {
  return {
    sitemap: (call: CallContext) => get(call, 'content', 'sitemap', sitemapSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default seoCalls;
