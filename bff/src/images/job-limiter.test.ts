import { describe, expect, it } from 'vitest';
import { BusyError, createJobLimiter } from './job-limiter';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createJobLimiter', () => {
  it('runs at most `concurrency` jobs at once, the others in order as slots free', async () => {
    const limiter = createJobLimiter(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 2]);
    gates[1]!.resolve();
    await jobs[1];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 1]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the queue is full, and frees a slot when a job fails', async () => {
    const limiter = createJobLimiter(1, 1);
    const gate = deferred();
    const first = limiter.run(async () => {
      await gate.promise;
      throw new Error('decode failed');
    });
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(BusyError);
    gate.resolve();
    await expect(first).rejects.toThrow('decode failed');
    expect(await second).toBe('second');
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
    expect(await limiter.run(async () => 'again')).toBe('again');
  });
});
