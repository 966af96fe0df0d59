import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CachedResponse } from './cached-response';

// The documents this process last rendered for kept pages, by page, with a digest of what each was
// made from (RenderInput.unchanged). A kept page is rendered again every time its copy stops being
// fresh (10 s), mostly from the very same data: then the render stops before the markup (about
// three quarters of its time, and a task that blocks every other request meanwhile) and the page
// keeps the document it has, with the instant it was rendered at (its embedded state carries it, and
// the browser hydrates from it; the inputs count the instant's day in the mall's zone, all the markup
// reads of it). A document is still rendered anew at least every `maxAgeMs`, a safety net for
// anything a render might read besides its inputs.

export interface ReusedDocuments {
  /** The document held for `page` if inputs of this digest (`digestOf`) made it, less than `maxAgeMs` ago. */
  matches(page: string, digest: string): CachedResponse | undefined;
  /** Holds the document inputs of this digest made for `page`; its render's time is kept when the same document is held again. */
  hold(page: string, digest: string, response: CachedResponse): void;
}

interface Held {
  digest: string;
  response: CachedResponse;
  renderedAt: number;
}

/** A render's inputs, as the held documents compare them (hashed once per render). */
export const digestOf = (inputs: string) => createHash('sha256').update(inputs).digest('base64url');

export function createReusedDocuments(options: { maxEntries: number; maxAgeMs: number; now?: () => number }): ReusedDocuments {
  const now = options.now ?? Date.now;
  // Bounded (pages come from outside): the least recently held goes first. Asking does not count as
  // holding (`peek`), as before with a Map in insertion order.
  const held = new LRUCache<string, Held>({ max: options.maxEntries });
  return {
    matches(page, digest) {
      const entry = held.peek(page);
      if (!entry || now() - entry.renderedAt >= options.maxAgeMs) return undefined;
      return entry.digest === digest ? entry.response : undefined;
    },
    hold(page, digest, response) {
      const previous = held.peek(page);
      const renderedAt = previous?.response === response ? previous.renderedAt : now();
      held.set(page, { digest, response, renderedAt });
    },
  };
}
