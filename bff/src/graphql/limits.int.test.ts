import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { gql, homeQuery, hostOf, useStack } from '../test/stack';

// Hostile GraphQL requests (issue "Harden the gateway", finding 1): each stage is bounded, a refusal
// is fast, and what the process keeps does not grow with what attackers send.

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function retainedHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const post = (stack: ReturnType<ReturnType<typeof useStack>>, payload: string, contentType = 'application/json') =>
  stack.app.inject({ method: 'POST', url: '/graphql', headers: { host: hostOf('aupark'), 'content-type': contentType }, payload });

/** A unique document of about `fields` fields: `{ tenant { id id id … } }`, plus a tag that makes it unique. */
const fieldsQuery = (fields: number, tag: string) => `query Q_${tag} { tenant { ${'id '.repeat(fields)} } }`;

describe('GraphQL request limits', () => {
  const stack = useStack({ env: { GRAPHQL_DOCUMENT_CACHE: '64' } });

  it('refuses a body over GRAPHQL_MAX_BYTES with 413 before parsing it', async () => {
    // The attack of the finding: ~0.9 MB, 300,000 fields, under the old 1 MiB limit.
    const huge = JSON.stringify({ query: fieldsQuery(300_000, 'huge') });
    expect(huge.length).toBeGreaterThan(900_000);
    const reply = await post(stack(), huge);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })] });
  });

  it('refuses a GET whose URL is over GRAPHQL_MAX_BYTES with 414', async () => {
    const url = `/graphql?query=${encodeURIComponent(fieldsQuery(6000, 'get'))}`;
    const reply = await stack().app.inject({ method: 'GET', url, headers: { host: hostOf('aupark'), 'mercurius-require-preflight': 'true' } });
    expect(reply.statusCode).toBe(414);
    expect(reply.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('answers 414 over real HTTP too, as the README says: Node does not refuse the long URL first (it answered 431)', async () => {
    const app = stack().app;
    // The stack closes the server with the app.
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // 20 KB of URL: over GRAPHQL_MAX_BYTES (16 KB) and over Node's default bound of a request head.
    const url = `${address}/graphql?query=${encodeURIComponent(fieldsQuery(6000, 'http'))}`;
    expect(url.length).toBeGreaterThan(18_000);
    const reply = await fetch(url, { headers: { 'mercurius-require-preflight': 'true' } });
    expect(reply.status).toBe(414);
    expect(await reply.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('stops the parser at GRAPHQL_MAX_TOKENS', async () => {
    // 4,000 tokens in 8 KB: under the byte limit, over the token limit.
    const reply = await post(stack(), JSON.stringify({ query: fieldsQuery(4000, 'tokens') }));
    expect(reply.statusCode).toBe(400);
    const body = reply.json<{ errors: { message: string; extensions: { code: string } }[] }>();
    expect(body.errors[0]?.message).toMatch(/more that 2000 tokens/);
    expect(body.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts fields and aliases before validation', async () => {
    const fields = await post(stack(), JSON.stringify({ query: fieldsQuery(1500, 'fields') }));
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toMatchObject({ errors: [{ message: 'Query too costly: at most 400 fields per request.', extensions: { code: 'BAD_USER_INPUT' } }] });
    // Overlapping-field validation is quadratic in same-named fields: such a document is refused by
    // the count, before validation runs (its refusal is the count's, not a validation error). No
    // timing here: a busy machine makes any bound on milliseconds a coin toss.
    for (let i = 0; i < 20; i++) {
      const reply = await post(stack(), JSON.stringify({ query: fieldsQuery(1900, `v${i}`) }));
      expect(reply.json()).toMatchObject({ errors: [{ message: 'Query too costly: at most 400 fields per request.' }] });
    }
  });

  it('refuses a JSON AST given as the query (it would skip the token limit)', async () => {
    const ast = JSON.stringify({ kind: 'Document', definitions: [] });
    const reply = await post(stack(), JSON.stringify({ query: ast }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('keeps a bounded heap under a stream of unique hostile documents, and keeps serving', async () => {
    // Warm up: the first requests compile and cache what any request needs.
    for (let i = 0; i < 100; i++) await post(stack(), JSON.stringify({ query: fieldsQuery(390, `warm${i}`) }));
    const before = retainedHeap();
    // Each kind of document the caches can hold: valid ones (390 fields) and refused ones (unknown
    // fields, kept by mercurius' error cache), each unique and near the limits, 3 x the cache size (about 100 KB each when kept).
    for (let i = 0; i < 192; i++) {
      const valid = await post(stack(), JSON.stringify({ query: fieldsQuery(390, `ok${i}`) }));
      expect(valid.statusCode).toBe(200);
      const invalid = await post(stack(), JSON.stringify({ query: `query E_${i} { tenant { ${'nope '.repeat(390)} } }` }));
      expect(invalid.statusCode).toBe(400);
    }
    const grown = retainedHeap() - before;
    expect(grown).toBeLessThan(32 * 1024 * 1024);
    const home = await gql(stack().app, 'aupark', homeQuery, { lang: 'en' });
    expect(home.errors).toBeUndefined();
  });
});

describe('GraphQL in production: no introspection, no suggestions', () => {
  // Any text, as a member's tools or a test may send it (production accepts the build's operations only).
  const stack = useStack({ env: { NODE_ENV: 'production', GRAPHQL_PERSISTED_ONLY: 'false' } });

  it('refuses introspection and hides "did you mean"', async () => {
    const schema = await gql(stack().app, 'aupark', '{ __schema { types { name } } }');
    expect(schema.data).toBeNull();
    expect(schema.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await gql(stack().app, 'aupark', '{ tenant { idd } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "idd" on type "Tenant".');
    expect(typo.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('allows them when GRAPHQL_INTROSPECTION is on', async () => {
    const open = await import('../test/stack').then(({ startStack }) => startStack({ env: { NODE_ENV: 'production', GRAPHQL_PERSISTED_ONLY: 'false', GRAPHQL_INTROSPECTION: 'true' }, sandbox: stack().sandbox, prefix: stack().prefix }));
    try {
      const schema = await gql<{ __schema: { types: unknown[] } }>(open.app, 'aupark', '{ __schema { types { name } } }');
      expect(schema.data?.__schema.types.length).toBeGreaterThan(10);
      const typo = await gql(open.app, 'aupark', '{ tenant { idd } }');
      expect(typo.errors?.[0]?.message).toMatch(/Did you mean "id"/);
    } finally {
      await open.close();
    }
  });
});

describe('GraphQL in development', () => {
  const stack = useStack();

  it('answers introspection (the default outside production)', async () => {
    const schema = await gql<{ __type: { name: string } }>(stack().app, 'aupark', '{ __type(name: "Tenant") { name } }');
    expect(schema.data?.__type.name).toBe('Tenant');
  });
});
