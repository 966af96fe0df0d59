import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { GraphQLError, Kind, parse, valueFromASTUntyped, type DocumentNode } from 'graphql';
import mercurius, { type MercuriusOptions } from 'mercurius';
import { isWellFormedText } from '@mall/site';
import { storeResponse } from '../responses/stored-response';
import { endSession, hasSession } from '../session/session';
import { buildContext, type GraphQLContext } from './context';
import { negotiatedMediaType, nullExtensionsAsNone, persistedOnly, persistedQueryProvider } from './contract';
import { estimateCost } from './cost';
import { DocumentRefused, refused } from './errors';
import { aliasLimit, documentLimitErrors, fieldCostLimit, limits, noIntrospection, withoutSuggestions } from './limits';
import { persistedHash, persistedOperations, sha256Hex, type PersistedOperations } from './persisted';
import { graphqlPath } from './path';
import { resolvers } from './resolvers';

export const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));

export function loadSchema(): string {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${schemaDir}${file}`, 'utf8'))
    .join('\n');
}

const knownCodes = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_ONLY',
  'QUERY_TOO_COSTLY',
]);

export { graphqlPath } from './path';

export default fp(
  async (fastify) => {
    const config = fastify.config;
    const maxBytes = config.GRAPHQL_MAX_BYTES;
    // The build's operations, by the hash its client sends (persisted.ts).
    const persisted = persistedOperations(fastify.webBuild.entry?.persistedOperations ?? {});
    if (config.GRAPHQL_PERSISTED_ONLY && fastify.webBuild.entry && persisted.size === 0) {
      fastify.log.warn('the web build names no persisted operations (an older build?): every GraphQL request over HTTP will be refused; rebuild the web');
    }

    // A GET carries its document in the URL: the same byte limit as a POST body, before anything is read.
    // (Callback style: it runs for every request, and an async hook costs a promise each time.)
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.url.length <= maxBytes || !request.url.startsWith(graphqlPath)) return done();
      const path = request.url.slice(0, request.url.indexOf('?') >>> 0);
      if (path !== graphqlPath) return done();
      // Answered here: a hook that sends does not call done().
      reply.code(414).send({ errors: [{ message: `Request too large: at most ${maxBytes} bytes.`, extensions: { code: 'BAD_USER_INPUT' } }] });
    });

    const validationRules = [aliasLimit(), fieldCostLimit()];
    if (!config.GRAPHQL_INTROSPECTION) validationRules.push(noIntrospection);

    // Every error leaves with a code; anything without one of ours is an internal error whose message
    // is hidden (the log keeps it).
    const formatErrors: NonNullable<MercuriusOptions['errorFormatter']> = (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      const errors = (formatted.response.errors ?? []).map((error) => {
        const code = error.extensions?.code;
        if (typeof code === 'string' && knownCodes.has(code)) return error;
        // No path: the document itself was refused (syntax, validation, limits), never executed.
        if (error.path === undefined) {
          const message = config.GRAPHQL_INTROSPECTION ? error.message : withoutSuggestions(error.message);
          return { ...error, message, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } };
        }
        return { message: 'Internal error.', path: error.path, locations: error.locations, extensions: { code: 'INTERNAL' } };
      });
      // A refused document is a bad request however many errors it has (mercurius answers 200 for several),
      // and its answer has no data entry: nothing was executed (GraphQL spec, "Response Format";
      // GraphQL over HTTP, application/graphql-response+json).
      const notExecuted = formatted.response.data == null && errors.length > 0 && errors.every((error) => error.path === undefined);
      if (!notExecuted) return { statusCode: formatted.statusCode, response: { ...formatted.response, errors } };
      return { statusCode: formatted.statusCode < 400 ? 400 : formatted.statusCode, response: { errors } as typeof formatted.response };
    };

    /** A GET's operation when it is one the first HTML embeds, with its cache key; remembered per URL. */
    const operationsByUrl = new Map<string, CacheableOperation | UndeclaredVariables | null>();
    function cacheableOperation(url: string): CacheableOperation | UndeclaredVariables | null {
      const known = operationsByUrl.get(url);
      if (known !== undefined) return known;
      const found = parseCacheableOperation(url, fastify.webBuild.operations, persisted, !config.GRAPHQL_PERSISTED_ONLY, declaredVariables);
      // Bounded: URLs come from outside.
      if (operationsByUrl.size >= 1000) operationsByUrl.clear();
      operationsByUrl.set(url, found);
      return found;
    }
    fastify.decorate('cacheableOperation', cacheableOperation);

    // The variables each known operation declares, read from its text once (bounded: outside
    // production any text may be sent).
    const declaredByText = new Map<string, ReadonlySet<string> | null>();
    function declaredVariables(query: string): ReadonlySet<string> | null {
      let declared = declaredByText.get(query);
      if (declared === undefined) {
        try {
          declared = declaredIn(parse(query, { maxTokens: config.GRAPHQL_MAX_TOKENS, noLocation: true }));
        } catch {
          declared = null; // mercurius answers the syntax error
        }
        if (declaredByText.size >= 1000) declaredByText.clear();
        declaredByText.set(query, declared);
      }
      return declared;
    }

    // Public page operations (GET, as urql sends them: by hash) for visitors without a session: the
    // whole result is kept in the response cache, compressed, with an ETag (DESIGN.md "The first
    // HTML"). Only the operations the first HTML embeds (the layout's and every page's), so what anyone
    // can name never fills the cache.
    fastify.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      if (url !== graphqlPath && !url.startsWith(`${graphqlPath}?`)) return;
      // A member's answers are theirs alone: no browser cache keeps them, no proxy shares them.
      if (hasSession(request)) {
        void reply.header('cache-control', 'private, no-store');
        return;
      }
      if (request.method !== 'GET') return;
      // mercurius' CSRF prevention refuses a GET without one of these; let it answer.
      if (request.headers['mercurius-require-preflight'] === undefined && request.headers['x-apollo-operation-name'] === undefined) return;
      const cacheable = cacheableOperation(request.url);
      if (!cacheable) return;
      // Variables the operation does not declare (issue 17: 5,000 GETs with one made 5,004 cached
      // copies): refused before any cache is touched.
      if ('undeclared' in cacheable) return reply.code(400).type('application/json; charset=utf-8').header('cache-control', 'no-store').send({ errors: [undeclaredError(cacheable.undeclared)] });
      const { query, operation, variables, key } = cacheable;
      const json = 'application/json; charset=utf-8';
      return fastify.responses.serve(
        request,
        reply,
        key,
        async () => {
          const context = { ...buildContext(request, reply), app: fastify };
          try {
            const result = await fastify.graphql(query, context, variables, operation);
            if (!result.errors?.length) return { keep: true, response: storeResponse(200, json, JSON.stringify(result)) };
            // Errors as mercurius' formatter takes them (GraphQLError, with toJSON): those of an
            // executed operation come as plain objects here (a member's operation asked without a
            // session is UNAUTHENTICATED, as on every other path; issue 10).
            const errors = result.errors.map((error: Pick<GraphQLError, 'message' | 'path' | 'extensions'>) =>
              typeof (error as Partial<GraphQLError>).toJSON === 'function' ? error : new GraphQLError(error.message, { path: error.path, extensions: error.extensions }),
            );
            const formatted = formatErrors({ ...result, errors } as never, context as never);
            return { keep: false, response: storeResponse(formatted.statusCode, json, JSON.stringify(formatted.response)) };
          } catch (error) {
            const execution = { data: null, errors: [new GraphQLError((error as Error).message, { originalError: error as Error })] };
            const formatted = formatErrors(execution as never, context as never);
            return { keep: false, response: storeResponse(formatted.statusCode, json, JSON.stringify(formatted.response)) };
          }
        },
        'no-cache',
      );
    });

    await fastify.register(mercurius, {
      schema: loadSchema(),
      resolvers: resolvers as never,
      context: buildContext,
      path: graphqlPath,
      graphiql: false,
      queryDepth: limits.depth,
      validationRules,
      graphql: { parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS, noLocation: true }, validateOptions: { maxErrors: 10 } },
      cache: config.GRAPHQL_DOCUMENT_CACHE > 0 ? config.GRAPHQL_DOCUMENT_CACHE : false,
      // The GraphQL contract (contract.ts): null extensions, only the build's operations when
      // GRAPHQL_PERSISTED_ONLY, the media type the client asked for; operations named by hash.
      additionalRouteOptions: {
        bodyLimit: maxBytes,
        preValidation: nullExtensionsAsNone,
        ...(config.GRAPHQL_PERSISTED_ONLY ? { preHandler: persistedOnly(persisted) } : {}),
        onSend: negotiatedMediaType,
      },
      persistedQueryProvider: persistedQueryProvider(persisted),
      csrfPrevention: true,
      allowBatchedQueries: false,
      // Compile a query after its first use: the same few queries (one per screen) run all day.
      jit: 1,
      // Every error leaves with a code; anything without one of ours is an internal error whose
      // message is hidden (the log keeps it).
      errorFormatter: formatErrors,
    });

    // mercurius reads a source that is not GraphQL as a JSON AST, which skips the parser's token
    // limit; the app never sends one. (`{` followed by `"` is never valid GraphQL.)
    fastify.graphql.addHook('preParsing', async (_schema, source) => {
      if (/^\s*\{\s*"/.test(source)) {
        throw new DocumentRefused([new GraphQLError('Syntax Error: the query must be GraphQL text.', { extensions: { code: 'BAD_USER_INPUT' } })]);
      }
    });
    // Field and alias counts before validation, whose cost grows faster than the document.
    fastify.graphql.addHook('preValidation', async (_schema, document) => {
      const errors = documentLimitErrors(document);
      if (errors.length > 0) throw new DocumentRefused(errors);
    });
    // The cost estimate (cost.ts), per request: a size may come from the variables. A document whose
    // sizes are all literal costs the same every time (mercurius hands over its cached document).
    const costs = new WeakMap<DocumentNode, number>();
    fastify.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
      const undeclared = undeclaredVariables(declaredIn(document), variables ?? {});
      if (undeclared.length > 0) throw new DocumentRefused([undeclaredError(undeclared)]);
      // Text that is not well-formed Unicode (a lone surrogate, which JSON can carry) is no one's
      // input, and no encoder downstream can write it (a search answered INTERNAL, issue 17).
      const malformed = Object.keys(variables ?? {}).find((name) => !wellFormedValue(variables![name]));
      if (malformed !== undefined) throw refused('BAD_USER_INPUT', `Variable "$${malformed.slice(0, 64)}" is not well-formed text.`);
      // Defaults of left-out variables are filled in here: the compiled query (graphql-jit 0.8) refuses
      // a left-out non-null variable even when the document gives it a default, as graphql-js does not.
      const filled = withVariableDefaults(document, variables ?? {});
      let cost = costs.get(document);
      if (cost === undefined) {
        const estimate = estimateCost(schema, document, variables ?? {});
        cost = estimate.cost;
        if (!estimate.usesVariables) costs.set(document, cost);
      }
      if (cost > config.GRAPHQL_MAX_COST) {
        throw refused('QUERY_TOO_COSTLY', `Query too costly: its estimated cost is ${Number.isFinite(cost) ? Math.round(cost) : 'unbounded'}, at most ${config.GRAPHQL_MAX_COST} per request.`);
      }
      return filled === variables ? undefined : { variables: filled };
    });
    // A session the platform refused (spec §8 "Unauthorized: clear stored token, go to login") ends in
    // the browser too: whatever the field, an UNAUTHENTICATED answer to a request that carried a token
    // clears its cookie. The app then sends the member to sign in.
    fastify.graphql.addHook('onResolution', async (execution, context) => {
      const ctx = context as unknown as GraphQLContext;
      if (ctx.session && execution.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) endSession(ctx.reply);
    });
  },
  { name: 'graphql', dependencies: ['upstream', 'tenancy', 'config', 'budget', 'web-build', 'responses'] },
);

