import type { DocumentNode } from 'graphql';
import type { Client } from 'urql';
import { matchPath } from '@mall/site';
import { ShellDocument } from '../graphql/generated';
import { createPrefetchQueue, prefetchAllowed, type ConnectionHints, type PrefetchQueue } from '../lib/prefetch';
import type { Prefetch } from '../lib/prefetch-context';
import { isLive, loadPage } from './pages';
import { ensureRouteTexts } from './texts';
import { prefetchContext } from './urql-client';

export interface PagePrefetchOptions {
  queue?: PrefetchQueue;
  /** Read at every prefetch: a visitor may turn Save-Data on, or lose their signal, mid-visit. */
  connection?: () => ConnectionHints | undefined;
}

// Not in TypeScript's DOM types: the Network Information API is Chromium's only.
const browserConnection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/**
 * The app's prefetch (spec §9): the page module of the path, its view's chunk and its operation's
 * result, through the queue (4 at a time). The result lands in the client's cache, where the
 * screen's own query (cache-first) finds it: the navigation that follows asks nothing, or shares the
 * request still in flight (urql runs one operation per key).
 */
export function createPagePrefetcher(client: Client, { queue = createPrefetchQueue(), connection = browserConnection }: PagePrefetchOptions = {}): Prefetch {
  async function query(document: DocumentNode, variables: Record<string, unknown>): Promise<void> {
    const result = await client.query(document, variables, prefetchContext).toPromise();
    // Only a result with data is cached; without one the prefetch failed and may be tried again.
    if (result.data == null) throw result.error ?? new Error('prefetch: no data');
  }

  return (path) => {
    if (!prefetchAllowed(connection())) return;
    const match = matchPath(path);
    // Unknown paths and routes without a screen yet: nothing to load (the router shows the 404 screen).
    if (!match || !isLive(match.route.name)) return;
    const { lang, params } = match;
    const search = Object.fromEntries(new URL(path, 'http://site.invalid').searchParams);
    queue.add(path.split(/[?#]/)[0] ?? path, () =>
      // The page module loads inside the queue's task, so it counts among the 4 too.
      loadPage(match.route.name)!.then((page) => Promise.all([
        page.view(),
        ensureRouteTexts(lang, match.route.name),
        (async () => {
          await query(page.document as unknown as DocumentNode, page.variables({ lang, params, query: search }));
          // A page in another language needs that language's layout too (the root's Shell query);
          // the current language's is cached already, so this asks nothing. One after the other:
          // a prefetch has at most one request in flight, so 4 prefetches at most 4.
          await query(ShellDocument, { lang });
        })(),
      ])),
    );
  };
}
