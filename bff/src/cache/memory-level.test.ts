import { describe, expect, it } from 'vitest';
import { createMemoryLevel, trustUntil } from './memory-level';

const policy = { freshMs: 1000, staleMs: 10_000 };

describe('trustUntil', () => {
  it('trusts a copy for the trust time, but never past its freshness', () => {
    expect(trustUntil({ v: 1, t: 0 }, policy, 100, 500)).toBe(600);
    expect(trustUntil({ v: 1, t: 0 }, policy, 800, 500)).toBe(1000);
  });

  it('without Redis behind it, trusts a copy for its whole stale time', () => {
    expect(trustUntil({ v: 1, t: 0 }, policy, 800, null)).toBe(10_000);
  });
});

describe('the memory level', () => {
  const level = (maxEntries = 10) => createMemoryLevel({ maxEntries, trustMs: 500 });

  it('answers what was put, with its trust time', () => {
    const l1 = level();
    const entry = l1.put('k', { v: 'a', t: 0 }, policy, 100);
    expect(entry).toEqual({ v: 'a', t: 0, trustUntil: 600 });
    expect(l1.get('k')).toBe(entry);
    expect(l1.get('other')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const l1 = level(3);
    for (const k of ['a', 'b', 'c']) l1.put(k, { v: k, t: 0 }, policy, 0);
    l1.get('a'); // a is now the most recent
    l1.put('d', { v: 'd', t: 0 }, policy, 0);
    expect(l1.peek('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => l1.peek(k)?.v)).toEqual(['a', 'c', 'd']);
  });

  it("bounds a group of keys on its own: beyond it the group's least recently used goes, others stay", () => {
    const l1 = level(100);
    const group = { id: 'aupark:response', maxEntries: 2 };
    l1.put('other', { v: 'o', t: 0 }, policy, 0);
    l1.put('a', { v: 'a', t: 0 }, policy, 0, group);
    l1.put('b', { v: 'b', t: 0 }, policy, 0, group);
    l1.get('a'); // a is the group's most recent
    l1.put('c', { v: 'c', t: 0 }, policy, 0, group);
    expect(['a', 'b', 'c', 'other'].map((k) => l1.peek(k)?.v)).toEqual(['a', undefined, 'c', 'o']);
    // Another group has its own bound.
    l1.put('x', { v: 'x', t: 0 }, policy, 0, { id: 'novoplaza:response', maxEntries: 2 });
    expect(l1.peek('a')?.v).toBe('a');
    // A key deleted leaves its group's count.
    l1.delete('a');
    l1.put('d', { v: 'd', t: 0 }, policy, 0, group);
    expect(['c', 'd'].map((k) => l1.peek(k)?.v)).toEqual(['c', 'd']);
  });

  it('does not count a peek as a use', () => {
    const l1 = level(2);
    l1.put('a', { v: 'a', t: 0 }, policy, 0);
    l1.put('b', { v: 'b', t: 0 }, policy, 0);
    l1.peek('a');
    l1.put('c', { v: 'c', t: 0 }, policy, 0);
    expect(l1.peek('a')).toBeUndefined();
    expect(l1.peek('b')?.v).toBe('b');
  });

  it('holds at least one entry whatever the bound', () => {
    const l1 = level(0);
    l1.put('a', { v: 'a', t: 0 }, policy, 0);
    expect(l1.peek('a')?.v).toBe('a');
    l1.put('b', { v: 'b', t: 0 }, policy, 0);
    expect(l1.peek('a')).toBeUndefined();
  });

  it('keeps the object and the failure marks of the same copy read again', () => {
    const l1 = level();
    const value = { n: 1 };
    const first = l1.put('k', { v: value, t: 5 }, policy, 10);
    first.failed = true;
    first.retryAfter = 99;
    first.orphan = true;
    const again = l1.put('k', { v: { n: 1 }, t: 5 }, policy, 20);
    expect(again.v).toBe(value);
    expect(again).toMatchObject({ failed: true, retryAfter: 99, trustUntil: 520 });
    // a copy found in Redis again is no longer one Redis lost
    expect(again.orphan).toBeUndefined();
  });

  it('starts afresh with a newer copy', () => {
    const l1 = level();
    const first = l1.put('k', { v: 'old', t: 5 }, policy, 10);
    first.failed = true;
    const newer = l1.put('k', { v: 'new', t: 6 }, policy, 10);
    expect(newer).toEqual({ v: 'new', t: 6, trustUntil: 510 });
  });

  it('drops one key, a prefix, or everything', () => {
    const l1 = level();
    for (const k of ['p:aupark:a', 'p:aupark:b', 'p:novoplaza:a']) l1.put(k, { v: k, t: 0 }, policy, 0);
    l1.delete('p:aupark:a');
    expect(l1.peek('p:aupark:a')).toBeUndefined();
    expect(l1.dropPrefix('p:aupark:')).toBe(1);
    expect(l1.peek('p:aupark:b')).toBeUndefined();
    expect(l1.peek('p:novoplaza:a')?.v).toBe('p:novoplaza:a');
    l1.clear();
    expect(l1.peek('p:novoplaza:a')).toBeUndefined();
  });
});