/**
 * The variables with the document's defaults for those left out (GraphQL spec "Coercing Variable
 * Values": a variable not provided takes its default). The same object when nothing is missing.
 */
export function withVariableDefaults(document: DocumentNode, variables: Record<string, unknown>): Record<string, unknown> {
  let filled: Record<string, unknown> | null = null;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      if (!variable.defaultValue || variables[name] !== undefined || (filled && name in filled)) continue;
      filled ??= { ...variables };
      filled[name] = valueFromASTUntyped(variable.defaultValue);
    }
  }
  return filled ?? variables;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A GET /graphql URL's operation when it is one the first HTML embeds (cacheable), with its cache
     * key; or the variables it names that the operation does not declare (refused with 400).
     */
    cacheableOperation(url: string): CacheableOperation | UndeclaredVariables | null;
  }
}

/** A request naming variables its operation does not declare. */
export interface UndeclaredVariables {
  undeclared: readonly string[];
}

/** The variables a document's operations declare. */
export function declaredIn(document: DocumentNode): ReadonlySet<string> {
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) names.add(variable.variable.name.value);
  }
  return names;
}

/** The names in `variables` that no operation of the document declares. */
export function undeclaredVariables(declared: ReadonlySet<string>, variables: Record<string, unknown>): string[] {
  return Object.keys(variables).filter((name) => !declared.has(name));
}

