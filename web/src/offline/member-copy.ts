import type { Lang } from '@mall/site';

// A member's parking pass and the codes of their activated rewards, kept on this device only, so that
// they still show with no signal (issue 24 "A member's pass offline"; docs/offline.md). Each is the copy
// of what the member last saw on the dashboard or a reward's page: the texts as they were shown (in the
// language of that page), the bff's QR SVG as markup to show as an image, never as HTML, and when the
// copy was taken, which the screen says.
//
// Cache Storage, not localStorage: a service worker (and the offline page it serves) reads it too, and it
// is per origin, so per tenant without a key of ours. Its entries are JSON answers under made-up URLs of
// this origin, never fetched. What is kept belongs to one member: a hash of their id (never the id) is
// kept beside it, and a copy for another member empties the cache first. Sign-out and a session that
// ended empty it too (lib/session.ts), and so does the service worker when the network answers a page
// without a session (the cookie expired unseen; web/src/sw/sw.ts learnSession).

export const MEMBER_COPY_CACHE = 'member-copies-v1';
/** The reward codes kept at most (the most recently seen). */
export const MAX_REWARD_COPIES = 20;

const OWNER_PATH = '/__member-copy/owner';
const PASS_PATH = '/__member-copy/pass';
const REWARDS_PATH = '/__member-copy/rewards';

export interface PassCopy {
  code: string;
  /** The bff's SVG of the code (paths only); shown through `<img>` (`svgImageUrl`), never inserted as markup. */
  qrSvg: string;
  /** "Valid until …" as the page showed it, in the mall's date and time formats. */
  validUntil: string;
  lang: Lang;
  /** When the copy was taken (ISO 8601). */
  takenAt: string;
}

export interface RewardCopy {
  id: string;
  name: string;
  code: string;
  qrSvg: string | null;
  /** The mall-formatted day it was activated on, and the day it is valid until ('' when unknown). */
  activatedOn: string;
  validUntil: string;
  lang: Lang;
  takenAt: string;
}

export interface MemberCopies {
  pass: PassCopy | null;
  rewards: RewardCopy[];
}

const langs: readonly string[] = ['en', 'cz', 'sk', 'de'];

function storage(): CacheStorage | null {
  // Cache Storage exists in secure contexts only (https, localhost): elsewhere nothing is kept.
  return typeof caches === 'undefined' ? null : caches;
}

const keyOf = (path: string) => new URL(path, location.origin).href;

// What was stored is read as outside input: an older build's shape, or a hand-edited entry, is dropped.
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const hasTexts = (value: Record<string, unknown>, keys: readonly string[]) => keys.every((key) => isText(value[key]));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asPass(value: unknown): PassCopy | null {
  if (!isRecord(value) || !hasTexts(value, ['code', 'qrSvg', 'validUntil', 'lang', 'takenAt']) || !langs.includes(value.lang as string)) return null;
  const { code, qrSvg, validUntil, lang, takenAt } = value as unknown as PassCopy;
  return { code, qrSvg, validUntil, lang, takenAt };
}

function asReward(value: unknown): RewardCopy | null {
  if (!isRecord(value) || !hasTexts(value, ['id', 'name', 'code', 'activatedOn', 'validUntil', 'lang', 'takenAt']) || !isTextOrNull(value.qrSvg)) return null;
  if (!langs.includes(value.lang as string)) return null;
  const { id, name, code, qrSvg, activatedOn, validUntil, lang, takenAt } = value as unknown as RewardCopy;
  return { id, name, code, qrSvg, activatedOn, validUntil, lang, takenAt };
}

async function readJson(cache: Cache, path: string): Promise<unknown> {
  const response = await cache.match(keyOf(path));
  if (!response) return null;
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

const writeJson = (cache: Cache, path: string, value: unknown) =>
  cache.put(keyOf(path), new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));

