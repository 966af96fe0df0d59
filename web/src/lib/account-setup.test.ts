import { describe, expect, it } from 'vitest';
import { accountSetupDue } from './account-setup';

const now = new Date('2026-06-15T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('accountSetupDue', () => {
  it('asks a member whose profile lacks something, the first time', () => {
    expect(accountSetupDue(['phone'], null, now)).toBe(true);
    expect(accountSetupDue(['phone', 'birthDate'], null, now)).toBe(true);
  });

  it('never asks a member whose profile is complete', () => {
    expect(accountSetupDue([], null, now)).toBe(false);
    expect(accountSetupDue([], daysAgo(400), now)).toBe(false);
  });

  it('asks again 30 days after it last appeared, not sooner', () => {
    expect(accountSetupDue(['birthDate'], daysAgo(0), now)).toBe(false);
    expect(accountSetupDue(['birthDate'], daysAgo(29.9), now)).toBe(false);
    expect(accountSetupDue(['birthDate'], daysAgo(30), now)).toBe(true);
    expect(accountSetupDue(['birthDate'], daysAgo(95), now)).toBe(true);
  });

  it('reads a stored value that is no date, or a date to come, as never shown', () => {
    expect(accountSetupDue(['phone'], 'yesterday', now)).toBe(true);
    expect(accountSetupDue(['phone'], '', now)).toBe(true);
    expect(accountSetupDue(['phone'], new Date(now.getTime() + 86_400_000).toISOString(), now)).toBe(true);
  });
});
