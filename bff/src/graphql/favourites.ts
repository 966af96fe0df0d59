import { z } from 'zod';
import type { GraphQLContext } from './context';
import { createMemberGet } from '../session/member-get';
import type { Result, UpstreamFailure } from '../upstream/result';
import { memberCall, memberGet } from '../session/member-call';
import { unwrap } from './upstream-data';
import { requestMemo } from './request-memo';
import { id } from '../upstream/fields';

// The member's favourites as every domain reads them (issue 10 "Favourites"; spec §4 Like): likes on
// rewards and products, follows on shops, thumbs on events and news (sandbox/CONTRACT.md "Favourites").
//
// The rule (DESIGN.md "Caching", issue 10): likes show in the PUBLIC lists for a member without making
// those lists personal in any cache. A public list stays the shared, cached result; for a request with
// a session, the member's own ids are read once per request with their token (memberGet: never the
// shared cache) and laid over it field by field. A visitor's answer never asks, so a kept page or page
// operation (visitors only) can never carry a member's likes.

export type LikeType = 'reward' | 'product';
export type ThumbType = 'event' | 'news';
export type ThumbValue = 'up' | 'down';

const likedIdsSchema = z.array(id);

/** `me/likes`: the liked items by type, each left to its domain's own schema. */
export const memberLikesSchema = z.looseObject({
  reward: z.array(z.unknown()).nullish().transform((v) => v ?? []),
  product: z.array(z.unknown()).nullish().transform((v) => v ?? []),
});

/** `me/follows/companies`: the followed shops (each the catalog's shop). */
const followedSchema = z.array(z.looseObject({ id }));

export const thumbSchema = z.looseObject({
  type: z.enum(['event', 'news']),
  id,
  value: z.enum(['up', 'down']),
  updated_at: z.string(),
  item: z.unknown(),
});
export type UpstreamThumb = z.output<typeof thumbSchema>;
const thumbsSchema = z.array(thumbSchema);

const once = requestMemo();

/**
 * A member's overlay data: an ended session is UNAUTHENTICATED (the session ends, as on every member
 * call); any other failure leaves the public value in place (logged), so that a public list never
 * fails because of the member's likes.
 */
async function overlay<T>(ctx: GraphQLContext, result: Result<T, UpstreamFailure>, fallback: T): Promise<T> {
  if (result.ok || result.error.kind === 'unauthorized') return unwrap(ctx, result);
  ctx.log.warn({ kind: result.error.kind, path: result.error.path }, 'member overlay unavailable; showing the public value');
  return fallback;
}

const overlayGet = <S extends z.ZodType>(ctx: GraphQLContext, path: string, schema: S, query?: Record<string, string>) =>
  createMemberGet(ctx.reply.server.upstream)(memberCall(ctx), path, schema, query);

/** The ids of one type the member likes (`me/likes/ids?type=`), once per request. */
function likedIds(ctx: GraphQLContext, type: LikeType): Promise<ReadonlySet<string>> {
  return once(ctx, `liked:${type}`, async () => new Set(await overlay(ctx, await overlayGet(ctx, 'me/likes/ids', likedIdsSchema, { type }), [])));
}

/** The shops the member follows (`me/follows/companies`), once per request; the items as the platform sends them. */
function followed(ctx: GraphQLContext): Promise<readonly { id: string }[]> {
  return once(ctx, 'followed', async () => overlay(ctx, await overlayGet(ctx, 'me/follows/companies', followedSchema), []));
}

function thumbs(ctx: GraphQLContext): Promise<readonly UpstreamThumb[]> {
  return once(ctx, 'thumbs', async () => overlay(ctx, await overlayGet(ctx, 'me/thumbs', thumbsSchema), []));
}

/** A public item's like for this request: the public value for a visitor, the member's own otherwise. */
export async function likedFor(ctx: GraphQLContext, type: LikeType, itemId: string, publicValue: boolean): Promise<boolean> {
  if (!ctx.session) return publicValue;
  return (await likedIds(ctx, type)).has(itemId);
}

/** Whether this request's member follows the shop; false for a visitor. */
export async function followedFor(ctx: GraphQLContext, shopId: string): Promise<boolean> {
  if (!ctx.session) return false;
  return (await followed(ctx)).some((shop) => shop.id === shopId);
}

/** This request's member's thumb on an event or a news item; null for a visitor or none. */
export async function thumbFor(ctx: GraphQLContext, type: ThumbType, itemId: string): Promise<ThumbValue | null> {
  if (!ctx.session) return null;
  return (await thumbs(ctx)).find((t) => t.type === type && t.id === itemId)?.value ?? null;
}

// The favourites page's lists: the member's own, so UNAUTHENTICATED for a visitor and an error when the
// platform fails (a page of one's favourites that silently shows none would mislead).

/** The liked items (`me/likes`), once per request, by type; each domain reads its own type's items. */
export function memberLikes(ctx: GraphQLContext): Promise<z.output<typeof memberLikesSchema>> {
  return once(ctx, 'likes', () => memberGet(ctx, 'me/likes', memberLikesSchema));
}

/** The member's thumbs, newest first, each with its item as the platform sends it. */
export function memberThumbs(ctx: GraphQLContext): Promise<UpstreamThumb[]> {
  return once(ctx, 'thumbs-list', () => memberGet(ctx, 'me/thumbs', thumbsSchema));
}