/** The member's id as kept beside their copies: a SHA-256 of it, with the origin (a tenant's members only). */
export async function memberHash(memberId: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${location.origin}\n${memberId}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// One change at a time: the dashboard and a reward's page may store at once, and a clear must not be
// overtaken by a store that read the owner before it.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/** The cache, emptied first when its copies are another member's (or no one's). */
async function cacheFor(store: CacheStorage, memberId: string): Promise<Cache> {
  const hash = await memberHash(memberId);
  let cache = await store.open(MEMBER_COPY_CACHE);
  const owner = await readJson(cache, OWNER_PATH);
  if (owner !== hash) {
    await store.delete(MEMBER_COPY_CACHE);
    cache = await store.open(MEMBER_COPY_CACHE);
    await writeJson(cache, OWNER_PATH, hash);
  }
  return cache;
}

// Storage can be refused (full, private mode, an evicted origin): a copy not taken is no error to show.
async function quietly(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch {
    // Nothing kept this time; the page itself is unaffected.
  }
}

/** Keeps the member's parking pass as shown (replacing the one before); `null`: they have none now. */
export function storePass(memberId: string, pass: Omit<PassCopy, 'takenAt'> | null, now = new Date()): Promise<void> {
  const store = storage();
  if (!store) return Promise.resolve();
  return serial(() =>
    quietly(async () => {
      const cache = await cacheFor(store, memberId);
      if (pass) await writeJson(cache, PASS_PATH, { ...pass, takenAt: now.toISOString() } satisfies PassCopy);
      else await cache.delete(keyOf(PASS_PATH));
    }),
  );
}

/**
 * Keeps an activated reward's code as shown, first among the kept ones (at most `MAX_REWARD_COPIES`,
 * the oldest dropped); `active: false` (used, expired) drops it: a code the till refuses is no help.
 */
export function storeReward(memberId: string, reward: Omit<RewardCopy, 'takenAt'>, active: boolean, now = new Date()): Promise<void> {
  const store = storage();
  if (!store) return Promise.resolve();
  return serial(() =>
    quietly(async () => {
      const cache = await cacheFor(store, memberId);
      const kept = rewardsOf(await readJson(cache, REWARDS_PATH)).filter((copy) => copy.id !== reward.id);
      const rewards = active ? [{ ...reward, takenAt: now.toISOString() } satisfies RewardCopy, ...kept].slice(0, MAX_REWARD_COPIES) : kept;
      await writeJson(cache, REWARDS_PATH, rewards);
    }),
  );
}

function rewardsOf(value: unknown): RewardCopy[] {
  return Array.isArray(value) ? value.map(asReward).filter((copy): copy is RewardCopy => copy !== null) : [];
}

/** What this device keeps for its member (nothing where Cache Storage is missing or refused). */
export async function readMemberCopies(): Promise<MemberCopies> {
  const store = storage();
  const none: MemberCopies = { pass: null, rewards: [] };
  if (!store) return none;
  try {
    // `has` first: opening a cache that is not there would create it.
    if (!(await store.has(MEMBER_COPY_CACHE))) return none;
    const cache = await store.open(MEMBER_COPY_CACHE);
    const [pass, rewards] = await Promise.all([readJson(cache, PASS_PATH), readJson(cache, REWARDS_PATH)]);
    return { pass: asPass(pass), rewards: rewardsOf(rewards) };
  } catch {
    return none;
  }
}

/**
 * A member has just signed in: copies another member left on this device go at once (not only when this
 * member's first copy is taken). Never rejects.
 */
export function claimMemberCopies(memberId: string): Promise<void> {
  const store = storage();
  if (!store) return Promise.resolve();
  return serial(() =>
    quietly(async () => {
      if (!(await store.has(MEMBER_COPY_CACHE))) return;
      const owner = await readJson(await store.open(MEMBER_COPY_CACHE), OWNER_PATH);
      if (owner !== (await memberHash(memberId))) await store.delete(MEMBER_COPY_CACHE);
    }),
  );
}

/** Empties the copies (sign-out, a session that ended, an account deleted). Never rejects. */
export function clearMemberCopies(): Promise<void> {
  const store = storage();
  if (!store) return Promise.resolve();
  return serial(() =>
    quietly(async () => {
      await store.delete(MEMBER_COPY_CACHE);
    }),
  );
}

/**
 * The QR SVG as an image's address: `<img src>` shows it and runs nothing in it, whatever it holds
 * (the copy came back from storage; it is never inserted as markup).
 */
export function svgImageUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The query of a member's screen failed because the device has no network (not an answer with an
 * error): urql's network error with no HTTP answer at all, or the browser saying it is offline.
 */
export function failedOffline(error: { networkError?: Error; response?: unknown } | undefined): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return Boolean(error?.networkError) && !error?.response;
}
