import { afterEach, describe, expect, it } from 'vitest';
import { gql, hostOf, startStack, type Stack } from '../test/stack';
import { parsePrometheusText } from '../test/prom-text';

// Load shedding with tiny thresholds: a blocked event loop (as under a CPU-bound overload) or a heap
// past its limit makes the bff answer 503 with Retry-After and a coded body, /readyz says so with a
// 503, and /healthz stays 200. When the loop is free again, requests pass again.

let stack: Stack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy for `ms` (synchronously), like a CPU-bound request would. */
function blockFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(20);
  }
  return false;
}

describe('load shedding', () => {
  it('sheds while the event loop is blocked, reports it on /readyz, keeps /healthz alive, and recovers', async () => {
    stack = await startStack({
      redis: null,
      env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '30', LOAD_SAMPLE_INTERVAL_MS: '100', LOAD_RETRY_AFTER_S: '7' },
    });
    const { app } = stack;
    const page = () => gql(app, 'aupark', '{ settings { websiteName } }');
    // Starting (loading modules, building the schema) keeps the loop busy too: wait for a calm sample.
    expect(await until(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200, 3000)).toBe(true);
    expect((await page()).status).toBe(200);

    // A sustained overload: the loop is blocked 150 ms out of every 200 ms.
    const overload = setInterval(() => blockFor(150), 200);
    try {
      expect(await until(async () => (await page()).status === 503, 5000)).toBe(true);
      const shed = await page();
      expect(shed.status).toBe(503);
      expect(shed.response.headers['retry-after']).toBe('7');
      expect(shed.response.json()).toEqual({ error: 'OVERLOADED', message: 'The server is overloaded; retry in 7 s.' });

      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('7');
      const body = ready.json<{ ok: boolean; load: { underPressure: boolean; eventLoopDelayMs: number } }>();
      expect(body.ok).toBe(false);
      expect(body.load.underPressure).toBe(true);
      // At least the bound: under-pressure compares the exact delay (30.4 > 30 sheds), /readyz rounds it (30).
      expect(body.load.eventLoopDelayMs).toBeGreaterThanOrEqual(30);

      const health = await app.inject({ method: 'GET', url: '/healthz', headers: { host: hostOf('aupark') } });
      expect(health.statusCode).toBe(200);
      // Ops can still see why: /metrics is never shed and counts the shed requests.
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      const shedCount = parsePrometheusText(metrics.body).get('bff_shed_requests_total')!.samples.find((sample) => sample.labels.reason === 'eventLoopDelay');
      expect(shedCount?.value).toBeGreaterThanOrEqual(2);
    } finally {
      clearInterval(overload);
    }

    // The loop is free: after the next samples, requests pass and readiness is back.
    expect(await until(async () => (await page()).status === 200, 3000)).toBe(true);
    expect(await until(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200, 3000)).toBe(true);
  });

  it('sheds past the heap limit', async () => {
    stack = await startStack({ redis: null, env: { LOAD_MAX_HEAP_USED_BYTES: String(1024 * 1024), LOAD_SAMPLE_INTERVAL_MS: '50' } });
    const { app } = stack;
    // The first sample is taken one interval after start.
    await sleep(150);
    const shed = await app.inject({ method: 'GET', url: '/sk', headers: { host: hostOf('aupark') } });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json<{ error: string }>().error).toBe('OVERLOADED');
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ load: { heapUsedBytes: number } }>().load.heapUsedBytes).toBeGreaterThan(1024 * 1024);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
