import { describe, expect, it } from 'vitest';
import {
  afterInstalled,
  afterNotNow,
  afterPageLoad,
  offerAllowed,
  readState,
  SNOOZE_MS,
  STORAGE_KEY,
  VISIT_GAP_MS,
  writeState,
  type InstallState,
} from './install-state';

const t0 = Date.UTC(2026, 10, 28, 9, 0);
const minutes = (n: number) => n * 60 * 1000;

describe('visits', () => {
  it('counts the first page load as the first visit, and loads within 30 minutes of the last as the same visit', () => {
    let state = afterPageLoad(readState(null), t0);
    expect(state).toEqual({ visits: 1, lastSeen: t0 });
    state = afterPageLoad(state, t0 + minutes(20));
    state = afterPageLoad(state, t0 + minutes(45));
    // 25 minutes after the last load: still the first visit, however long since the first.
    expect(state.visits).toBe(1);
    state = afterPageLoad(state, t0 + minutes(45) + VISIT_GAP_MS);
    expect(state).toEqual({ visits: 2, lastSeen: t0 + minutes(75) });
  });
});

describe('offerAllowed', () => {
  const second: InstallState = { visits: 2, lastSeen: t0 };
  it('waits for the second visit', () => {
    expect(offerAllowed({ visits: 1, lastSeen: t0 }, t0)).toBe(false);
    expect(offerAllowed(second, t0)).toBe(true);
    expect(offerAllowed({ visits: 7, lastSeen: t0 }, t0)).toBe(true);
  });

  it('hides it for 30 days after "Not now"', () => {
    const snoozed = afterNotNow(second, t0);
    expect(offerAllowed(snoozed, t0 + SNOOZE_MS - 1)).toBe(false);
    expect(offerAllowed(snoozed, t0 + SNOOZE_MS)).toBe(true);
  });

  it('never offers again once installed', () => {
    expect(offerAllowed(afterInstalled(second), t0 + 10 * SNOOZE_MS)).toBe(false);
  });
});

describe('storage', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
  };

  it('keeps the state under one key and reads it back', () => {
    const storage = memory();
    writeState(storage, { visits: 3, lastSeen: t0, snoozedAt: t0 - 1, installed: true });
    expect(JSON.parse(storage.map.get(STORAGE_KEY)!)).toEqual({ visits: 3, lastSeen: t0, snoozedAt: t0 - 1, installed: true });
    expect(readState(storage)).toEqual({ visits: 3, lastSeen: t0, snoozedAt: t0 - 1, installed: true });
  });

  it('reads nothing kept, or anything malformed, as no visit yet', () => {
    const storage = memory();
    for (const raw of ['', 'not json', 'null', '[]', '{"visits":"2","lastSeen":1}', '{"visits":2}']) {
      storage.map.set(STORAGE_KEY, raw);
      expect(readState(storage), raw).toEqual({ visits: 0, lastSeen: 0 });
    }
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readState(broken)).toEqual({ visits: 0, lastSeen: 0 });
    expect(() => writeState(broken, { visits: 1, lastSeen: t0 })).not.toThrow();
  });
});
