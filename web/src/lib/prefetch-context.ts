import { createContext, useContext } from 'react';

/**
 * Prefetches the page at a path (its module and its data), if the app can and may (spec §9). Called
 * from event handlers and effects only, never while rendering: on the server it is never called.
 */
export type Prefetch = (path: string) => void;

// Without a provider (the server, tests, a screen rendered alone) links simply do not prefetch.
const noPrefetch: Prefetch = () => {};

export const PrefetchContext = createContext<Prefetch>(noPrefetch);

export function usePrefetch(): Prefetch {
  return useContext(PrefetchContext);
}
