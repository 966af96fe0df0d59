import { createHash } from 'node:crypto';

// Persisted operations (issue "The edge", the GraphQL contract). The web's client sends the SHA-256
// of an operation's text instead of the text (`extensions.persistedQuery`, as Apollo's and urql's
// persisted-query clients do). The texts come from the web's build: its server entry exports every
// operation of the build as the exact text the browser hashes, so the bff never reads web source and
// the two sides cannot disagree on a hash.

export interface PersistedOperation {
  /** SHA-256 of `query`, lowercase hex. */
  hash: string;
  operation: string;
  query: string;
}

export interface PersistedOperations {
  byHash(hash: string): PersistedOperation | undefined;
  /** The build's operation with exactly this text, if any. */
  byText(query: string): PersistedOperation | undefined;
  readonly size: number;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The build's operations (name → text) by hash. */
export function persistedOperations(texts: Readonly<Record<string, string>>): PersistedOperations {
  const byHash = new Map<string, PersistedOperation>();
  for (const [operation, query] of Object.entries(texts)) {
    const hash = sha256Hex(query);
    byHash.set(hash, { hash, operation, query });
  }
  return {
    byHash: (hash) => byHash.get(hash),
    // Texts are at most GRAPHQL_MAX_BYTES: hashing one costs microseconds.
    byText: (query) => (byHash.size === 0 ? undefined : byHash.get(sha256Hex(query))),
    size: byHash.size,
  };
}

/**
 * The hash a request names in `extensions.persistedQuery` (version 1, 64 hex digits); `null` when it
 * names none, `false` when it names one in a form we do not know.
 */
export function persistedHash(extensions: unknown): string | null | false {
  if (typeof extensions !== 'object' || extensions === null) return null;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (persisted === undefined || persisted === null) return null;
  if (typeof persisted !== 'object') return false;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  return version === 1 && typeof sha256Hash === 'string' && /^[0-9a-f]{64}$/.test(sha256Hash) ? sha256Hash : false;
}
