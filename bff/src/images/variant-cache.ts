import { LRUCache } from 'lru-cache';

// The image route's processed variants, kept in memory (issue 7: "keeps the processed variants in a
// bounded cache so a variant is made once"). Bounded by the bytes it holds, not by a count: one
// 1920-pixel JPEG weighs as much as a hundred logos. Least recently used goes first (lru-cache, by
// `maxSize` in bytes). Concurrent
// requests for a variant that is being made wait for that one job instead of starting their own.
//
// A first level only, per process (DESIGN.md "Architecture"): a variant is a pure function of its
// source's bytes, so replicas that each make it once agree, and an entry lives at most `ttlMs` (a
// source changed under the same URL shows up by then, as it does in browsers that cached it).

export interface Sized {
  /** Bytes this value costs to keep. */
  readonly byteLength: number;
}

export interface VariantCacheOptions {
  /** Total bytes of values kept; 0 keeps nothing (every request makes its variant). */
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

export type Outcome<T> = { value: T; cache: 'hit' | 'miss' | 'shared' };

interface Entry<T> {
  value: T;
  expires: number;
}

export class VariantCache<T extends Sized> {
  /**
   * null when maxBytes is 0 (lru-cache takes no bound of 0). A value larger than the whole cache would
   * only push everything else out, and then itself: lru-cache keeps none (maxEntrySize is maxSize).
   * The time to live is checked here, against `now`: an entry is gone at exactly `ttlMs`.
   */
  private readonly entries: LRUCache<string, Entry<T>> | null;
  private readonly pending = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: VariantCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries =
      options.maxBytes > 0
        ? new LRUCache<string, Entry<T>>({
            maxSize: options.maxBytes,
            // lru-cache counts sizes as positive integers; no variant is empty.
            sizeCalculation: (entry) => Math.max(1, entry.value.byteLength),
          })
        : null;
  }

  /** Bytes held now. */
  get size(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  get count(): number {
    return this.entries?.size ?? 0;
  }

  /** A kept value, marked as just used; undefined when absent or expired. */
  get(key: string): T | undefined {
    const entry = this.entries?.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The kept value, or the one being made for this key, or a new one from `make`. A value is kept
   * only when `make` fulfils and `keep` (default: always) agrees; a failure is shared by the requests
   * that waited for it, and never kept, so the next request tries again.
   */
  async getOrMake(key: string, make: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<Outcome<T>> {
    const kept = this.get(key);
    if (kept) return { value: kept, cache: 'hit' };
    const running = this.pending.get(key);
    if (running) return { value: await running, cache: 'shared' };
    const job = make();
    this.pending.set(key, job);
    try {
      const value = await job;
      if (keep(value)) this.set(key, value);
      return { value, cache: 'miss' };
    } finally {
      this.pending.delete(key);
    }
  }

  set(key: string, value: T): void {
    this.entries?.set(key, { value, expires: this.now() + this.options.ttlMs });
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }

  clear(): void {
    this.entries?.clear();
  }
}
