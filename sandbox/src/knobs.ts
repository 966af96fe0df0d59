// Test knobs: latency, failure modes and a log of what the bff asked. Tests use them to check
// the bff's timeouts, retries, stale-if-error and that it sends the right Origin.

export type SandboxMode = 'normal' | 'failing' | 'down';

export interface ReceivedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  origin: string | null;
  tenant: string | null;
  authorization: boolean;
  at: number;
}

export interface SandboxKnobs {
  setLatency(ms: number): void;
  setMode(mode: SandboxMode): void;
  requests(): ReceivedRequest[];
  clearRequests(): void;
  reset(): void;
}

/** What the request pipeline reads; not part of the public API. */
export interface KnobState extends SandboxKnobs {
  latency(): number;
  mode(): SandboxMode;
  record(entry: ReceivedRequest): void;
}

/** Bounded so a long bench run against the sandbox cannot grow memory without end. */
export const MAX_LOGGED_REQUESTS = 5000;

export function createKnobs(): KnobState {
  let latencyMs = 0;
  let mode: SandboxMode = 'normal';
  let log: ReceivedRequest[] = [];
  return {
    setLatency(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`latency must be a non-negative number, got ${ms}`);
      latencyMs = ms;
    },
    setMode(next) {
      mode = next;
    },
    requests: () => log.map((entry) => ({ ...entry, query: { ...entry.query } })),
    clearRequests() {
      log = [];
    },
    reset() {
      latencyMs = 0;
      mode = 'normal';
      log = [];
    },
    latency: () => latencyMs,
    mode: () => mode,
    record(entry) {
      log.push(entry);
      if (log.length > MAX_LOGGED_REQUESTS) log.splice(0, log.length - MAX_LOGGED_REQUESTS);
    },
  };
}
