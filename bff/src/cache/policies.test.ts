import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES, FAMILIES, resolvePolicies } from './policies';

describe('resolvePolicies', () => {
  it('is the default table when nothing is configured', () => {
    expect(resolvePolicies()).toEqual(DEFAULT_POLICIES);
    expect(Object.keys(resolvePolicies()).sort()).toEqual([...FAMILIES].sort());
  });

  it('replaces only the configured families', () => {
    const policies = resolvePolicies({ content: { freshMs: 1000, staleMs: 10_000 } });
    expect(policies.content).toEqual({ freshMs: 1000, staleMs: 10_000 });
    expect(policies.settings).toEqual(DEFAULT_POLICIES.settings);
  });

  it('never lets a value stop being served before it stops being fresh', () => {
    expect(resolvePolicies({ mall: { freshMs: 5000, staleMs: 1000 } }).mall).toEqual({ freshMs: 5000, staleMs: 5000 });
  });

  it('leaves the default table untouched', () => {
    resolvePolicies({ catalog: { freshMs: 1, staleMs: 2 } });
    expect(DEFAULT_POLICIES.catalog.freshMs).toBe(60_000);
  });
});
