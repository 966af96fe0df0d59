import { createContext, useContext } from 'react';

/**
 * The app's prefetch (spec §9; issue 23: code on view, data on intent, as SvelteKit does by default).
 * Called from event handlers and effects only, never while rendering: on the server it is never called.
 */
export interface Prefetch {
  /**
   * The visitor shows intent (a pointer resting on the link, focus, a touch or a press): the page's
   * module and data, so that the navigation that follows asks for nothing.
   */
  data(path: string): void;
  /**
   * The link came into view: the page's code only, fetched into the HTTP cache and never run, so
   * that nothing is parsed or evaluated on the main thread and no data is asked for.
   */
  code(path: string): void;
}

// Without a provider (the server, tests, a screen rendered alone) links simply do not prefetch.
const noPrefetch: Prefetch = { data: () => {}, code: () => {} };

export const PrefetchContext = createContext<Prefetch>(noPrefetch);

export function usePrefetch(): Prefetch {
  return useContext(PrefetchContext);
}
