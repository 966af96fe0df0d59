import { describe, expect, it } from 'vitest';
import { gql, homeQuery, hostOf, useStack } from '../test/stack';
import { labelNamesOf, parsePrometheusText, type MetricFamily } from '../test/prom-text';

// /metrics after real traffic (the sandbox over HTTP, a real Redis), read by a strict parser of the
// text format: every family ops' dashboard needs is there, with its labels and plausible values.

const stack = useStack({ prefix: `test-metrics-${process.pid}:` });

function family(families: Map<string, MetricFamily>, name: string, type: MetricFamily['type']): MetricFamily {
  const found = families.get(name);
  expect(found, `${name} is exported`).toBeDefined();
  expect(found!.type).toBe(type);
  expect(found!.help.length).toBeGreaterThan(0);
  return found!;
}

const has = (found: MetricFamily, sampleName: string, labels: Record<string, string>) =>
  found.samples.some((sample) => sample.name === sampleName && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));

describe('/metrics after traffic', () => {
  it('exposes request, GraphQL, upstream, cache, Redis and event-loop metrics in valid text format', async () => {
    const { app, sandbox } = stack();
    // Cold (upstream calls, cache misses), then warm (hits).
    expect((await gql(app, 'aupark', homeQuery, { lang: 'sk' })).errors).toBeUndefined();
    expect((await gql(app, 'aupark', homeQuery, { lang: 'en' })).errors).toBeUndefined();
    // A failing platform for a tenant with nothing cached: upstream 500s, a cache error.
    sandbox.knobs.setMode('failing');
    await gql(app, 'novoplaza', 'query Broken { settings { websiteName } }');
    sandbox.knobs.reset();
    await app.inject({ method: 'GET', url: '/healthz', headers: { host: hostOf('aupark') } });

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(response.body);

    const http = family(families, 'bff_http_request_duration_seconds', 'histogram');
    expect(labelNamesOf(http)).toEqual(['route', 'status', 'tenant']);
    expect(has(http, 'bff_http_request_duration_seconds_count', { tenant: 'aupark', route: '/graphql', status: '2xx' })).toBe(true);
    expect(has(http, 'bff_http_request_duration_seconds_count', { tenant: 'aupark', route: '/healthz', status: '2xx' })).toBe(true);

    const operations = family(families, 'bff_graphql_operation_duration_seconds', 'histogram');
    expect(labelNamesOf(operations)).toEqual(['operation', 'outcome', 'type']);
    const homeCount = operations.samples.find(
      (sample) => sample.name === 'bff_graphql_operation_duration_seconds_count' && sample.labels.operation === 'Home' && sample.labels.outcome === 'ok',
    );
    expect(homeCount?.value).toBe(2);
    expect(homeCount?.labels.type).toBe('query');
    expect(has(operations, 'bff_graphql_operation_duration_seconds_count', { operation: 'Broken', outcome: 'error' })).toBe(true);

    const upstream = family(families, 'bff_upstream_request_duration_seconds', 'histogram');
    expect(labelNamesOf(upstream)).toEqual(['endpoint', 'method', 'status', 'tenant']);
    expect(has(upstream, 'bff_upstream_request_duration_seconds_count', { tenant: 'aupark', method: 'GET', endpoint: 'settings-web-app/web', status: '200' })).toBe(true);
    expect(has(upstream, 'bff_upstream_request_duration_seconds_count', { tenant: 'aupark', endpoint: 'malls', status: '200' })).toBe(true);
    expect(has(upstream, 'bff_upstream_request_duration_seconds_count', { tenant: 'novoplaza', endpoint: 'settings-web-app/web', status: '500' })).toBe(true);
    // Endpoint templates only: no raw path with a query string or an id.
    for (const sample of upstream.samples) expect(sample.labels.endpoint).toMatch(/^[a-z:/-]+$/);

    const cache = family(families, 'bff_cache_requests_total', 'counter');
    expect(labelNamesOf(cache)).toEqual(['family', 'state', 'tenant']);
    expect(has(cache, 'bff_cache_requests_total', { tenant: 'aupark', family: 'settings', state: 'miss' })).toBe(true);
    expect(has(cache, 'bff_cache_requests_total', { tenant: 'aupark', family: 'settings', state: 'hit' })).toBe(true);
    expect(has(cache, 'bff_cache_requests_total', { tenant: 'novoplaza', family: 'settings', state: 'error' })).toBe(true);
    family(families, 'bff_cache_redis_errors_total', 'counter');
    family(families, 'bff_cache_refresh_total', 'counter');

    const status = family(families, 'bff_cache_status', 'gauge');
    expect(Object.fromEntries(status.samples.map((sample) => [sample.labels.status, sample.value]))).toEqual({ redis: 1, memory: 0, 'redis-down': 0 });

    family(families, 'bff_shed_requests_total', 'counter');
    const lag = family(families, 'nodejs_eventloop_lag_p99_seconds', 'gauge');
    expect(lag.samples[0]!.value).toBeGreaterThan(0);
    family(families, 'nodejs_eventloop_lag_seconds', 'gauge');
    family(families, 'nodejs_heap_size_used_bytes', 'gauge');
  });
});
