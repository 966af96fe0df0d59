import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uncachedRootFields } from '../page-cache/operations';
import { newMember } from '../test/member';
import { parsePrometheusText } from '../test/prom-text';
import { hostOf, useStack, type Stack } from '../test/stack';
import { sha256Hex } from './persisted';

// Issue 23: every visitor operation is cheap. A visitor's query reads only public data (its answer
// depends on the tenant, the language and the variables; only a session makes one personal), so each
// of the web's queries is kept in the response cache and runs once for all visitors, never once per
// request; and a member's answers are never kept, so never shared. Against the sandbox and Redis.

const webSource = fileURLToPath(new URL('../../../web/src/', import.meta.url));
const preflight = { 'mercurius-require-preflight': 'true' };

/** Every query the web's source defines (one `.graphql` file per operation), by name, with its file. */
function webQueries(): Map<string, { file: string; operation: OperationDefinitionNode }> {
  const queries = new Map<string, { file: string; operation: OperationDefinitionNode }>();
  const files = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  for (const file of files) {
    for (const definition of parse(readFileSync(`${webSource}${file}`, 'utf8')).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query' && definition.name) queries.set(definition.name.value, { file, operation: definition });
    }
  }
  return queries;
}

/** The URL the browser's client asks an operation with: a GET naming the hash of the build's text. */
function byHash(app: FastifyInstance, operation: string, variables: Record<string, unknown>): string {
  const text = app.webBuild.entry?.persistedOperations[operation];
  if (!text) throw new Error(`the web build has no ${operation} operation: run \`npm run build\` first`);
  const extensions = { persistedQuery: { version: 1, sha256Hash: sha256Hex(text) } };
  return `/graphql?operationName=${operation}&variables=${encodeURIComponent(JSON.stringify(variables))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
}

/** How often mercurius executed `operation` (the operations' histogram on /metrics counts each execution). */
async function executions(app: FastifyInstance, operation: string): Promise<number> {
  const family = parsePrometheusText(await app.metricsRegistry.metrics()).get('bff_graphql_operation_duration_seconds');
  return (family?.samples ?? [])
    .filter((sample) => sample.name === 'bff_graphql_operation_duration_seconds_count' && sample.labels.operation === operation)
    .reduce((sum, sample) => sum + sample.value, 0);
}

const get = (stack: Stack, url: string, headers: Record<string, string> = {}) => stack.app.inject({ method: 'GET', url, headers: { host: hostOf('aupark'), ...preflight, ...headers } });

describe("the web's visitor operations", () => {
  const stack = useStack();

  it('are each kept for visitors: every query of the web source, as the build persisted it', () => {
    const queries = webQueries();
    // The pages' operations and the browser's own; a handful would mean the files were not found.
    expect(queries.size).toBeGreaterThan(40);
    const notKept: string[] = [];
    for (const [name, { file, operation }] of queries) {
      expect(stack().app.webBuild.entry?.persistedOperations[name], `${file}: ${name} is not in the build`).toBeDefined();
      const found = stack().app.cacheableOperation(byHash(stack().app, name, {}));
      const readsUncached = operation.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && uncachedRootFields.has((selection as FieldNode).name.value));
      if (readsUncached) {
        expect(found, name).toBeNull();
        notKept.push(name);
      } else {
        expect(found && 'operation' in found ? found.operation : found, `${file}: ${name} is not kept for visitors`).toBe(name);
      }
    }
    // Only booking's free times are never kept (never served stale, dropped on a booking).
    expect(notKept).toEqual(['BookingOptions']);
  });

  it('run once for many visitors: the sign-in page by hash, and as the text of its .graphql file (a comment before `query`)', async () => {
    const app = stack().app;
    const before = await executions(app, 'LoginPage');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await get(stack(), byHash(app, 'LoginPage', { lang: 'sk' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
    expect(answers[0]!.json<{ data: { mall: { name: string } } }>().data.mall.name).toBe('Aupark');
    expect(await executions(app, 'LoginPage')).toBe(before + 1);

    // Outside production a text is accepted too: the file's own text starts with a comment.
    const text = readFileSync(`${webSource}features/account/login-page.graphql`, 'utf8');
    expect(text.startsWith('#')).toBe(true);
    const url = `/graphql?query=${encodeURIComponent(text)}&variables=${encodeURIComponent(JSON.stringify({ lang: 'en' }))}`;
    const asText = [];
    for (let i = 0; i < 3; i++) asText.push(await get(stack(), url));
    expect(asText.map((answer) => answer.headers['x-cache'])).toEqual(['miss', 'hit', 'hit']);
    expect(await executions(app, 'LoginPage')).toBe(before + 2);
  });

  it("keep the free times of a booking day out of the response cache (they are dropped on a booking, never served stale)", async () => {
    const url = byHash(stack().app, 'BookingOptions', { lang: 'en', serviceId: '1', date: '2026-12-01' });
    const answer = await get(stack(), url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-cache']).toBeUndefined();
  });

  it("never share a member's answers: not kept, and not given to a visitor or another member", async () => {
    const app = stack().app;
    const [first, second] = [await newMember(stack(), 'aupark'), await newMember(stack(), 'aupark')];
    const url = byHash(app, 'ProfilePage', { lang: 'en' });
    const before = await executions(app, 'ProfilePage');
    const mine = await get(stack(), url, { cookie: `token=${first.token}` });
    const again = await get(stack(), url, { cookie: `token=${first.token}` });
    const theirs = await get(stack(), url, { cookie: `token=${second.token}` });
    for (const answer of [mine, again, theirs]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-cache']).toBeUndefined();
    }
    const email = (answer: typeof mine) => answer.json<{ data: { profile: { email: string } } }>().data.profile.email;
    expect([email(mine), email(again), email(theirs)]).toEqual([first.email, first.email, second.email]);
    // Each member's request ran for that member.
    expect(await executions(app, 'ProfilePage')).toBe(before + 3);
    // A visitor asking the same URL gets no one's profile, and nothing is kept for the next one.
    const visitor = await get(stack(), url);
    expect(visitor.body).not.toContain(first.email);
    expect(visitor.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(visitor.headers['cache-control']).toBe('no-store');
    // `pass`: an answer with errors is sent as it is, never kept.
    expect((await get(stack(), url)).headers['x-cache']).toBe('pass');
  });

  // A switch of language asks for the page and the layout in that language as one operation
  // (web/src/app/shell-merge.ts): the page's query with the layout's root fields under `shell_`.
  it('carry the layout when a page is asked in another language: each page query joined with Shell, persisted, kept as the page is', () => {
    const app = stack().app;
    const joinable = [...webQueries()].filter(([name, { operation }]) =>
      name !== 'Shell' && (operation.variableDefinitions ?? []).some((variable) => variable.variable.name.value === 'lang' && variable.type.kind === Kind.NON_NULL_TYPE),
    );
    expect(joinable.length).toBeGreaterThan(40);
    for (const [name] of joinable) {
      const text = app.webBuild.entry?.persistedOperations[`${name}WithShell`];
      expect(text, `${name}WithShell is not in the build`).toBeDefined();
      expect(text).toContain(`query ${name}WithShell(`);
      const own = app.cacheableOperation(byHash(app, name, {}));
      const joined = app.cacheableOperation(byHash(app, `${name}WithShell`, {}));
      expect(joined === null, `${name}WithShell is kept exactly when ${name} is`).toBe(own === null);
    }
    expect(app.webBuild.entry?.persistedOperations.ShellWithShell).toBeUndefined();
  });

  it("answer a page joined with the layout with the page's data and the layout's, the same as each alone, and run once for many", async () => {
    const app = stack().app;
    const variables = { lang: 'en' };
    const before = await executions(app, 'HomePageWithShell');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await get(stack(), byHash(app, 'HomePageWithShell', variables)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['miss', 'hit', 'hit']);
    expect(await executions(app, 'HomePageWithShell')).toBe(before + 1);

    const joined = answers[0]!.json<{ data: Record<string, unknown>; errors?: unknown }>();
    expect(joined.errors).toBeUndefined();
    const page = (await get(stack(), byHash(app, 'HomePage', variables))).json<{ data: Record<string, unknown> }>().data;
    const shell = (await get(stack(), byHash(app, 'Shell', variables))).json<{ data: Record<string, unknown> }>().data;
    const ownFields = Object.fromEntries(Object.entries(joined.data).filter(([field]) => !field.startsWith('shell_')));
    const shellFields = Object.fromEntries(Object.entries(joined.data).filter(([field]) => field.startsWith('shell_')).map(([field, value]) => [field.slice('shell_'.length), value]));
    expect(ownFields).toEqual(page);
    expect(shellFields).toEqual(shell);
    expect((shell.mall as { name: string }).name).toBe('Aupark');
  });
});
