import { describe, expect, it } from 'vitest';
import { checkGoal, repeatCommand, showSpread, spread } from './summary';

describe('spread', () => {
  it('takes the middle value of an odd count and the range', () => {
    expect(spread([1200, 900, 1500, 1000, 1100])).toEqual({ median: 1100, min: 900, max: 1500, count: 5 });
  });

  it('averages the middle two of an even count', () => {
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, count: 4 });
  });

  it('leaves out runs without the figure, and has none when no run had it', () => {
    expect(spread([null, 98, null, 100, 99])).toEqual({ median: 99, min: 98, max: 100, count: 3 });
    expect(spread([null, null])).toBeNull();
    expect(spread([])).toBeNull();
  });
});

describe('checkGoal', () => {
  const at = (median: number) => ({ median, min: median, max: median, count: 1 });

  it('passes at the bounds: performance 98, TBT 150 ms, LCP 1.2 s', () => {
    expect(checkGoal({ performance: at(98), tbtMs: at(150), lcpMs: at(1200) })).toEqual({ pass: true, misses: [] });
  });

  it('names each figure that misses', () => {
    expect(checkGoal({ performance: at(97), tbtMs: at(151), lcpMs: at(1201) })).toEqual({
      pass: false,
      misses: ['performance 97 < 98', 'TBT 151 ms > 150 ms', 'LCP 1201 ms > 1200 ms'],
    });
  });

  it('counts a figure no run produced as a miss', () => {
    expect(checkGoal({ performance: null, tbtMs: at(0), lcpMs: at(800) })).toEqual({ pass: false, misses: ['performance n/a < 98'] });
  });
});

describe('showSpread', () => {
  it('prints the median, then the range when the runs differ', () => {
    expect(showSpread({ median: 812.4, min: 790, max: 850.6, count: 5 }, 0, ' ms')).toBe('812 ms  (790–851 ms)');
    expect(showSpread({ median: 100, min: 100, max: 100, count: 5 }, 0)).toBe('100');
    expect(showSpread(null, 0)).toBe('n/a');
  });
});

describe('repeatCommand', () => {
  it('repeats the settings that were set, quoted for a shell, without a Redis password', () => {
    expect(repeatCommand({ REDIS_URL: 'redis://:hunter2@127.0.0.1:6379', LH_RUNS: '5', LH_URLS: 'http://aupark.localhost:PORT/en, http://x.localhost:PORT/sk', HOME: '/root' }, 'lh.json')).toBe(
      "REDIS_URL='redis://:***@127.0.0.1:6379' LH_RUNS=5 LH_URLS='http://aupark.localhost:PORT/en, http://x.localhost:PORT/sk' npm run lighthouse -- --json lh.json",
    );
    expect(repeatCommand({ LH_SERVICE_WORKER: 'installed', LH_URLS: 'http://aupark.localhost:PORT/sk' }, undefined)).toBe('LH_URLS=http://aupark.localhost:PORT/sk LH_SERVICE_WORKER=installed npm run lighthouse');
    expect(repeatCommand({}, undefined)).toBe('npm run lighthouse');
  });
});
