import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: never shed (liveness, readiness, metrics answer however loaded the process is). */
    shed?: false;
  }
}

/** What /readyz and the shed answers say about the load, from @fastify/under-pressure's samples. */
export interface LoadState {
  underPressure: boolean;
  eventLoopDelayMs: number;
  heapUsedBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    loadState(): LoadState;
  }
}

/** The coded body of a shed request. */
export function overloadedBody(retryAfterSeconds: number) {
  return { error: 'OVERLOADED', message: `The server is overloaded; retry in ${retryAfterSeconds} s.` } as const;
}

/** A busy process logs one line per window, not one per refused request. */
const LOG_WINDOW_MS = 10_000;

// Load shedding (issue 7 "Ops at scale"): past an event-loop delay or a heap use, answer 503 with
// Retry-After at once rather than queue work the process cannot do in time; the load balancer sends the
// client elsewhere or it retries. Registered before the routes, so a shed request costs almost nothing.
export default fp(
  async (fastify) => {
    const config = fastify.config;
    const retryAfter = config.LOAD_RETRY_AFTER_S;
    const shed = new Counter({
      name: 'bff_shed_requests_total',
      help: 'Requests answered 503 because the process was under pressure, by reason.',
      labelNames: ['reason'] as const,
      registers: [fastify.metricsRegistry],
    });
    let lastLogged = 0;
    let suppressed = 0;

    // under-pressure sends what this returns; `undefined` lets the request through (an exempt route).
    const pressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (request.routeOptions.config.shed === false) return undefined;
      shed.inc({ reason: type });
      const now = Date.now();
      if (now - lastLogged >= LOG_WINDOW_MS) {
        request.log.warn({ reason: type, value, suppressed }, 'under pressure: shedding load');
        lastLogged = now;
        suppressed = 0;
      } else {
        suppressed += 1;
      }
      void reply.code(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
      return overloadedBody(retryAfter);
    };

    const options: FastifyUnderPressureOptions = {
      maxEventLoopDelay: config.LOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: config.LOAD_MAX_HEAP_USED_BYTES,
      sampleInterval: config.LOAD_SAMPLE_INTERVAL_MS,
      retryAfter,
      // The plugin sends a returned value (index.js handlePressure); its types only say void.
      pressureHandler: pressureHandler as FastifyUnderPressureOptions['pressureHandler'],
    };
    await fastify.register(underPressure, options);

    fastify.decorate('loadState', (): LoadState => {
      const usage = fastify.memoryUsage();
      // under-pressure says Infinity when the loop was blocked through a whole sample interval (no
      // sample came), which JSON would write as null: the delay was at least that interval.
      const delay = Number.isFinite(usage.eventLoopDelay) ? usage.eventLoopDelay : config.LOAD_SAMPLE_INTERVAL_MS;
      return { underPressure: fastify.isUnderPressure(), eventLoopDelayMs: Math.round(delay), heapUsedBytes: usage.heapUsed };
    });
  },
  { name: 'load-shedding', dependencies: ['config', 'metrics'] },
);
