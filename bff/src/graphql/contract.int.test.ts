import { buildSchema, parse } from 'graphql';
import { serverAudits, type AuditResult } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { hostOf, useStack, type Stack } from '../test/stack';
import { estimateCost } from './cost';
import { sha256Hex } from './persisted';
import { loadSchema } from './plugin';

// The GraphQL contract (issue "The edge"): GraphQL over HTTP as graphql-http's server audit checks it,
// persisted operations, and the cost limit; against the real bff (sandbox over HTTP, Redis).

/**
 * The audit's SHOULDs this bff does not follow, each named with its reason in the README ("The GraphQL
 * contract"). Every other SHOULD must pass, and so must every MUST.
 */
const shouldsNotFollowed = {
  // A document that is refused (syntax, validation, variables) answers 400 whatever the client
  // accepts: it is the client's error, never cached, and counted as such.
  '572B': 'SHOULD use 200 status code on document parsing failure when accepting application/json',
  FDE2: 'SHOULD use 200 status code on document validation failure when accepting application/json',
  '7B9B': 'SHOULD use a status code of 200 on variable coercion failure when accepting application/json',
};

const preflight = { 'mercurius-require-preflight': 'true' };

/** The build's operations as the browser sends them (the web build's server entry). */
function buildOperations(stack: Stack): Record<string, string> {
  const operations = stack.app.webBuild.entry?.persistedOperations;
  if (!operations) throw new Error('the web is not built: run `npm run build` before the integration tests');
  return operations;
}

/** A GET as urql's persisted exchange sends it: the operation's name, its variables, the hash; no text. */
function hashUrl(operation: string, hash: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({ operationName: operation, variables: JSON.stringify(variables), extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }) });
  return `/graphql?${params}`;
}

const textUrl = (query: string, variables: Record<string, unknown> = {}) => `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;

interface Answer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const get = (stack: Stack, url: string, headers: Record<string, string> = {}) =>
  stack.app.inject({ method: 'GET', url, headers: { host: hostOf('aupark'), ...preflight, ...headers } });
const post = (stack: Stack, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  stack.app.inject({ method: 'POST', url: '/graphql', headers: { host: hostOf('aupark'), 'content-type': 'application/json', ...headers }, payload });

describe('GraphQL over HTTP (graphql-http server audit)', () => {
  const stack = useStack();

  it('passes every MUST, and every SHOULD but the ones the README names', async () => {
    const app = stack().app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const results: (AuditResult & { id: string })[] = [];
    for (const audit of serverAudits({ url: `http://127.0.0.1:${port}/graphql` })) results.push({ ...(await audit.fn()), id: audit.id });
    const failed = (level: string) => results.filter((result) => result.status !== 'ok' && result.name.startsWith(level)).map((result) => `${result.id} ${result.name}`);
    expect(results.length).toBeGreaterThan(50);
    expect(failed('MUST')).toEqual([]);
    expect(failed('SHOULD').sort()).toEqual(Object.entries(shouldsNotFollowed).map(([id, name]) => `${id} ${name}`).sort());
  });

  it('answers in the media type asked for, and a refused document without a data entry', async () => {
    const accepting = await post(stack(), { query: '{ ok }' }, { accept: 'application/graphql-response+json, application/json' });
    expect(accepting.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(accepting.headers.vary).toMatch(/\bAccept\b/);
    const json = await post(stack(), { query: '{ ok }' }, { accept: 'application/json' });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const refused = await post(stack(), { query: '{ nope }' }, { accept: 'application/graphql-response+json' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(refused.json()).not.toHaveProperty('data');
    expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    // GraphQL over HTTP allows null extensions.
    expect((await post(stack(), { query: '{ ok }', extensions: null })).json()).toEqual({ data: { ok: true } });
  });
});

describe('persisted operations outside production: hash or text', () => {
  const stack = useStack();

  it('runs an operation named by its hash, and caches it with the same text under one key', async () => {
    const home = buildOperations(stack()).HomePage!;
    const url = hashUrl('HomePage', sha256Hex(home), { lang: 'cz' });
    // Far shorter than the text: the URL of every page operation.
    expect(url.length).toBeLessThan(300);
    expect(textUrl(home, { lang: 'cz' }).length).toBeGreaterThan(3 * url.length);
    const byHash = await get(stack(), url);
    expect(byHash.statusCode).toBe(200);
    expect(byHash.headers['x-cache']).toBe('miss');
    expect(byHash.json<{ data: { heroBanners: unknown[] } }>().data.heroBanners.length).toBeGreaterThan(0);
    // The same operation sent as its text is the same cached result.
    const byText = await get(stack(), `${textUrl(home, { lang: 'cz' })}&operationName=HomePage`);
    expect(byText.headers['x-cache']).toBe('hit');
    expect(byText.body).toBe(byHash.body);
    // Other variables, another result.
    expect((await get(stack(), hashUrl('HomePage', sha256Hex(home), { lang: 'de' }))).headers['x-cache']).toBe('miss');
    // By POST too (mutations go this way), and any text here.
    const shell = buildOperations(stack()).Shell!;
    const posted = await post(stack(), { operationName: 'Shell', variables: { lang: 'en' }, extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(shell) } } });
    expect(posted.json<{ data: { tenant: { id: string } } }>().data.tenant.id).toBe('aupark');
    expect((await post(stack(), { query: '{ tenant { id } }' })).json()).toEqual({ data: { tenant: { id: 'aupark' } } });
  });

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, then takes the text (a client’s retry)', async () => {
    const query = 'query Mine { tenant { id } }';
    const unknown = await get(stack(), hashUrl('Mine', sha256Hex(query), {}));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    const retry = await post(stack(), { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(query), miss: true } } });
    expect(retry.json()).toEqual({ data: { tenant: { id: 'aupark' } } });
    // A hash in a form nobody sends is a bad request, not a miss (a miss would make clients send text).
    const malformed = await post(stack(), { extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });
});

