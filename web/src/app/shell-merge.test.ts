import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, GraphQLError, validate, type DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CombinedError, createRequest, formatDocument, makeOperation, stringifyDocument, type Exchange, type Operation, type OperationResult } from 'urql';
import { empty, fromValue, makeSubject, mergeMap, pipe, subscribe, type Source } from 'wonka';
import * as generated from '../graphql/generated';
import { HeaderMessagesDocument, HomePageDocument, SetLikeDocument, ShellDocument } from '../graphql/generated';
import { persistedOperations } from './persisted-operations';
import { joinOperations, joinsShell, joinTurn, shellPrefix, withShell, type Splits } from './shell-merge';
import { joinShellExchange } from './urql-client';

const schemaFolder = fileURLToPath(new URL('../../../schema/', import.meta.url));
const schema = buildSchema(readdirSync(schemaFolder).filter((file) => file.endsWith('.graphql')).map((file) => readFileSync(`${schemaFolder}${file}`, 'utf8')).join('\n'));

const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

/** An operation as urql's cache exchange hands it on: its document formatted (`__typename` added). */
function operationOf(document: DocumentNode, variables: Record<string, unknown>, context = {}): Operation {
  const request = createRequest(document, variables);
  return makeOperation('query', { ...request, query: formatDocument(request.query) }, { url: '/graphql', requestPolicy: 'cache-first', ...context });
}

const page = (lang = 'en') => operationOf(HomePageDocument, { lang }, { fetchOptions: { headers: { purpose: 'prefetch' } } });
const shell = (lang = 'en') => operationOf(ShellDocument, { lang });
const messages = () => operationOf(HeaderMessagesDocument, {});

describe('joinsShell', () => {
  it("takes a page's query with `$lang: Language!`, not the layout's own, a query without the language or a mutation", () => {
    expect(joinsShell(HomePageDocument)).toBe(true);
    expect(joinsShell(ShellDocument)).toBe(false);
    expect(joinsShell(HeaderMessagesDocument)).toBe(false);
    expect(joinsShell(SetLikeDocument)).toBe(false);
  });
});

describe('withShell', () => {
  it('makes of every page query and the layout one operation the schema accepts', () => {
    const joined = documents.filter(([, document]) => joinsShell(document));
    expect(joined.length).toBeGreaterThan(40);
    for (const [name, document] of joined) {
      const errors = validate(schema, withShell(formatDocument(document), formatDocument(ShellDocument)));
      expect(errors.map((error) => error.message), name).toEqual([]);
    }
  });

  it("puts the layout's root fields beside the page's, each under the prefix, and each fragment once", () => {
    const text = stringifyDocument(withShell(HomePageDocument, ShellDocument));
    expect(text).toMatch(/^query HomePageWithShell\(\$lang: Language!\)/);
    for (const field of ['redirects', 'tenant', 'bookingOpen', 'settings', 'mall']) expect(text).toContain(`${shellPrefix}${field}: ${field}`);
    expect(text.match(/fragment NavItemData on/g)).toHaveLength(1);
    // The same documents, the same document (urql keys it by its text once); another layout's document, another.
    expect(withShell(HomePageDocument, ShellDocument)).toBe(withShell(HomePageDocument, ShellDocument));
    const formattedShell = formatDocument(ShellDocument);
    expect(stringifyDocument(withShell(HomePageDocument, formattedShell))).not.toBe(text);
    expect(stringifyDocument(withShell(HomePageDocument, formattedShell))).toContain('__typename');
  });

  it('is the text the bff knows: the one the build persists is the one the browser sends', () => {
    const joined = joinOperations(page(), shell());
    expect(joined).not.toBeNull();
    expect(stringifyDocument(joined!.operation.query)).toBe(persistedOperations().HomePageWithShell);
  });
});

describe('joinOperations', () => {
  it("keeps the page's variables and context, and only joins the same language", () => {
    const joined = joinOperations(page('cz'), shell('cz'))!;
    expect(joined.operation.variables).toEqual({ lang: 'cz' });
    expect(joined.operation.context.fetchOptions).toEqual({ headers: { purpose: 'prefetch' } });
    expect(joined.operation.key).not.toBe(page('cz').key);
    expect(joinOperations(page('cz'), shell('de'))).toBeNull();
    expect(joinOperations(messages(), shell('en'))).toBeNull();
  });

  it("splits the answer into the page's result and the layout's, each error to the field it names", () => {
    const joined = joinOperations(page(), shell())!;
    const onPage = new GraphQLError('no featured shops', { path: ['featuredShops'] });
    const onShell = new GraphQLError('no redirects', { path: [`${shellPrefix}redirects`] });
    const everywhere = new GraphQLError('slow upstream');
    const [own, layout] = joined.split({
      operation: joined.operation,
      data: { featuredShops: null, banners: [], [`${shellPrefix}redirects`]: null, [`${shellPrefix}mall`]: { name: 'Aupark' } },
      error: new CombinedError({ graphQLErrors: [onPage, onShell, everywhere] }),
      stale: false,
      hasNext: false,
    });
    expect([own.operation.key, layout.operation.key]).toEqual([page().key, shell().key]);
    expect(own.data).toEqual({ featuredShops: null, banners: [] });
    expect(layout.data).toEqual({ redirects: null, mall: { name: 'Aupark' } });
    expect(own.error?.graphQLErrors.map((error) => error.message)).toEqual(['no featured shops', 'slow upstream']);
    expect(layout.error?.graphQLErrors.map((error) => error.message)).toEqual(['no redirects', 'slow upstream']);

    const clean = joined.split({ operation: joined.operation, data: { banners: [], [`${shellPrefix}bookingOpen`]: true }, stale: false, hasNext: false });
    expect(clean.map((result) => result.error)).toEqual([undefined, undefined]);
    expect(clean[1].data).toEqual({ bookingOpen: true });
  });
});

