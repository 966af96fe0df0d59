import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pdfWithOpenActionJs, receiptPdf } from '../test/upload-fixtures';
import pdfCheck, { PDF_CHECK_MAX_QUEUE } from './pdf-check';
import { inspectPdf } from './pdf-safety';

// The PDF check off the main thread (issue 17 "Low": "a 10 MB PDF must not block the event loop for
// long"): real worker threads from the plugin, a real 10 MB PDF crafted to be slow to parse. Measured
// here: the same file parsed on the main thread stalls the event loop for the whole parse; through
// the plugin the loop keeps turning. A check past its time or heap ends its thread, not the server.

const dir = mkdtempSync(join(tmpdir(), 'pdf-check-test-'));
const file = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

/** `megabytes` of small annotation objects (8 make a file just under 10 MB): the slowest kind of PDF to parse for its size. */
function manyObjects(megabytes: number): Buffer {
  const objects: string[] = [];
  let size = 0;
  for (let i = 0; size < megabytes * 1024 * 1024; i++) {
    const body = `<< /Type /Annot /Subtype /Text /Rect [${i} 0 10 10] /Contents (note ${i}) >>`;
    objects.push(body);
    size += body.length + 24;
  }
  return receiptPdf({ extra: objects });
}

/** Runs `work` while a timer ticks every 10 ms; the longest gap between ticks is how long the loop stood still. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; tookMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last), tookMs: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

async function appWith(options: { timeoutMs?: number; maxHeapMb?: number } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(pdfCheck, options);
  await app.ready();
  return app;
}

describe('the PDF check in a worker thread', () => {
  let heavy: Buffer;
  beforeAll(() => {
    heavy = manyObjects(8);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a plain PDF safe and one with an OpenAction script unsafe', async () => {
    const app = await appWith();
    try {
      expect(await app.pdfCheck.inspect(file('plain.pdf', pdfBytes()))).toEqual({ safe: true });
      expect(await app.pdfCheck.inspect(file('script.pdf', pdfWithOpenActionJs()))).toEqual({ safe: false, findings: ['javascript'] });
    } finally {
      await app.close();
    }
  });

  it('keeps the event loop turning while a crafted 10 MB PDF is parsed; on the main thread the loop stands still throughout', async () => {
    expect(heavy.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(heavy.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const onMain = await longestStall(() => inspectPdf(heavy));
    expect(onMain.result).toEqual({ safe: true });
    // The parse is one long stretch of the main thread's time.
    expect(onMain.stallMs).toBeGreaterThan(onMain.tookMs * 0.5);

    const app = await appWith({ timeoutMs: 120_000 });
    try {
      const path = file('heavy.pdf', heavy);
      const inWorker = await longestStall(() => app.pdfCheck.inspect(path));
      expect(inWorker.result).toEqual({ safe: true });
      // The loop turned all along: its longest pause is a small part of the check's time.
      expect(inWorker.stallMs).toBeLessThan(inWorker.tookMs * 0.25);
      console.info(`10 MB PDF of ${heavy.length} bytes: main thread ${Math.round(onMain.tookMs)} ms (loop stalled ${Math.round(onMain.stallMs)} ms); worker ${Math.round(inWorker.tookMs)} ms (loop stalled at most ${Math.round(inWorker.stallMs)} ms)`);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses as unreadable a check past its time or its heap, and the next check works', async () => {
    const path = file('heavy-2.pdf', heavy);
    const slow = await appWith({ timeoutMs: 50 });
    try {
      expect(await slow.pdfCheck.inspect(path)).toEqual({ safe: false, findings: ['unreadable'], reason: 'timeout' });
    } finally {
      await slow.close();
    }
    // Time enough for the heap to run out first, even on a loaded machine. 48 MB: far below the 150 MB
    // the crafted file needs, and well above what a thread needs to check a plain file (with 16 MB, a
    // loaded machine's thread ran out of memory on the plain file too: the next check failed).
    const small = await appWith({ maxHeapMb: 48, timeoutMs: 120_000 });
    try {
      expect(await small.pdfCheck.inspect(path)).toEqual({ safe: false, findings: ['unreadable'], reason: 'failed' });
      expect(await small.pdfCheck.inspect(file('plain-2.pdf', pdfBytes()))).toEqual({ safe: true });
    } finally {
      await small.close();
    }
  }, 120_000);

  it('says busy when PDF_CHECK_MAX_QUEUE checks wait already', async () => {
    const path = file('heavy-3.pdf', heavy);
    const app = await appWith({ timeoutMs: 60_000 });
    const running = Array.from({ length: PDF_CHECK_MAX_QUEUE + 1 }, () => app.pdfCheck.inspect(path));
    try {
      expect(await app.pdfCheck.inspect(path)).toEqual({ busy: true });
    } finally {
      await app.close();
      await Promise.all(running);
    }
  }, 120_000);
});
