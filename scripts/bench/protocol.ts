// What bench.ts and its two child processes (bare-server.ts, load.ts) send each other over IPC.

/** One answer of the bff, replayed byte for byte by the bare server. */
export interface CapturedRoute {
  /** Path and query, exactly as the load generator requests it. */
  path: string;
  status: number;
  /** End-to-end headers in the bff's order and spelling (hop-by-hop ones and Date left out). */
  headers: [string, string][];
  /** base64 */
  body: string;
}

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  /** GET unless given; a POST sends `body` with every request (the channel authorisation). */
  method?: 'GET' | 'POST';
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Socket errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
  /** The load generator's command line, as a shell would take it. */
  command?: string;
}
