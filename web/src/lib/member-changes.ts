import type { OperationContext } from 'urql';

// What a member's change (a like, a follow, a thumb, an activated reward) makes stale: urql's document
// cache drops, and asks again, the queries holding the types a mutation names. It learns a query's
// types from its result's `__typename`s, which the results embedded in the first HTML do not carry (the
// server runs the page's own document); so a screen whose data a member changes names its types here
// too, and its first result is dropped like any other.

const contexts = new Map<string, Partial<OperationContext>>();

/** A query's context naming the types a member's change may make stale (the same object every render). */
export function changedBy(...typenames: string[]): Partial<OperationContext> {
  const key = typenames.join(',');
  let context = contexts.get(key);
  if (!context) contexts.set(key, (context = { additionalTypenames: typenames }));
  return context;
}
