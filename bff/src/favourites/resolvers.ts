import { gqlError, upstreamError } from '../graphql/errors';
import type { GraphQLContext } from '../graphql/context';
import type { Resolvers } from '../graphql/generated';
import { displayContext } from '../graphql/upstream-data';
import { followedFor, memberThumbs, thumbFor } from '../graphql/favourites';
import { upstreamId } from '../graphql/list-args';
import { memberCall, memberSend } from '../session/member-call';
import type { Result, UpstreamFailure } from '../upstream/result';
import { likeTypeOf, thumbTypeOf, thumbValueOf, toLikeType, toRatedPost, toThumbType, toThumbValue } from './mapper';
import { followReplySchema, likeReplySchema, thumbReplySchema } from './upstream';

// The member's favourites (issue 10 "Favourites"; spec §4 Like, §7 "Likes, follows"): like, follow and
// thumb changes (the member's token upstream, never cached; UNAUTHENTICATED for a visitor), the thumbs
// list, and the member's follow and thumbs laid over the public shops, events and news per request
// (graphql/favourites.ts; the likes of rewards and offers are their domains' fields).

/** The platform's answer, or the failure as an error: an item the mall does not have is BAD_USER_INPUT. */
function changed<T>(ctx: GraphQLContext, result: Result<T, UpstreamFailure>, what: string): T {
  if (result.ok) return result.value;
  if (result.error.kind !== 'unauthorized') ctx.log.warn({ kind: result.error.kind, status: result.error.status, what }, 'favourite change failed');
  if (result.error.kind === 'validation') throw gqlError('BAD_USER_INPUT', `No such ${what}.`, { fieldErrors: result.error.fieldErrors ?? {} });
  throw upstreamError(result.error);
}

/** An id of the platform's shape, or BAD_USER_INPUT before anything is sent. */
function itemId(id: string, what: string): number {
  const valid = upstreamId(id);
  if (!valid) throw gqlError('BAD_USER_INPUT', `No such ${what}.`, { fieldErrors: { id: ['not an id'] } });
  return Number(valid);
}

export const favouritesResolvers: Pick<Resolvers, 'Query' | 'Mutation' | 'Shop' | 'Event' | 'NewsItem'> = {
  Query: {
    ratedPosts: async (_root, { lang }, ctx) => {
      const thumbs = await memberThumbs(ctx);
      const context = displayContext(ctx, lang);
      return thumbs.flatMap((thumb) => toRatedPost(thumb, context) ?? []);
    },
  },

  Mutation: {
    setLike: async (_root, { type, id, liked }, ctx) => {
      memberCall(ctx);
      const reply = changed(ctx, await memberSend(ctx, 'POST', 'me/likes/ids', likeReplySchema, { type: likeTypeOf[type], id: itemId(id, 'item'), liked }), 'item');
      return { type: toLikeType(reply.data.type), id: reply.data.id, liked: Boolean(reply.data.customer_like) };
    },
    setFollow: async (_root, { shopId, followed }, ctx) => {
      memberCall(ctx);
      const reply = changed(ctx, await memberSend(ctx, 'POST', 'me/follows/companies', followReplySchema, { company_id: itemId(shopId, 'shop'), followed }), 'shop');
      return { shopId: reply.data.company_id, followed: reply.data.followed };
    },
    setThumb: async (_root, { type, id, value }, ctx) => {
      memberCall(ctx);
      const body = { type: thumbTypeOf[type], id: itemId(id, 'item'), value: value ? thumbValueOf[value] : null };
      const reply = changed(ctx, await memberSend(ctx, 'POST', 'me/thumbs', thumbReplySchema, body), 'item');
      return { type: toThumbType(reply.data.type), id: reply.data.id, value: toThumbValue(reply.data.value) };
    },
  },

  Shop: {
    followed: (shop, _args, ctx) => followedFor(ctx, shop.id),
  },
  Event: {
    thumb: async (event, _args, ctx) => toThumbValue(await thumbFor(ctx, 'event', event.id)),
  },
  NewsItem: {
    thumb: async (item, _args, ctx) => toThumbValue(await thumbFor(ctx, 'news', item.id)),
  },
};
