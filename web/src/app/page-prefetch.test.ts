import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'urql';
import { HomePageDocument, ShellDocument } from '../graphql/generated';
import type { ConnectionHints } from '../lib/prefetch';
import { createPagePrefetcher } from './page-prefetch';
import { loadPage } from './pages';
import { prefetchContext } from './urql-client';

type Result = { data?: unknown; error?: Error };

/** A client whose answers the test gives, recording what was asked (operation name and variables). */
function fakeClient(answer: (document: unknown) => Promise<Result> = () => Promise.resolve({ data: {} })) {
  const asked: [string, unknown][] = [];
  const query = vi.fn((document: unknown, variables: unknown, context: unknown) => {
    expect(context).toBe(prefetchContext);
    asked.push([document === HomePageDocument ? 'HomePage' : document === ShellDocument ? 'Shell' : 'other', variables]);
    return { toPromise: () => answer(document) };
  });
  return { client: { query } as unknown as Client, asked, query };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createPagePrefetcher', () => {
  it("loads the page's view and asks for its operation, then its language's layout, once a path", async () => {
    const view = vi.spyOn((await loadPage('home'))!, 'view');
    const { client, asked } = fakeClient();
    const prefetch = createPagePrefetcher(client, { connection: () => undefined });
    prefetch('/en');
    await settle();
    expect(view).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      ['HomePage', { lang: 'en' }],
      ['Shell', { lang: 'en' }],
    ]);
    // The same path again, with a query or a hash: already prefetched.
    prefetch('/en');
    prefetch('/en?utm=x#top');
    await settle();
    expect(asked).toHaveLength(2);
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('asks for the layout only after the page: a prefetch has one request in flight', async () => {
    let answerPage!: (result: Result) => void;
    const { client, asked } = fakeClient((document) =>
      document === HomePageDocument ? new Promise<Result>((resolve) => (answerPage = resolve)) : Promise.resolve({ data: {} }),
    );
    createPagePrefetcher(client, { connection: () => undefined })('/cz');
    await settle();
    expect(asked).toEqual([['HomePage', { lang: 'cz' }]]);
    answerPage({ data: {} });
    await settle();
    expect(asked).toEqual([
      ['HomePage', { lang: 'cz' }],
      ['Shell', { lang: 'cz' }],
    ]);
  });

  it('does nothing for paths no screen answers, nor for other sites', async () => {
    const { client, query } = fakeClient();
    const prefetch = createPagePrefetcher(client, { connection: () => undefined });
    for (const path of ['/xx/nothing', '/en/no-such-page', '/cz/kontakt/navic', '/en/events/zero', 'https://example.com/en']) prefetch(path);
    await settle();
    expect(query).not.toHaveBeenCalled();
  });

  it('does nothing on Save-Data or 2G, and reads the connection at every prefetch', async () => {
    let connection: ConnectionHints | undefined = { saveData: true };
    const { client, asked } = fakeClient();
    const prefetch = createPagePrefetcher(client, { connection: () => connection });
    prefetch('/de');
    connection = { effectiveType: '2g' };
    prefetch('/de');
    await settle();
    expect(asked).toEqual([]);
    connection = { effectiveType: '4g', saveData: false };
    prefetch('/de');
    await settle();
    expect(asked.map(([name]) => name)).toEqual(['HomePage', 'Shell']);
  });

  it('tries again after a failure (no data: nothing was cached)', async () => {
    let fail = true;
    const { client, asked } = fakeClient(() => Promise.resolve(fail ? { error: new Error('offline') } : { data: {} }));
    const prefetch = createPagePrefetcher(client, { connection: () => undefined });
    prefetch('/sk');
    await settle();
    expect(asked).toEqual([['HomePage', { lang: 'sk' }]]);
    fail = false;
    prefetch('/sk');
    await settle();
    expect(asked).toEqual([
      ['HomePage', { lang: 'sk' }],
      ['HomePage', { lang: 'sk' }],
      ['Shell', { lang: 'sk' }],
    ]);
    prefetch('/sk');
    await settle();
    expect(asked).toHaveLength(3);
  });
});
