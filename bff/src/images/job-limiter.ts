// Bounds the image route's CPU work (issue 7, "Images"): each new variant is a decode, a resize and
// an encode, and anyone can ask for variants that are not kept yet (other widths, other formats,
// other sources). At most `concurrency` run at once, at most `queue` wait; past that the route
// answers 503 at once instead of piling up work and the sources' bytes in memory.

export class BusyError extends Error {
  constructor() {
    super('too many image variants are being made');
    this.name = 'BusyError';
  }
}

export interface JobLimiter {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createJobLimiter(concurrency: number, queue: number): JobLimiter {
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= queue) throw new BusyError();
        // The slot is handed over by the job that ends: `running` counts it already when this resumes.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        if (waiting.length > 0) waiting.shift()!();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