/**
 * The refusal of variables an operation does not declare. The GraphQL over HTTP spec's request
 * "variables" are the operation's; one it does not define can change nothing of its result, and
 * each new name made another cached copy of the same answer.
 */
function undeclaredError(names: readonly string[]): GraphQLError {
  const shown = names.slice(0, 5).map((name) => `"$${name.slice(0, 64)}"`).join(', ');
  return new GraphQLError(`Variable ${shown} ${names.length === 1 ? 'is' : 'are'} not declared by the operation.`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Whether every text in a variable's value (its lists and objects too) is well-formed Unicode. */
export function wellFormedValue(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (value === null || typeof value !== 'object' || depth > 20) return true;
  const items = Array.isArray(value) ? value : Object.entries(value as Record<string, unknown>).flat();
  return items.every((item) => wellFormedValue(item, depth + 1));
}

/** JSON with object keys in order: one spelling of the same variables (whitespace, key order) keys one entry. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface CacheableOperation {
  query: string;
  operation: string;
  variables: Record<string, unknown>;
  key: { path: string; lang?: string; query: Record<string, string> };
}

/**
 * Reads a GET /graphql URL: its document (by hash, or as text when `textAllowed`), operation and
 * variables, if the operation is one of `operations`. The key names the document by the SHA-256 of its
 * text, so a hash and the same text share one cached result.
 */
export function parseCacheableOperation(
  url: string,
  operations: ReadonlySet<string>,
  persisted: PersistedOperations,
  textAllowed: boolean,
  declaredVariables: (query: string) => ReadonlySet<string> | null,
): CacheableOperation | UndeclaredVariables | null {
  const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const text = params.get('query');
  let query: string;
  let operation: string | undefined;
  if (text) {
    const known = persisted.byText(text);
    // Any other text is mercurius' to answer (or refuse).
    if (!known && !textAllowed) return null;
    query = text;
    operation = known?.operation ?? params.get('operationName') ?? /^\s*query\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1];
  } else {
    let extensions: unknown;
    try {
      extensions = JSON.parse(params.get('extensions') ?? 'null');
    } catch {
      return null;
    }
    const hash = persistedHash(extensions);
    const known = hash ? persisted.byHash(hash) : undefined;
    if (!known) return null;
    query = known.query;
    operation = known.operation;
  }
  const named = params.get('operationName');
  if (!operation || !operations.has(operation) || (named !== null && named !== operation)) return null;
  const variablesText = params.get('variables') ?? '{}';
  let variables: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(variablesText);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    variables = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const declared = declaredVariables(query);
  if (declared === null) return null;
  const undeclared = undeclaredVariables(declared, variables);
  if (undeclared.length > 0) return { undeclared };
  return {
    query,
    operation,
    variables,
    key: {
      path: `graphql:${operation}`,
      ...(typeof variables.lang === 'string' ? { lang: variables.lang } : {}),
      query: { q: sha256Hex(query), v: canonicalJson(variables) },
    },
  };
}