describe('joinTurn', () => {
  it('sends the page and the layout of one language as one operation, and every other query as it is', () => {
    const sent: Operation[] = [];
    const splits: Splits = new Map();
    const [home, layout, other, otherLanguage] = [page('en'), shell('en'), messages(), page('de')];
    joinTurn([other, home, otherLanguage, layout], layout, (operation) => sent.push(operation), splits);
    expect(sent.slice(0, 2)).toEqual([other, otherLanguage]);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.variables).toEqual({ lang: 'en' });
    expect(stringifyDocument(sent[2]!.query)).toMatch(/^query HomePageWithShell/);
    expect([...splits.keys()]).toEqual([sent[2]!.key]);
    const results = splits.get(sent[2]!.key)!({ operation: sent[2]!, data: { banners: [], [`${shellPrefix}bookingOpen`]: false }, stale: false, hasNext: false });
    expect(results.map((result) => [result.operation, result.data])).toEqual([
      [home, { banners: [] }],
      [layout, { bookingOpen: false }],
    ]);
  });

  it('sends the two as they are when there is no page of that language, or when the joined one gets no answer at all', () => {
    const sent: Operation[] = [];
    const splits: Splits = new Map();
    const [layout, other] = [shell('en'), page('cz')];
    joinTurn([layout, other], layout, (operation) => sent.push(operation), splits);
    expect(sent).toEqual([layout, other]);
    expect(splits.size).toBe(0);

    sent.length = 0;
    const [home, layoutToo] = [page('en'), shell('en')];
    joinTurn([home, layoutToo], layoutToo, (operation) => sent.push(operation), splits);
    const joined = sent[0]!;
    // Offline (fetch failed: no response): the page and the layout go again, apart (the service worker may hold them).
    const offline = splits.get(joined.key)!({ operation: joined, error: new CombinedError({ networkError: new TypeError('Failed to fetch') }), stale: false, hasNext: false });
    expect(offline).toEqual([]);
    expect(sent.slice(1)).toEqual([home, layoutToo]);
    // An answer with a status (a 502) is the answer: both results carry its error.
    const failed = splits.get(joined.key)!({
      operation: joined,
      error: new CombinedError({ networkError: new Error('Bad Gateway'), response: { status: 502 } }),
      stale: false,
      hasNext: false,
    });
    expect(failed.map((result) => [result.operation, result.data, result.error?.networkError?.message])).toEqual([
      [home, undefined, 'Bad Gateway'],
      [layoutToo, undefined, 'Bad Gateway'],
    ]);
  });
});

describe('joinShellExchange', () => {
  /** The exchange over a fake network, which records what is sent and answers each query at once (the joined home with data of both). */
  function run() {
    const sent: Operation[] = [];
    const results: OperationResult[] = [];
    const { source, next } = makeSubject<Operation>();
    const forward = (operations$: Source<Operation>) =>
      pipe(
        operations$,
        mergeMap((operation) => {
          sent.push(operation);
          if (operation.kind !== 'query') return empty;
          const text = stringifyDocument(operation.query);
          const data = text.startsWith('query HomePageWithShell') ? { banners: [], [`${shellPrefix}bookingOpen`]: true } : { asked: text.slice(6, text.indexOf('(')) };
          return fromValue({ operation, data, stale: false, hasNext: false } as OperationResult);
        }),
      );
    const exchange = joinShellExchange({ forward: forward as Parameters<Exchange>[0]['forward'], client: {} as never, dispatchDebug: () => {} });
    pipe(
      exchange(source),
      subscribe((result) => results.push(result)),
    );
    return { sent, results, next };
  }

  it('sends the page and the layout asked in one turn as one request, and gives each its result', async () => {
    const { sent, results, next } = run();
    const [home, layout] = [page('de'), shell('de')];
    next(home);
    next(layout);
    // Held until the end of the turn, then the joining code loads.
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(results).toHaveLength(2));
    expect(sent).toHaveLength(1);
    expect(stringifyDocument(sent[0]!.query)).toMatch(/^query HomePageWithShell/);
    expect(results.map((result) => [result.operation, result.data])).toEqual([
      [home, { banners: [] }],
      [layout, { bookingOpen: true }],
    ]);
  });

  it('sends queries of other turns, or without the layout, as they are; a query withdrawn in its turn not at all', async () => {
    const { sent, results, next } = run();
    const [home, layout, other] = [page('en'), shell('en'), messages()];
    next(home);
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([home]);
    next(other);
    next(makeOperation('teardown', other));
    next(layout);
    await vi.waitFor(() => expect(results).toHaveLength(2));
    expect(sent.map((operation) => operation.kind === 'teardown' ? 'teardown' : stringifyDocument(operation.query).slice(0, 20))).toEqual([
      'query HomePage($lang',
      'teardown',
      'query Shell($lang: L',
    ]);
  });
});
