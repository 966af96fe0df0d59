import type { LoadOutcome } from './locked-load';
import type { CacheLogger } from './redis';

// One load per key at a time within the process: the requests for a key being loaded wait for that
// load (its flight). A flight is bounded in time: a loader that never settles must not hold its key
// for ever, so past loadTimeoutMs its waiters get an error, and it counts as stuck (for /readyz)
// until it settles.

export interface Flight {
  /** A cold miss, which others wait for; or a background refresh, which may be skipped. */
  mode: 'miss' | 'refresh';
  promise: Promise<LoadOutcome>;
}

export interface FlightsOptions {
  loadTimeoutMs: number;
  logger: CacheLogger;
}

export interface Flights {
  has(k: string): boolean;
  /** Starts a flight for `k`; it leaves the table when it settles or is given up. */
  start(k: string, mode: Flight['mode'], run: () => Promise<LoadOutcome>): Flight;
  /**
   * The outcome of a miss: the flight under way, if it did not skip; else the miss flight under way
   * since; else a new one from `run`.
   */
  forMiss(k: string, run: () => Promise<LoadOutcome>): Promise<LoadOutcome>;
  /** Loads under way, and loads given up past loadTimeoutMs that have still not settled. */
  health(): { loads: number; stuckLoads: number };
}

export function createFlights(opts: FlightsOptions): Flights {
  const { loadTimeoutMs, logger } = opts;
  const flights = new Map<string, Flight>();
  let stuckLoads = 0;

  /** `loading`, or a rejection once loadTimeoutMs has passed; counted as stuck until it settles. */
  function bounded(k: string, loading: Promise<LoadOutcome>): Promise<LoadOutcome> {
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    const settled = () => {
      clearTimeout(timer);
      if (gaveUp) stuckLoads--;
    };
    loading.then(settled, settled);
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        gaveUp = true;
        stuckLoads++;
        logger.error({ key: k, loadTimeoutMs }, 'cache: a load did not settle in time; its flight is given up');
        reject(new Error(`cache: the load of ${k} did not settle within ${loadTimeoutMs} ms`));
      }, loadTimeoutMs);
      timer.unref();
    });
    return Promise.race([loading, limit]);
  }

  function start(k: string, mode: Flight['mode'], run: () => Promise<LoadOutcome>): Flight {
    const flight: Flight = {
      mode,
      promise: bounded(k, run()).finally(() => {
        if (flights.get(k) === flight) flights.delete(k);
      }),
    };
    flights.set(k, flight);
    return flight;
  }

  return {
    has: (k) => flights.has(k),
    start,
    async forMiss(k, run) {
      const current = flights.get(k);
      if (current) {
        const outcome = await current.promise;
        if (outcome.kind !== 'skipped') return outcome;
      }
      const again = flights.get(k);
      if (again && again.mode === 'miss') return again.promise;
      return start(k, 'miss', run).promise;
    },
    health: () => ({ loads: flights.size, stuckLoads }),
  };
}
