import { z } from 'zod';
import { gqlError } from '../graphql/errors';
import { listArgs, upstreamId } from '../graphql/list-args';
import type { Post } from './mapper';
import type { UpstreamPost, UpstreamPostPage } from './upstream';

// The rules of the posts' lists, events and news alike (spec §2 events and news lists with their
// mall/store filters, related items, the latest ones; spec §3 paginated lists).

export type PostScope = 'ALL' | 'MALL' | 'STORES';

/** The platform's filters of a scope (spec: `filter[company_id]=null` the mall's, `filter[not_company_id]=null` the shops'), or one shop's. */
export function scopeFilters(scope: PostScope, shopId?: string | null): Record<string, string> {
  if (shopId) return { 'filter[company_id]': shopId };
  if (scope === 'MALL') return { 'filter[company_id]': 'null' };
  if (scope === 'STORES') return { 'filter[not_company_id]': 'null' };
  return {};
}

export interface PostListQuery {
  page: number;
  perPage: number;
  scope: PostScope;
  /** The platform's filters of the scope or the shop; null for a shop id that cannot be one (its list is empty). */
  filters: Record<string, string> | null;
}

/** A list's arguments: page and size checked (BAD_USER_INPUT), the scope, and `shopId`, which wins over the scope. */
export function postListQuery(args: { page: number; perPage: number; scope?: PostScope | null; shopId?: string | null }): PostListQuery {
  const { page, perPage } = listArgs(args);
  const scope = args.scope ?? 'ALL';
  const shopId = args.shopId ? upstreamId(args.shopId) : null;
  return { page, perPage, scope, filters: args.shopId && !shopId ? null : scopeFilters(scope, shopId) };
}

/** A page of posts as the schema's EventPage and NewsPage share it. */
export interface PostPage<T extends Post = Post> {
  scope: PostScope;
  items: T[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

/** A page of posts, each display-ready by `toItem` (a news item, or an event with its schedule). */
export function toPostPage<T extends Post>(page: UpstreamPostPage, scope: PostScope, toItem: (item: UpstreamPost) => T): PostPage<T> {
  return {
    scope,
    items: page.data.map(toItem),
    currentPage: page.current_page,
    lastPage: Math.max(1, page.last_page),
    perPage: page.per_page,
    total: page.total,
  };
}

/** The list of a shop that cannot exist: no items, and no upstream call. */
export function emptyPostPage({ scope, page, perPage }: PostListQuery): PostPage<never> {
  return { scope, items: [], currentPage: page, lastPage: 1, perPage, total: 0 };
}

/** Related items: the first lists' items before the later ones', never `id` itself nor one twice, at most `limit`. */
export function relatedPosts<T extends { id: string }>(id: string, lists: readonly (readonly T[])[], limit: number): T[] {
  const seen = new Set([id]);
  const out: T[] = [];
  for (const item of lists.flat()) {
    if (out.length >= limit) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

const latestLimitSchema = z.number().int().min(1).max(48);

/** The "latest"/"upcoming" count: 1 to 48, else BAD_USER_INPUT. */
export function latestLimit(limit: number): number {
  const size = latestLimitSchema.safeParse(limit);
  if (!size.success) throw gqlError('BAD_USER_INPUT', 'limit must be 1 to 48.', { fieldErrors: { limit: ['1 to 48'] } });
  return size.data;
}
