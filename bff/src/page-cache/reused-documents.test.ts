import { describe, expect, it } from 'vitest';
import { toCachedResponse } from './cached-response';
import { createReusedDocuments, digestOf } from './reused-documents';

describe('held documents', () => {
  const page = (text: string) => toCachedResponse(200, 'text/html; charset=utf-8', `<html>${text}</html>`);

  it('gives back the document held for a page when the inputs are the same, and nothing when they differ', () => {
    const held = createReusedDocuments({ maxEntries: 10, maxAgeMs: 60_000 });
    const document = page('home');
    held.hold('aupark /sk', digestOf('{"shops":["A"]}'), document);
    expect(held.matches('aupark /sk', digestOf('{"shops":["A"]}'))).toBe(document);
    expect(held.matches('aupark /sk', digestOf('{"shops":["B"]}'))).toBeUndefined();
    // Another page (another tenant's same path) holds its own.
    expect(held.matches('galerieharfa /sk', digestOf('{"shops":["A"]}'))).toBeUndefined();
  });

  it('renders anew once the held document is older than the longest reuse, however often it was reused', () => {
    let now = 0;
    const held = createReusedDocuments({ maxEntries: 10, maxAgeMs: 1000, now: () => now });
    const document = page('home');
    held.hold('p', 'inputs', document);
    now = 600;
    // Reused: held again as the same document, its render's time stays.
    held.hold('p', 'inputs', held.matches('p', 'inputs')!);
    now = 999;
    expect(held.matches('p', 'inputs')).toBe(document);
    now = 1000;
    expect(held.matches('p', 'inputs')).toBeUndefined();
    // A new render is held from its own time.
    const again = page('home');
    held.hold('p', 'inputs', again);
    now = 1999;
    expect(held.matches('p', 'inputs')).toBe(again);
  });

  it('holds at most maxEntries pages, dropping the one held longest ago', () => {
    const held = createReusedDocuments({ maxEntries: 2, maxAgeMs: 60_000 });
    held.hold('a', 'x', page('a'));
    held.hold('b', 'x', page('b'));
    held.hold('a', 'x', page('a2'));
    held.hold('c', 'x', page('c'));
    expect(held.matches('b', 'x')).toBeUndefined();
    expect(held.matches('a', 'x')).toBeDefined();
    expect(held.matches('c', 'x')).toBeDefined();
  });
});
