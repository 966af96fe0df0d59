// The application update check (spec §4 "Application update": the latest build's id is polled, and
// when it differs an update is offered; §9: "Build manifest polled every 60 minutes"). This module
// owns the rule: when to ask, and when the answer means a new build.

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdatePollerOptions {
  /** The id of the build this page runs (from its index.html). */
  currentBuildId: string;
  /** The id the server has now; null when it cannot say (offline, an error): ask again later. */
  fetchBuildId: () => Promise<string | null>;
  /** Called once, with the new id, when the server's build differs from this page's. */
  onUpdate: (buildId: string) => void;
  intervalMs?: number;
  now?: () => number;
}

export interface UpdatePoller {
  /**
   * Asks now if a whole interval has passed since the last check (a tab back in view: browsers slow
   * down timers of hidden tabs, and a laptop may have slept through several hours).
   */
  checkIfDue(): void;
  stop(): void;
}

export function startUpdatePoller(options: UpdatePollerOptions): UpdatePoller {
  const interval = options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let lastCheck = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void check(), interval);
  };

  async function check(): Promise<void> {
    if (stopped || checking) return;
    checking = true;
    lastCheck = now();
    try {
      const latest = await options.fetchBuildId();
      if (!stopped && latest !== null && latest !== options.currentBuildId) {
        // One offer per page: the visitor reloads when it suits them.
        stopped = true;
        clearTimeout(timer);
        options.onUpdate(latest);
        return;
      }
    } catch (error) {
      // spec §8: failed data loads go to the console only.
      console.warn('update check failed', error);
    } finally {
      checking = false;
    }
    schedule();
  }

  schedule();
  return {
    checkIfDue() {
      if (!stopped && now() - lastCheck >= interval) void check();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
