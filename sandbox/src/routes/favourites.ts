import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Area, AreaContext } from '../area';
import { companiesFor } from '../data/companies';
import { eventsFor } from '../data/events';
import { newsFor } from '../data/news';
import { offersFor } from '../data/offers';
import { ok, sendError, success } from '../envelope';
import { requireMember } from '../members/auth';
import { LIKE_TYPES, THUMB_TYPES, favouritesOf, likeOf, setFollow, setLike, setThumb, type LikeType, type ThumbType } from '../members/favourites';
import { invalid } from './form-body';
import { currentRewards } from './rewards';

// An id as JSON sends it (a number) or a form post (digits).
const idField = (field: string) =>
  z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)], { error: `The ${field} field must be an integer.` });
// true/false as JSON or a form post; absent: toggle (spec §4 Like).
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
  .optional();

const likeBody = z.object({ type: z.enum(LIKE_TYPES, { error: `The type must be one of ${LIKE_TYPES.join(', ')}.` }), id: idField('id'), liked: flag });
const likeIdsQuery = z.object({ type: z.enum(LIKE_TYPES, { error: `The type must be one of ${LIKE_TYPES.join(', ')}.` }) });
const followBody = z.object({ company_id: idField('company id'), followed: flag });
const thumbBody = z.object({
  type: z.enum(THUMB_TYPES, { error: `The type must be one of ${THUMB_TYPES.join(', ')}.` }),
  id: idField('id'),
  // null (or an empty form value): the thumb taken back.
  value: z.union([z.enum(['up', 'down']), z.null(), z.literal('').transform(() => null)], { error: 'The value must be up, down or null.' }),
});
const thumbsQuery = z.object({ type: z.enum(THUMB_TYPES, { error: `The type must be one of ${THUMB_TYPES.join(', ')}.` }).optional() });

/** The tenant's items a member can like, by type, as the public calls answer them. */
function likeable(request: FastifyRequest, ctx: AreaContext, type: LikeType): { id: number }[] {
  return type === 'reward' ? currentRewards(request, ctx) : offersFor(ctx.tenant(request).id, ctx.image(request));
}

function thumbable(request: FastifyRequest, ctx: AreaContext, type: ThumbType): { id: number }[] {
  const tenant = ctx.tenant(request).id;
  return type === 'event' ? eventsFor(tenant, ctx.image(request)) : newsFor(tenant, ctx.image(request));
}

/** Items in the order of `ids` (the member's, newest first); an item the mall no longer has is left out. */
function inOrder<T extends { id: number }>(ids: readonly number[], items: readonly T[]): T[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/**
 * Favourites (spec §7 "Likes, follows"): `me/likes` (the liked items by type), `me/likes/ids` (GET the
 * ids of one type; POST likes or unlikes one item), `me/follows/companies` (GET the followed shops;
 * POST follows or unfollows one), `me/thumbs` (GET the thumbs on events and news; POST gives or takes
 * one back). Every list newest first.
 */
export const area: Area = (app, ctx) => {
  app.get('/me/likes', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const favourites = favouritesOf(ctx.members, account);
    const liked = (type: LikeType) => inOrder(favourites.likes[type], likeable(request, ctx, type)).map((item) => ({ ...item, customer_like: likeOf(favourites, type, item.id) }));
    return ok({ reward: liked('reward'), product: liked('product') });
  });

  app.get('/me/likes/ids', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = likeIdsQuery.safeParse(request.query ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    return ok([...favouritesOf(ctx.members, account).likes[parsed.data.type]]);
  });

  app.post('/me/likes/ids', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = likeBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { type, id, liked } = parsed.data;
    if (!likeable(request, ctx, type).some((item) => item.id === id)) return sendError(reply, 422, 'The given data was invalid.', { id: ['The selected id is invalid.'] });
    const now = setLike(favouritesOf(ctx.members, account), type, id, liked);
    return success({ type, id, customer_like: now ? { reaction: '' } : null }, now ? 'Liked.' : 'Unliked.');
  });

  app.get('/me/follows/companies', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    return ok(inOrder(favouritesOf(ctx.members, account).follows, companiesFor(ctx.tenant(request).id, ctx.image(request))));
  });

  app.post('/me/follows/companies', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = followBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { company_id, followed } = parsed.data;
    if (!companiesFor(ctx.tenant(request).id, ctx.image(request)).some((c) => c.id === company_id)) {
      return sendError(reply, 422, 'The given data was invalid.', { company_id: ['The selected company id is invalid.'] });
    }
    const now = setFollow(favouritesOf(ctx.members, account), company_id, followed);
    return success({ company_id, followed: now }, now ? 'Followed.' : 'Unfollowed.');
  });

  app.get('/me/thumbs', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = thumbsQuery.safeParse(request.query ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const items = { event: thumbable(request, ctx, 'event'), news: thumbable(request, ctx, 'news') };
    const thumbs = favouritesOf(ctx.members, account).thumbs.filter((t) => parsed.data.type === undefined || t.type === parsed.data.type);
    return ok(thumbs.map((t) => ({ ...t, item: items[t.type].find((i) => i.id === t.id) ?? null })));
  });

  app.post('/me/thumbs', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = thumbBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const { type, id, value } = parsed.data;
    if (!thumbable(request, ctx, type).some((item) => item.id === id)) return sendError(reply, 422, 'The given data was invalid.', { id: ['The selected id is invalid.'] });
    const thumb = setThumb(favouritesOf(ctx.members, account), type, id, value, ctx.members.time());
    return success({ type, id, value: thumb?.value ?? null, updated_at: thumb?.updated_at ?? null }, thumb ? 'Thumb saved.' : 'Thumb removed.');
  });
};
