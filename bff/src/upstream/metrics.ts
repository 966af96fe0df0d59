import { Histogram, type Registry } from 'prom-client';

// What ops see of the platform on /metrics: every upstream attempt (retries count on their own) by
// tenant, method, endpoint template (endpoint.ts: never a raw path with ids) and HTTP status, or
// `timeout` / `network` when no status came back.

export interface UpstreamCall {
  tenant: string;
  method: string;
  endpoint: string;
  /** The HTTP status (`200`, `503` …), or `timeout` / `network`. */
  status: string;
}

export interface UpstreamMetrics {
  observe(call: UpstreamCall, seconds: number): void;
}

export function createUpstreamMetrics(registry: Registry): UpstreamMetrics {
  const existing = registry.getSingleMetric('bff_upstream_request_duration_seconds');
  const histogram =
    existing instanceof Histogram
      ? (existing as Histogram<keyof UpstreamCall>)
      : new Histogram({
          name: 'bff_upstream_request_duration_seconds',
          help: 'Upstream (platform API) call duration by tenant, method, endpoint template and status.',
          labelNames: ['tenant', 'method', 'endpoint', 'status'] as const,
          buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
          registers: [registry],
        });
  return { observe: (call, seconds) => histogram.observe({ ...call }, seconds) };
}
