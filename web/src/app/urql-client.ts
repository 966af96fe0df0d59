import { cacheExchange, Client, createRequest, fetchExchange, ssrExchange, type Exchange, type Operation, type OperationContext, type SSRData } from 'urql';
import { persistedExchange } from '@urql/exchange-persisted';
import { filter, fromArray, makeSubject, merge, mergeMap, pipe } from 'wonka';
import type { DocumentNode } from 'graphql';
import { operationName } from '@mall/site';
import { ShellDocument } from '../graphql/generated';
import type { BffState } from '../lib/bff-state';
import type { Splits } from './shell-merge';

/** The server's last exchange: what the first HTML does not carry stays pending (never fetched, never a warning). */
const pendingExchange: Exchange = () => (operations$) => pipe(operations$, filter((_operation): _operation is never => false));

/**
 * An answer that says the member's session is over (UNAUTHENTICATED) goes no further: the screen keeps
 * waiting (no error screen flashes) while the member is sent to sign in again.
 */
function sessionExchange(onUnauthenticated: () => void): Exchange {
  return ({ forward }) =>
    (operations$) =>
      pipe(
        forward(operations$),
        filter((result) => {
          if (!result.error?.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return true;
          onUnauthenticated();
          return false;
        }),
      );
}

/**
 * A page's query and the layout's (`Shell`) in the same language, asked in the same turn and neither
 * cached (a switch of language: its prefetch on intent, or the navigation itself), go as one request:
 * the page's operation carrying the layout's fields, split back into the two results (shell-merge.ts,
 * loaded the first time). Every query waits for the end of its turn (a microtask), nothing more. When
 * the joined request cannot be made (its code cannot be loaded) or gets no answer at all (offline:
 * the service worker may hold the two apart), the two go as they are.
 */
export const joinShellExchange: Exchange = ({ forward }) => (operations$) => {
  const { source, next } = makeSubject<Operation>();
  const splits: Splits = new Map();
  let held: Operation[] = [];
  const release = () => {
    const turn = held;
    held = [];
    const shell = turn.find((operation) => operationName(operation.query) === 'Shell');
    if (!shell) return turn.forEach(next);
    import('./shell-merge').then(({ joinTurn }) => joinTurn(turn, shell, next, splits), () => turn.forEach(next));
  };
  const asked$ = pipe(
    operations$,
    filter((operation) => {
      if (operation.kind === 'teardown') held = held.filter(({ key }) => key !== operation.key);
      if (operation.kind !== 'query') return true;
      if (!held.length) queueMicrotask(release);
      held.push(operation);
      return false;
    }),
  );
  return pipe(
    forward(merge([asked$, source])),
    mergeMap((result) => {
      const split = splits.get(result.operation.key);
      splits.delete(result.operation.key);
      return fromArray(split ? split(result) : [result]);
    }),
  );
};

// Mercurius' CSRF prevention wants this header on GET queries.
const requestHeaders = { 'mercurius-require-preflight': 'true' };

/**
 * The context of a prefetch's operations (an operation's own fetch options replace the client's, so
 * the CSRF header is repeated). `Purpose: prefetch` is the header browsers put on their own
 * prefetches: it tells a prefetch from a screen's request (on the server, in the tests).
 */
export const prefetchContext: Partial<OperationContext> = {
  fetchOptions: { headers: { ...requestHeaders, purpose: 'prefetch' } },
};

export interface UrqlClientOptions {
  url?: string;
  /** The server renders from the embedded results only: it never fetches. */
  server?: boolean;
  /**
   * The document of the page the first HTML carries the result of (the layout's is known here): its
   * result is restored under the key the page's hook asks for.
   */
  pageDocument?: DocumentNode;
  /** Called when an answer says the member's session is over (UNAUTHENTICATED). */
  onUnauthenticated?: () => void;
}

/**
 * The browser sends each operation as the SHA-256 of its text (persisted operations): short GET URLs,
 * and the bff accepts only the build's own operations in production. Mutations too, or a production
 * bff would refuse them. A production build never falls back to the text (the bff would refuse it);
 * a development one does, when its bff's build is older than the Vite dev server's documents.
 */
const persisted = persistedExchange({ preferGetForPersistedQueries: 'within-url-limit', enableForMutation: true, enforcePersistedQueries: import.meta.env.PROD });

/**
 * One urql client for the app. The first HTML carries the layout's and the page's first results;
 * they are restored under urql's own operation keys, so the server renders them and the browser
 * hydrates them without a request. Later navigation makes one request per screen.
 */
export function createUrqlClient(state: BffState | null, { url = '/graphql', server = false, pageDocument, onUnauthenticated }: UrqlClientOptions = {}): Client {
  const ssr = ssrExchange({ isClient: !server });
  if (state) {
    const documents: Record<string, DocumentNode> = { Shell: ShellDocument };
    const pageOperation = pageDocument ? operationName(pageDocument) : undefined;
    if (pageDocument && pageOperation) documents[pageOperation] = pageDocument;
    const initial: SSRData = {};
    const embedded = [
      ...(state.shell ? [{ operation: 'Shell', variables: { lang: state.lang }, data: state.shell }] : []),
      ...(state.page ? [state.page] : []),
    ];
    for (const { operation, variables, data } of embedded) {
      const document = documents[operation];
      if (!document) continue;
      initial[createRequest(document, variables).key] = { data: JSON.stringify(data), hasNext: false };
    }
    ssr.restoreData(initial);
  }
  return new Client({
    url,
    exchanges: server
      ? [cacheExchange, ssr, pendingExchange]
      : [
          ...(onUnauthenticated ? [sessionExchange(onUnauthenticated)] : []),
          cacheExchange,
          ssr,
          joinShellExchange,
          persisted,
          fetchExchange,
        ],
    // Short queries go as GET (cacheable).
    preferGetMethod: 'within-url-limit',
    fetchOptions: () => ({ headers: requestHeaders }),
  });
}
