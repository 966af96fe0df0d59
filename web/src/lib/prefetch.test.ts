import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, prefetchAllowed, prefetchConcurrency } from './prefetch';

/** A task the test settles by hand, recording when it started. */
function controlled(started: string[], key: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    task: () => {
      started.push(key);
      return done;
    },
    resolve,
    reject: () => reject(new Error(`${key} failed`)),
  };
}

/** Lets the queue's promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createPrefetchQueue', () => {
  it('runs at most 4 at a time, the rest in the order they came', async () => {
    expect(prefetchConcurrency).toBe(4);
    const queue = createPrefetchQueue();
    const started: string[] = [];
    const tasks = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'].map((key) => ({ key, ...controlled(started, key) }));
    for (const { key, task } of tasks) expect(queue.add(key, task)).toBe(true);
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect([queue.running, queue.waiting]).toEqual([4, 3]);

    tasks[2]!.resolve();
    await settle();
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect([queue.running, queue.waiting]).toEqual([4, 2]);

    tasks[0]!.reject();
    tasks[1]!.resolve();
    await settle();
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e', '/f', '/g']);
    expect([queue.running, queue.waiting]).toEqual([4, 0]);

    for (const task of tasks) task.resolve();
    await settle();
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('queues a key once: not while it waits or runs, nor after it succeeded', async () => {
    const queue = createPrefetchQueue(1);
    const started: string[] = [];
    const a = controlled(started, '/a');
    const b = controlled(started, '/b');
    expect(queue.add('/a', a.task)).toBe(true);
    expect(queue.add('/b', b.task)).toBe(true);
    expect(queue.add('/a', a.task)).toBe(false); // running
    expect(queue.add('/b', b.task)).toBe(false); // waiting
    a.resolve();
    b.resolve();
    await settle();
    expect(queue.add('/a', a.task)).toBe(false); // done
    expect(started).toEqual(['/a', '/b']);
  });

  it('forgets a failed task, so that it can be tried again, and goes on with the next', async () => {
    const queue = createPrefetchQueue(1);
    const started: string[] = [];
    const first = controlled(started, '/a');
    const other = controlled(started, '/b');
    queue.add('/a', first.task);
    queue.add('/b', other.task);
    first.reject();
    await settle();
    expect(started).toEqual(['/a', '/b']);

    const again = controlled(started, '/a');
    expect(queue.add('/a', again.task)).toBe(true);
    other.resolve();
    again.resolve();
    await settle();
    expect(started).toEqual(['/a', '/b', '/a']);
    expect(queue.add('/a', again.task)).toBe(false);
  });

  it('treats a task that throws at once as failed, and frees its slot', async () => {
    const queue = createPrefetchQueue(1);
    const started: string[] = [];
    expect(
      queue.add('/a', () => {
        throw new Error('no module');
      }),
    ).toBe(true);
    const next = controlled(started, '/b');
    queue.add('/b', next.task);
    await settle();
    expect(started).toEqual(['/b']);
    next.resolve();
    await settle();
    expect(queue.add('/a', () => Promise.resolve())).toBe(true);
  });
});

describe('prefetchAllowed', () => {
  it('prefetches when the browser does not tell (no Network Information API)', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed(null)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });
  it('never on Save-Data', () => {
    expect(prefetchAllowed({ saveData: true })).toBe(false);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
  it('never on 2G connections', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g', saveData: false })).toBe(false);
  });
  it('on 3G, 4G and better', () => {
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
  });
});
