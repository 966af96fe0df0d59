// The families of cached data and how long each stays fresh and stale (DESIGN.md "Caching": per
// family of data a fresh time and a stale time; settings and mall stale long, so that the site stays up
// when the platform is down).

export type Family = 'settings' | 'mall' | 'content' | 'catalog' | 'availability' | 'response';
export const FAMILIES: readonly Family[] = ['settings', 'mall', 'content', 'catalog', 'availability', 'response'];

export function isFamily(text: string): text is Family {
  return (FAMILIES as readonly string[]).includes(text);
}

export interface FamilyPolicy {
  /** Served as is (a hit) while younger than this. */
  freshMs: number;
  /** How long past creation a value may still be served stale (and the Redis TTL). */
  staleMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Why these times:
 * - settings: the site's switches and texts change rarely and a change may wait a minute; without them
 *   no page renders, so a week of stale keeps the site up through a long platform outage.
 * - mall: the mall record (name, address, opening hours) changes a few times a year; five minutes of
 *   fresh saves upstream calls, a week of stale keeps the site up.
 * - catalog (shops, categories, hero banners, locales): edited by the mall's staff during the day and
 *   expected on the site within a minute; a day of stale shows a slightly old list rather than an error.
 * - content (events, news, offers, pages): the most edited and most time-bound (an offer that ended
 *   must disappear), so 30 s fresh and only an hour of stale.
 * - availability (booking's free times, issue 21): change with every member's booking. 5 s fresh
 *   spares the platform a burst of the same question; no stale serving (stale = fresh), because a time
 *   shown free that is full costs the member a refusal. A booking or a cancellation through the bff
 *   drops the copy at once on every replica (Cache.drop); the 5 s only bound what others booked.
 * - response (whole first HTML pages and public page operations, compressed, for visitors without a
 *   session): rendered from the families above, so a short 10 s fresh time adds little to theirs; a
 *   day of stale serves the last good page while a re-render fails (platform down, nothing cached).
 */
export const DEFAULT_POLICIES: Readonly<Record<Family, FamilyPolicy>> = {
  settings: { freshMs: 60 * SECOND, staleMs: 7 * DAY },
  mall: { freshMs: 5 * MINUTE, staleMs: 7 * DAY },
  catalog: { freshMs: 60 * SECOND, staleMs: 1 * DAY },
  content: { freshMs: 30 * SECOND, staleMs: 1 * HOUR },
  availability: { freshMs: 5 * SECOND, staleMs: 5 * SECOND },
  response: { freshMs: 10 * SECOND, staleMs: 1 * DAY },
};

/**
 * The defaults with the configured families replaced. A stale time shorter than the fresh time is
 * raised to it: a value stops being served only after it has stopped being fresh.
 */
export function resolvePolicies(overrides: Partial<Record<Family, FamilyPolicy>> = {}): Record<Family, FamilyPolicy> {
  const policies: Record<Family, FamilyPolicy> = { ...DEFAULT_POLICIES };
  for (const family of FAMILIES) {
    const policy = overrides[family];
    if (policy) policies[family] = { freshMs: policy.freshMs, staleMs: Math.max(policy.freshMs, policy.staleMs) };
  }
  return policies;
}
