// A member's favourites (spec §7 "Likes, follows": `me/likes`, `me/likes/ids`, `me/follows/companies`,
// `me/thumbs`; §4 Like): likes on rewards and offers (the platform's products), follows on shops, and
// thumbs up or down on events and news. The shapes are ours (the specification shows none, §3);
// sandbox/CONTRACT.md "Favourites" describes them.
//
// Each list is kept newest first. A demo member starts with two liked rewards, the mall's first two
// offers liked (what `me/products` always showed), two shops followed and three thumbs; other
// accounts start with none.

import { demoMembers } from '../data/members';
import { companyId } from '../data/companies';
import { rewardId } from '../data/rewards';
import { TENANTS } from '../tenancy';
import type { Account, MemberStore } from './store';

export const LIKE_TYPES = ['reward', 'product'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

export const THUMB_TYPES = ['event', 'news'] as const;
export type ThumbType = (typeof THUMB_TYPES)[number];
export type ThumbValue = 'up' | 'down';

export interface Thumb {
  type: ThumbType;
  id: number;
  value: ThumbValue;
  /** ISO date-time of the member's last change. */
  updated_at: string;
}

export interface Favourites {
  likes: Record<LikeType, number[]>;
  follows: number[];
  thumbs: Thumb[];
}

const isDemo = (account: Account) => demoMembers.some((d) => d.tenant === account.tenant && d.email.toLowerCase() === account.email.toLowerCase());

function seed(account: Account, now: Date): Favourites {
  if (!isDemo(account)) return { likes: { reward: [], product: [] }, follows: [], thumbs: [] };
  const { index } = TENANTS[account.tenant];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  return {
    // Positions every mall has (beta has four rewards): an hour of parking, a scoop of ice cream.
    likes: { reward: [rewardId(account.tenant, 2), rewardId(account.tenant, 3)], product: [index * 1000 + 501, index * 1000 + 502] },
    follows: [companyId(account.tenant, 0), companyId(account.tenant, 3)],
    thumbs: [
      { type: 'event', id: index * 1000 + 101, value: 'up', updated_at: at(3) },
      { type: 'news', id: index * 1000 + 202, value: 'down', updated_at: at(12) },
      { type: 'event', id: index * 1000 + 103, value: 'up', updated_at: at(20) },
    ],
  };
}

export function favouritesOf(store: MemberStore, account: Account): Favourites {
  return store.areaState('favourites', account, (a) => seed(a, store.time()));
}

/** Sets (true) or clears (false) a like; `undefined` toggles it (spec §4 Like). Returns whether it is liked now. */
export function setLike(favourites: Favourites, type: LikeType, id: number, liked: boolean | undefined): boolean {
  const list = favourites.likes[type];
  const has = list.includes(id);
  const want = liked ?? !has;
  if (want && !has) list.unshift(id);
  if (!want && has) list.splice(list.indexOf(id), 1);
  return want;
}

/** Follows (true) or unfollows (false) a shop; `undefined` toggles. Returns whether it is followed now. */
export function setFollow(favourites: Favourites, id: number, followed: boolean | undefined): boolean {
  const has = favourites.follows.includes(id);
  const want = followed ?? !has;
  if (want && !has) favourites.follows.unshift(id);
  if (!want && has) favourites.follows.splice(favourites.follows.indexOf(id), 1);
  return want;
}

/** Gives a thumb up or down, or takes it back (null). Returns the thumb now, or null. */
export function setThumb(favourites: Favourites, type: ThumbType, id: number, value: ThumbValue | null, now: Date): Thumb | null {
  const index = favourites.thumbs.findIndex((t) => t.type === type && t.id === id);
  if (index >= 0) favourites.thumbs.splice(index, 1);
  if (value === null) return null;
  const thumb: Thumb = { type, id, value, updated_at: now.toISOString() };
  favourites.thumbs.unshift(thumb);
  return thumb;
}

/** `customer_like` of an item for the member (spec §3): `{ reaction: '' }` when liked, else null. */
export const likeOf = (favourites: Favourites, type: LikeType, id: number): { reaction: string } | null =>
  favourites.likes[type].includes(id) ? { reaction: '' } : null;
