import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { createRequest } from 'urql';
import { HomePageDocument, ShellDocument } from '../graphql/generated';
import type { BffState } from '../lib/bff-state';
import { persistedOperations } from './persisted-operations';
import { createUrqlClient } from './urql-client';

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
        const client = createUrqlClient(state, { server, url: 'http://bff.test/graphql', pageDocument: HomePageDocument });
        expect(firstResult(client, HomePageDocument, { lang: 'sk' })?.data).toEqual(state.page?.data);
        expect(firstResult(client, ShellDocument, { lang: 'sk' })?.data).toEqual(state.shell);
      }
      const server = createUrqlClient(state, { server: true, url: 'http://bff.test/graphql', pageDocument: HomePageDocument });
      expect(firstResult(server, HomePageDocument, { lang: 'de' })).toBeUndefined();
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("restores the page's result only with the page's document: without it, the page asks", () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    try {
      const client = createUrqlClient(state, { url: 'http://bff.test/graphql' });
      expect(firstResult(client, ShellDocument, { lang: 'sk' })?.data).toEqual(state.shell);
      expect(firstResult(client, HomePageDocument, { lang: 'sk' })?.data).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends an operation as the hash of the text the build persisted, never the text', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { settings: null } }), { headers: { 'content-type': 'application/graphql-response+json' } }));
    vi.stubGlobal('fetch', fetch);
    try {
      const client = createUrqlClient(null, { url: 'http://bff.test/graphql' });
      await client.query(HomePageDocument, { lang: 'de' }).toPromise();
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      const params = new URL(url).searchParams;
      expect(init.method).toBe('GET');
      expect(params.get('query')).toBeNull();
      expect(params.get('operationName')).toBe('HomePage');
      const { persistedQuery } = JSON.parse(params.get('extensions') ?? '{}') as { persistedQuery: { version: number; sha256Hash: string } };
      const text = persistedOperations().HomePage!;
      expect(persistedQuery).toEqual({ version: 1, sha256Hash: createHash('sha256').update(text, 'utf8').digest('hex') });
      // The text the bff keeps is the one urql sends: with the __typename its cache adds.
      expect(text).toMatch(/^query HomePage\(\$lang: Language!\)/);
      expect(text).toContain('__typename');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('persists every generated operation, by its name', () => {
    const operations = persistedOperations();
    expect(Object.keys(operations)).toEqual(expect.arrayContaining(['HomePage', 'Shell']));
    for (const [name, text] of Object.entries(operations)) expect(text).toMatch(new RegExp(`^(query|mutation|subscription) ${name}\\b`));
  });
});
