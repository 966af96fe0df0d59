import type { GraphQLContext } from './context';

// What one GraphQL request needs more than once (a list's forty cards each asking for the member's
// likes, the category index of every shop) is loaded once for that request and forgotten with it.

export type Once = <T>(ctx: GraphQLContext, key: string, load: () => Promise<T>) => Promise<T>;

/** A memo per request for one module: its own keys, never another module's. */
export function requestMemo(): Once {
  const perRequest = new WeakMap<GraphQLContext, Map<string, Promise<unknown>>>();
  return <T>(ctx: GraphQLContext, key: string, load: () => Promise<T>): Promise<T> => {
    let memo = perRequest.get(ctx);
    if (!memo) perRequest.set(ctx, (memo = new Map()));
    let value = memo.get(key) as Promise<T> | undefined;
    if (!value) memo.set(key, (value = load()));
    return value;
  };
}
