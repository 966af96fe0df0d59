import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS, reloadAllowed } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('isChunkLoadError', () => {
  it("recognises Chromium's, Firefox's, Safari's and Vite's messages", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x.test/assets/shop-screen-1a2b.js',
      'error loading dynamically imported module: https://x.test/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/home-1a2b.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('the reload guard', () => {
  it('allows one reload per 10 s (spec §9), whatever the route', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.items.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_TTL_MS - 1)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_TTL_MS)).toBe(true);
  });

  it('reads without recording', () => {
    const storage = memoryStorage();
    expect(reloadAllowed(storage, 5_000_000)).toBe(true);
    expect(reloadAllowed(storage, 5_000_000)).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it('treats a clock set back or a corrupt entry as no recent reload', () => {
    expect(claimReload(memoryStorage({ [RELOAD_GUARD_KEY]: '9000000' }), 1_000_000)).toBe(true);
    expect(claimReload(memoryStorage({ [RELOAD_GUARD_KEY]: 'junk' }), 1_000_000)).toBe(true);
  });

  it('never reloads without storage to remember it in', () => {
    expect(claimReload(null, 1_000_000)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(claimReload(throwing, 1_000_000)).toBe(false);
  });
});
