import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCacheStorage, type FakeCacheStorage } from '../test/fake-cache-storage';
import { claimMemberCopies, clearMemberCopies, failedOffline, MAX_REWARD_COPIES, MEMBER_COPY_CACHE, memberHash, readMemberCopies, storePass, storeReward, svgImageUrl, type RewardCopy } from './member-copy';

// In the DOM project: the copies' keys are URLs of the page's origin.

const qr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><path stroke="#000000" d="M2 2.5h7"/></svg>';
const pass = { code: 'P-10234-AB2C-D3EF', qrSvg: qr, validUntil: 'Platí do 30. 11. 2026, 23:59', lang: 'cz' as const };
const reward = (id: string, extra: Partial<RewardCopy> = {}) => ({ id, name: `Odměna ${id}`, code: `AUP-${id}-WXYZ`, qrSvg: qr, activatedOn: '20. 11. 2026', validUntil: '20. 12. 2026', lang: 'cz' as const, ...extra });
const at = (iso: string) => new Date(iso);

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = installFakeCacheStorage(vi.stubGlobal);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the member’s copies on this device', () => {
  it('keeps the parking pass as shown, with when the copy was taken, and the latest one only', async () => {
    await storePass('501', pass, at('2026-11-28T08:00:00Z'));
    await storePass('501', { ...pass, code: 'P-10234-NEW1-NEW2' }, at('2026-11-28T09:30:00Z'));
    const { pass: kept, rewards } = await readMemberCopies();
    expect(kept).toEqual({ ...pass, code: 'P-10234-NEW1-NEW2', takenAt: '2026-11-28T09:30:00.000Z' });
    expect(rewards).toEqual([]);
    // A member who has no pass any more keeps none.
    await storePass('501', null);
    expect((await readMemberCopies()).pass).toBeNull();
  });

  it('keeps active reward codes, the most recently seen first, at most 20; a used or expired one goes', async () => {
    for (let i = 1; i <= MAX_REWARD_COPIES + 3; i++) await storeReward('501', reward(String(1000 + i)), true, at(`2026-11-01T10:${String(i).padStart(2, '0')}:00Z`));
    let { rewards } = await readMemberCopies();
    expect(rewards).toHaveLength(MAX_REWARD_COPIES);
    expect(rewards[0]).toEqual({ ...reward('1023'), takenAt: '2026-11-01T10:23:00.000Z' });
    expect(rewards.at(-1)?.id).toBe('1004');
    // Seen again: first, once.
    await storeReward('501', reward('1010', { validUntil: '31. 12. 2026' }), true);
    ({ rewards } = await readMemberCopies());
    expect(rewards.map((r) => r.id).slice(0, 2)).toEqual(['1010', '1023']);
    expect(rewards.filter((r) => r.id === '1010')).toHaveLength(1);
    expect(rewards[0]?.validUntil).toBe('31. 12. 2026');
    // Used at the till since: no longer kept.
    await storeReward('501', reward('1010'), false);
    ({ rewards } = await readMemberCopies());
    expect(rewards.map((r) => r.id)).not.toContain('1010');
    expect(rewards).toHaveLength(MAX_REWARD_COPIES - 1);
  });

  it('empties itself when another member’s copy comes, and keeps a hash of the member, never the id', async () => {
    await storePass('501', pass);
    await storeReward('501', reward('1004'), true);
    await storeReward('777', reward('2001'), true);
    const { pass: kept, rewards } = await readMemberCopies();
    expect(kept).toBeNull();
    expect(rewards.map((r) => r.id)).toEqual(['2001']);
    const owner = await (await storage.open(MEMBER_COPY_CACHE)).match(new URL('/__member-copy/owner', location.origin).href);
    const stored = (await owner?.json()) as string;
    expect(stored).toBe(await memberHash('777'));
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('777');
  });

  it('a sign-in of another member empties it at once; the same member keeps it', async () => {
    await storePass('501', pass);
    await claimMemberCopies('501');
    expect((await readMemberCopies()).pass?.code).toBe(pass.code);
    await claimMemberCopies('777');
    expect(await storage.has(MEMBER_COPY_CACHE)).toBe(false);
    expect(await readMemberCopies()).toEqual({ pass: null, rewards: [] });
  });

  it('is emptied whole, and reading an empty device creates nothing', async () => {
    expect(await readMemberCopies()).toEqual({ pass: null, rewards: [] });
    expect(await storage.has(MEMBER_COPY_CACHE)).toBe(false);
    await storePass('501', pass);
    await storeReward('501', reward('1004'), true);
    await clearMemberCopies();
    expect(await storage.has(MEMBER_COPY_CACHE)).toBe(false);
    expect(await readMemberCopies()).toEqual({ pass: null, rewards: [] });
  });

  it('drops what it cannot read as a copy (another build’s shape, a broken entry)', async () => {
    await storePass('501', pass);
    await storage.putRaw(MEMBER_COPY_CACHE, new URL('/__member-copy/rewards', location.origin).href, JSON.stringify([{ id: 1, code: '<b>' }, { ...reward('1004'), takenAt: 'x' }]));
    await storage.putRaw(MEMBER_COPY_CACHE, new URL('/__member-copy/pass', location.origin).href, '{not json');
    const copies = await readMemberCopies();
    expect(copies.pass).toBeNull();
    expect(copies.rewards.map((r) => r.id)).toEqual(['1004']);
  });

  it('does nothing, and fails nothing, where the browser has no Cache Storage (not a secure context)', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(storePass('501', pass)).resolves.toBeUndefined();
    await expect(clearMemberCopies()).resolves.toBeUndefined();
    expect(await readMemberCopies()).toEqual({ pass: null, rewards: [] });
  });

  it('a refused storage is no error for the page', async () => {
    vi.spyOn(storage, 'open').mockRejectedValue(new DOMException('quota', 'QuotaExceededError'));
    await expect(storePass('501', pass)).resolves.toBeUndefined();
    expect(await readMemberCopies()).toEqual({ pass: null, rewards: [] });
  });
});

describe('svgImageUrl', () => {
  it('makes the SVG an image address that gives the very markup back', () => {
    const url = svgImageUrl(qr);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(qr);
    expect(url).not.toMatch(/[<>"#]/);
  });
});

describe('failedOffline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a network error with no answer, or a browser that says it is offline; not an answer with an error', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(failedOffline({ networkError: new TypeError('Failed to fetch') })).toBe(true);
    expect(failedOffline({ networkError: new Error('Service Unavailable'), response: { status: 503 } })).toBe(false);
    expect(failedOffline({})).toBe(false);
    expect(failedOffline(undefined)).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(failedOffline({})).toBe(true);
  });
});
