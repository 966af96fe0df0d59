import { cacheExchange, Client, createRequest, fetchExchange, ssrExchange } from 'urql';
import { ShellDocument } from '../graphql/generated';
import type { BffState } from '../lib/bff-state';

// One urql client for the app. The bff embeds the Shell query's result in the first HTML; it is
// restored here under urql's own operation key, so the layout renders without a request and the
// page's query is the screen's only GraphQL request.
export function createUrqlClient(state: BffState | null, url = '/graphql'): Client {
  const ssr = ssrExchange({ isClient: true });
  if (state?.shell) {
    const { key } = createRequest(ShellDocument, { lang: state.lang });
    ssr.restoreData({ [key]: { data: JSON.stringify(state.shell), hasNext: false } });
  }
  return new Client({
    url,
    exchanges: [cacheExchange, ssr, fetchExchange],
    // Short queries go as GET (cacheable); mercurius' CSRF prevention wants this header on them.
    preferGetMethod: 'within-url-limit',
    fetchOptions: () => ({ headers: { 'mercurius-require-preflight': 'true' } }),
  });
}
