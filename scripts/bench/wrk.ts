import type { LoadResult } from './protocol';

// wrk's text report, read (bench/load.ts runs wrk with `--latency`).

/** Milliseconds from wrk's `1.23ms`, `456.00us`, `1.01s`. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** The figures of wrk's text report (`--latency`). */
export function parseWrk(report: string): LoadResult {
  const percentile = (p: string) => wrkMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(report)?.[1] ?? '');
  const requests = Number(/(\d+) requests in/.exec(report)?.[1] ?? Number.NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const errors = (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + non2xx;
  return { requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? Number.NaN), p50: percentile('50'), p99: percentile('99'), errors, requests };
}

/**
 * wrk adds its own `Host` (the URL's, 127.0.0.1:PORT) unless a header spelt exactly `Host` is given:
 * a `host` beside it made two Host headers, and Node keeps the first, whichever wrk's Lua table happened
 * to list first. Then a run measured the default tenant's 404 page, not the target.
 */
export function wrkHeaderName(name: string): string {
  return name.toLowerCase() === 'host' ? 'Host' : name;
}
