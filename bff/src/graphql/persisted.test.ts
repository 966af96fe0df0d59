import { describe, expect, it } from 'vitest';
import { persistedHash, persistedOperations, sha256Hex } from './persisted';

describe('persistedOperations', () => {
  const texts = { Home: 'query Home { ok __typename }', Other: 'query Other { ok }' };
  const persisted = persistedOperations(texts);

  it('finds an operation by the SHA-256 (hex) of its text, and by the text itself', () => {
    // The digest every persisted-query client computes: sha256 of the UTF-8 text, lowercase hex.
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(persisted.byHash(sha256Hex(texts.Home))).toEqual({ hash: sha256Hex(texts.Home), operation: 'Home', query: texts.Home });
    expect(persisted.byText(texts.Other)?.operation).toBe('Other');
    // Not the same text, not the same operation (whitespace included).
    expect(persisted.byText('query Other {ok}')).toBeUndefined();
    expect(persisted.byHash(sha256Hex('query Mine { ok }'))).toBeUndefined();
    expect(persisted.size).toBe(2);
  });

  it('knows nothing without a build', () => {
    const none = persistedOperations({});
    expect(none.byText(texts.Home)).toBeUndefined();
    expect(none.size).toBe(0);
  });
});

describe('persistedHash', () => {
  const hash = 'a'.repeat(64);
  it('reads version 1 and a 64-digit hex hash', () => {
    expect(persistedHash({ persistedQuery: { version: 1, sha256Hash: hash } })).toBe(hash);
    expect(persistedHash({ persistedQuery: { version: 1, sha256Hash: hash, miss: true } })).toBe(hash);
  });
  it('tells no hash from a malformed one', () => {
    expect(persistedHash(undefined)).toBeNull();
    expect(persistedHash(null)).toBeNull();
    expect(persistedHash({})).toBeNull();
    expect(persistedHash({ persistedQuery: null })).toBeNull();
    expect(persistedHash({ persistedQuery: 'x' })).toBe(false);
    expect(persistedHash({ persistedQuery: { version: 2, sha256Hash: hash } })).toBe(false);
    expect(persistedHash({ persistedQuery: { version: 1, sha256Hash: hash.toUpperCase() } })).toBe(false);
    expect(persistedHash({ persistedQuery: { version: 1, sha256Hash: `${hash}0` } })).toBe(false);
  });
});
