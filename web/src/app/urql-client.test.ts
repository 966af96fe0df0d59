import { describe, expect, it, vi } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { createRequest } from 'urql';
import { HomePageDocument, ShellDocument } from '../graphql/generated';
import type { BffState } from '../lib/bff-state';
import { createUrqlClient, embeddableDocuments } from './urql-client';

// The first HTML carries the layout's and the page's results; the client must find them under the
// keys its hooks ask for, synchronously (the server renders from them, the browser hydrates them).
const state: BffState = {
  lang: 'sk',
  status: 200,
  shell: { tenant: { id: 'aupark' } } as unknown as BffState['shell'],
  page: { operation: 'HomePage', variables: { lang: 'sk' }, data: { heroBanners: [{ title: 'Sale' }] } },
};

function firstResult(client: ReturnType<typeof createUrqlClient>, document: typeof HomePageDocument, variables: Record<string, unknown>) {
  let result: { data?: unknown } | undefined;
  const { unsubscribe } = pipe(
    client.executeQuery(createRequest(document, variables)),
    subscribe((value) => {
      result ??= value;
    }),
  );
  unsubscribe();
  return result;
}

describe('createUrqlClient', () => {
  it('restores the embedded results synchronously, and the server never fetches', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    try {
      for (const server of [true, false]) {
        const client = createUrqlClient(state, { server, url: 'http://bff.test/graphql' });
        expect(firstResult(client, HomePageDocument, { lang: 'sk' })?.data).toEqual(state.page?.data);
        expect(firstResult(client, ShellDocument, { lang: 'sk' })?.data).toEqual(state.shell);
      }
      const server = createUrqlClient(state, { server: true, url: 'http://bff.test/graphql' });
      expect(firstResult(server, HomePageDocument, { lang: 'de' })).toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('knows the document of every embeddable operation', () => {
    expect(Object.keys(embeddableDocuments()).sort()).toEqual(['HomePage', 'Shell']);
  });
});
