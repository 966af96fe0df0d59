import { cacheExchange, Client, createRequest, fetchExchange, ssrExchange, type SSRData } from 'urql';
import { HomePageDocument, ShellDocument } from '../graphql/generated';
import type { BffState } from '../lib/bff-state';

// The documents of the operations the bff may embed (routing/page-queries.ts), by operation name.
export const embeddableDocuments = { Shell: ShellDocument, HomePage: HomePageDocument } as const;

/**
 * One urql client for the app. The bff embeds the layout's and the screen's first results in the
 * first HTML; they are restored under urql's own operation keys, so the first screen renders without
 * a request. Later navigation makes one request per screen.
 */
export function createUrqlClient(state: BffState | null, url = '/graphql'): Client {
  const ssr = ssrExchange({ isClient: true });
  if (state) {
    const initial: SSRData = {};
    const embedded = [
      ...(state.shell ? [{ operation: 'Shell', variables: { lang: state.lang }, data: state.shell }] : []),
      ...(state.page ? [state.page] : []),
    ];
    for (const { operation, variables, data } of embedded) {
      const document = embeddableDocuments[operation as keyof typeof embeddableDocuments];
      if (!document) continue;
      initial[createRequest(document, variables).key] = { data: JSON.stringify(data), hasNext: false };
    }
    ssr.restoreData(initial);
  }
  return new Client({
    url,
    exchanges: [cacheExchange, ssr, fetchExchange],
    // Short queries go as GET (cacheable); mercurius' CSRF prevention wants this header on them.
    preferGetMethod: 'within-url-limit',
    fetchOptions: () => ({ headers: { 'mercurius-require-preflight': 'true' } }),
  });
}
