import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'urql';
import { HomePageDocument, ShellDocument } from '../graphql/generated';
import type { ConnectionHints } from '../lib/prefetch';
import { createPagePrefetcher, readCodeFiles, type CodeFiles } from './page-prefetch';
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
    const prefetch = createPagePrefetcher(client, { connection: () => undefined }).data;
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

  it('asks for the page and its layout in the same turn (the client joins the two: one request in flight)', async () => {
    let answerPage!: (result: Result) => void;
    const { client, asked } = fakeClient((document) =>
      document === HomePageDocument ? new Promise<Result>((resolve) => (answerPage = resolve)) : Promise.resolve({ data: {} }),
    );
    let done = false;
    const queue = { add: vi.fn((_key: string, task: () => Promise<unknown>) => (void task().then(() => (done = true)), true)), running: 0, waiting: 0 };
    createPagePrefetcher(client, { connection: () => undefined, queue }).data('/cz');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([
      ['HomePage', { lang: 'cz' }],
      ['Shell', { lang: 'cz' }],
    ]);
    // The prefetch holds its place in the queue until both have answered.
    await settle();
    expect(done).toBe(false);
    answerPage({ data: {} });
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('does nothing for paths no screen answers, nor for other sites', async () => {
    const { client, query } = fakeClient();
    // Nothing even enters the queue (a wait for what never comes would pass too early to tell).
    const queue = { add: vi.fn(() => true), running: 0, waiting: 0 };
    const prefetch = createPagePrefetcher(client, { connection: () => undefined, queue }).data;
    // (`/en/events/zero` stood here once, but the route table matches it: the events route, with `zero`
    // for its page parameter. Its prefetch asked once the page module had loaded, so the test passed
    // or failed by how fast that import was.)
    for (const path of ['/xx/nothing', '/en/no-such-page', '/cz/kontakt/navic', 'https://example.com/en']) prefetch(path);
    await settle();
    expect(queue.add).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
    prefetch('/en/events/2');
    expect(queue.add).toHaveBeenCalledTimes(1);
  });

  it('does nothing on Save-Data or 2G, and reads the connection at every prefetch', async () => {
    let connection: ConnectionHints | undefined = { saveData: true };
    const { client, asked } = fakeClient();
    const prefetch = createPagePrefetcher(client, { connection: () => connection }).data;
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
    const prefetch = createPagePrefetcher(client, { connection: () => undefined }).data;
    prefetch('/sk');
    await settle();
    expect(asked).toEqual([
      ['HomePage', { lang: 'sk' }],
      ['Shell', { lang: 'sk' }],
    ]);
    fail = false;
    prefetch('/sk');
    await settle();
    expect(asked).toEqual([
      ['HomePage', { lang: 'sk' }],
      ['Shell', { lang: 'sk' }],
      ['HomePage', { lang: 'sk' }],
      ['Shell', { lang: 'sk' }],
    ]);
    prefetch('/sk');
    await settle();
    expect(asked).toHaveLength(4);
  });

  describe('code, for a link in view', () => {
    // A link's match and a page's links are each a task of their own (a timer), after the list's answer.
    const drain = async () => {
      for (let i = 0; i < 3; i++) await settle();
    };
    const files: CodeFiles = {
      routes: { home: ['/assets/home.page-1.js', '/assets/home-screen-1.js'], 'opening-hours': ['/assets/opening-hours.page-1.js'] },
      texts: { home: { en: '/assets/en-home-1.js', cz: '/assets/cz-home-1.js' }, common: { en: '/assets/en-common-1.js' } },
      shared: ['/assets/text-files-1.js'],
    };

    it("adds the page's files and its language's texts, asks for no data, once a page", async () => {
      const { client, query } = fakeClient();
      const added: string[] = [];
      const codeFiles = vi.fn(() => Promise.resolve(files));
      const { code } = createPagePrefetcher(client, { connection: () => undefined, codeFiles, prefetchFile: (href) => added.push(href) });
      code('/en');
      code('/en?from=x');
      // Nothing in the observer's own task.
      expect(added).toEqual([]);
      await drain();
      expect(added).toEqual(['/assets/text-files-1.js', '/assets/home.page-1.js', '/assets/home-screen-1.js', '/assets/en-home-1.js', '/assets/en-common-1.js']);
      code('/cz');
      await drain();
      expect(added.slice(5)).toEqual(['/assets/text-files-1.js', '/assets/home.page-1.js', '/assets/home-screen-1.js', '/assets/cz-home-1.js']);
      expect(query).not.toHaveBeenCalled();
    });

    it('does nothing on Save-Data, for unknown paths, or without the build list', async () => {
      const { client } = fakeClient();
      const added: string[] = [];
      let connection: ConnectionHints = { saveData: true };
      let list: CodeFiles | null = files;
      const { code } = createPagePrefetcher(client, { connection: () => connection, codeFiles: () => Promise.resolve(list), prefetchFile: (href) => added.push(href) });
      code('/en');
      await drain();
      connection = {};
      code('/en/no-such-page');
      await drain();
      list = null;
      code('/de');
      await drain();
      expect(added).toEqual([]);
    });
  });
});

describe('readCodeFiles', () => {
  it("takes the bff's list, and refuses any other shape or a file outside the build's assets", () => {
    const good = { routes: { home: ['/assets/a-1.js', '/assets/a-1.css'] }, texts: { home: { en: '/assets/en-1.js' } }, shared: [] };
    expect(readCodeFiles(good)).toEqual(good);
    for (const bad of [null, [], { routes: {}, texts: {} }, { ...good, routes: { home: ['https://evil.example/x.js'] } }, { ...good, texts: { home: { en: '/assets/../x.js' } } }, { ...good, shared: ['/other/x.js'] }, { ...good, routes: { home: ['/assets/a-1.css.map'] } }]) {
      expect(readCodeFiles(bad)).toBeNull();
    }
  });
});
