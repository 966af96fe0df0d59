import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import type { PdfVerdict } from './pdf-safety';

// The PDF check (pdf-safety.ts) off the main thread (issue 17 "Low": measured on Node 20, a receipt
// of a few pages takes milliseconds, but a crafted 10 MB PDF of many small objects takes 3–5 s of CPU
// and 100–150 MB of heap to parse; on the main thread that would stall every request for as long).
// A pool of worker threads from piscina (maintained by Node.js core contributors: a queue, a time
// limit that ends the thread, a heap limit per thread, threads that end when idle):
// - one thread per process (PDF_CHECK_THREADS), started when a PDF comes (loading tsx and the PDF
//   library takes it 0.5–3 s, the latter on a loaded machine) and ended after 5 minutes without one,
//   so a replica without PDFs keeps no thread;
// - a check past PDF_CHECK_TIMEOUT_MS ends its thread, and a thread past PDF_CHECK_MAX_HEAP_MB dies
//   alone; either way the PDF is refused as one that cannot be checked, and the server goes on;
// - at most PDF_CHECK_MAX_QUEUE checks wait; past them the upload is asked to come back (503).

/** Checks at once per process: the machines have 2 cores, and a check is one core's work. */
export const PDF_CHECK_THREADS = 1;
/**
 * A check's time, the thread's start and the wait included. A real receipt takes milliseconds once the
 * thread runs; a crafted 10 MB file 4 s on an idle machine and up to 14 s on a loaded one, when it is
 * refused as one that cannot be checked.
 */
export const PDF_CHECK_TIMEOUT_MS = 10_000;
/** A check thread's heap; a crafted 10 MB file needs about 150 MB. */
export const PDF_CHECK_MAX_HEAP_MB = 256;
/** Checks that may wait for the thread. */
export const PDF_CHECK_MAX_QUEUE = 8;
/** An idle thread ends after this. */
const IDLE_MS = 5 * 60_000;

/** The check's answer: its verdict, or `busy` when too many checks wait already. */
export type PdfCheckResult = PdfVerdict | { safe: false; findings: ['unreadable']; reason: 'timeout' | 'failed' } | { busy: true };

export interface PdfCheck {
  /** Checks the PDF at `path` (a spooled upload). */
  inspect(path: string): Promise<PdfCheckResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfCheck: PdfCheck;
  }
}

export interface PdfCheckOptions {
  timeoutMs?: number;
  maxHeapMb?: number;
}

const pdfCheckPlugin: FastifyPluginAsync<PdfCheckOptions> = async (fastify, options) => {
  const timeoutMs = options.timeoutMs ?? PDF_CHECK_TIMEOUT_MS;
  const pool = new Piscina<{ path: string }, PdfVerdict>({
    filename: new URL('./pdf-safety-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: PDF_CHECK_THREADS,
    maxQueue: PDF_CHECK_MAX_QUEUE,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? PDF_CHECK_MAX_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  // A thread that dies between tasks (its heap limit) is replaced by the pool; nothing waits on it.
  pool.on('error', (error: unknown) => fastify.log.warn({ err: error }, 'pdf check thread failed'));

  fastify.decorate('pdfCheck', {
    async inspect(path) {
      if (pool.queueSize >= PDF_CHECK_MAX_QUEUE) return { busy: true };
      const started = performance.now();
      try {
        const verdict = await pool.run({ path }, { signal: AbortSignal.timeout(timeoutMs) });
        fastify.log.debug({ ms: Math.round(performance.now() - started), safe: verdict.safe }, 'pdf checked');
        return verdict;
      } catch (error) {
        const timedOut = (error as { name?: string }).name === 'AbortError';
        fastify.log.warn({ err: error, ms: Math.round(performance.now() - started) }, timedOut ? 'pdf check timed out' : 'pdf check failed');
        return { safe: false, findings: ['unreadable'], reason: timedOut ? 'timeout' : 'failed' };
      }
    },
  } satisfies PdfCheck);

  fastify.addHook('onClose', async () => {
    await pool.close({ force: true });
  });
};

export default fp(pdfCheckPlugin, { name: 'pdf-check' });