describe('persisted operations in production: the build’s only', () => {
  const stack = useStack({ env: { NODE_ENV: 'production' } });

  it('runs and caches the build’s operations by hash', async () => {
    const home = buildOperations(stack()).HomePage!;
    const first = await get(stack(), hashUrl('HomePage', sha256Hex(home), { lang: 'sk' }));
    expect(first.statusCode).toBe(200);
    expect(first.json<Answer>().errors).toBeUndefined();
    expect((await get(stack(), hashUrl('HomePage', sha256Hex(home), { lang: 'sk' }))).headers['x-cache']).toBe('hit');
    // The build's exact text is the same operation.
    expect((await post(stack(), { query: home, variables: { lang: 'sk' } })).statusCode).toBe(200);
  });

  it('refuses any other text with PERSISTED_QUERY_ONLY, with a session too, and unknown hashes', async () => {
    const only = { errors: [{ extensions: { code: 'PERSISTED_QUERY_ONLY' } }] };
    for (const reply of [
      await post(stack(), { query: '{ tenant { id } }' }),
      await get(stack(), textUrl('query HomePage { tenant { id } }')),
      // The raw text of a page's operation is not the text the build sends (no __typename): refused too.
      await get(stack(), textUrl('query Shell($lang: Language!) { tenant { id meta(lang: $lang) { title } } }', { lang: 'en' })),
      // A `token` cookie is whatever the client says until the platform checks it: it opens nothing.
      await post(stack(), { query: '{ tenant { id } }' }, { cookie: 'token=anything' }),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject(only);
      expect(reply.json()).not.toHaveProperty('data');
      expect(reply.headers['x-cache']).toBeUndefined();
    }
    const unknown = await get(stack(), hashUrl('Mine', sha256Hex('query Mine { tenant { id } }'), {}));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    // The first HTML still runs its operations (they never travel over HTTP).
    expect((await stack().app.inject({ method: 'GET', url: '/sk', headers: { host: hostOf('aupark') } })).statusCode).toBe(200);
  });
});

describe('the cost limit', () => {
  const stack = useStack({ env: { GRAPHQL_MAX_COST: '2000' } });

  it('refuses a query whose estimated cost is over GRAPHQL_MAX_COST with QUERY_TOO_COSTLY', async () => {
    // Nested lists, 13 fields: 1 + 10 × (1 + 10 × (1 + 10 × (1 + 10))) = 11,111.
    const nested = '{ categories(lang: en) { children { children { children { id } } } } }';
    const refused = await post(stack(), { query: nested });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ message: 'Query too costly: its estimated cost is 11111, at most 2000 per request.', extensions: { code: 'QUERY_TOO_COSTLY' } }] });
    // As a GET too, and never kept.
    const byGet = await get(stack(), textUrl(nested));
    expect(byGet.statusCode).toBe(400);
    expect(byGet.json()).toMatchObject({ errors: [{ extensions: { code: 'QUERY_TOO_COSTLY' } }] });
    // One level less costs 1,111: answered.
    const cheaper = await post(stack(), { query: '{ categories(lang: en) { children { children { id } } } }' });
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json<Answer>().errors).toBeUndefined();
  });

  it('keeps the app’s own operations well under the default limit (5000)', () => {
    const schema = buildSchema(loadSchema());
    const costs = Object.fromEntries(Object.entries(buildOperations(stack())).map(([name, text]) => [name, estimateCost(schema, parse(text), { lang: 'en' }).cost]));
    expect(costs.HomePage).toBeGreaterThan(100);
    const joined = ([name]: [string, number]) => name.endsWith('WithShell');
    for (const [name, cost] of Object.entries(costs).filter((entry) => !joined(entry))) expect(cost, name).toBeLessThan(5000 / 4);
    // A page joined with the layout (a switch of language, web/src/app/shell-merge.ts) costs the two
    // together, and stays under this stack's own limit, which answers it.
    const joinedCosts = Object.entries(costs).filter(joined);
    expect(joinedCosts.length).toBeGreaterThan(40);
    for (const [name, cost] of joinedCosts) {
      expect(cost, name).toBeLessThanOrEqual(costs[name.slice(0, -'WithShell'.length)]! + costs.Shell!);
      expect(cost, name).toBeLessThan(2000);
    }
    expect(stack().app.config.GRAPHQL_MAX_COST).toBe(2000);
  });
});
