// Spec §9: "Links prefetch the next page's module and data on hover or when they come into view, at
// most 4 at a time, and never on Save-Data or 2G connections." The two rules of that sentence that
// need no browser: the queue that keeps to 4, and the connection check.

/** Prefetches running at once (spec §9): more would compete with what the visitor is loading now. */
export const prefetchConcurrency = 4;

export type PrefetchTask = () => Promise<unknown>;

export interface PrefetchQueue {
  /**
   * Runs the task now, or when a slot frees up (first come, first served). False when the key is
   * already prefetched, running or waiting: a page is prefetched once. A task that fails is
   * forgotten, so that a later hover can try again.
   */
  add(key: string, task: PrefetchTask): boolean;
  readonly running: number;
  readonly waiting: number;
}

export function createPrefetchQueue(limit = prefetchConcurrency): PrefetchQueue {
  // Every key done, running or waiting. Kept for the whole visit: the keys are the paths of the
  // links the visitor has seen, and a result stays in the client's cache as long.
  const known = new Set<string>();
  const waiting: { key: string; task: PrefetchTask }[] = [];
  let running = 0;

  function start(key: string, task: PrefetchTask): void {
    running += 1;
    let done: Promise<unknown>;
    try {
      done = task();
    } catch (error) {
      done = Promise.reject(error);
    }
    void done
      .then(
        () => undefined,
        () => {
          known.delete(key);
        },
      )
      .finally(() => {
        running -= 1;
        next();
      });
  }

  function next(): void {
    while (running < limit) {
      const item = waiting.shift();
      if (!item) return;
      start(item.key, item.task);
    }
  }

  return {
    add(key, task) {
      if (known.has(key)) return false;
      known.add(key);
      waiting.push({ key, task });
      next();
      return true;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** What the Network Information API tells (Chromium only; `navigator.connection`). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * False when the visitor asked to save data or the connection is 2G (`slow-2g`, `2g`): prefetching
 * spends their data on pages they may never open. Browsers without the API prefetch.
 */
export function prefetchAllowed(connection: ConnectionHints | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
