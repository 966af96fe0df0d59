import type { Lang } from '@mall/site';
import type { GraphQLContext } from '../graphql/context';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { upstreamId } from '../graphql/list-args';
import { memberCall } from '../session/member-call';
import { createMemberGet } from '../session/member-get';
import type { Query, CallContext } from '../upstream/client';
import type { Result, UpstreamFailure } from '../upstream/result';
import { scopeFilters, relatedPosts } from './list';
import { shopNames, type PostContext } from './mapper';
import { postPageSchema, postSchema, type UpstreamPost, type UpstreamPostPage, type UpstreamPostShops } from './upstream';

// Loading posts for the events' and the news' resolvers (and the calendar file): the public list or the
// member's variant, one post by id, the related ones, and the context they are displayed in.

type LoadList = (call: CallContext, query: Query) => Promise<Result<UpstreamPostPage, UpstreamFailure>>;
type LoadOne = (call: CallContext, id: string) => Promise<Result<UpstreamPost, UpstreamFailure>>;

/** The personal variant's path of a kind of post (spec §6: with a token, `me/events`, `me/news`). */
export type PersonalPosts = 'me/events' | 'me/news';

/**
 * The list call of this request: with a member's session the personal variant (the bearer token
 * upstream, uncached: memberGet never touches the shared cache; an expired session is
 * UNAUTHENTICATED), otherwise the public call through the shared cache. Every place that reads events
 * or news (lists, the calendar, upcoming and last ones, related ones) lists through here.
 */
export function postLister(ctx: GraphQLContext, personalPath: PersonalPosts, publicList: LoadList): LoadList {
  if (!ctx.session) return publicList;
  const memberGet = createMemberGet(ctx.reply.server.upstream);
  return (_call, query) => memberGet(memberCall(ctx), personalPath, postPageSchema, query);
}

/** One page of a list: the member's variant or the public one (postLister). */
export async function loadPostList(ctx: GraphQLContext, personalPath: PersonalPosts, publicList: LoadList, query: Query): Promise<UpstreamPostPage> {
  return unwrap(ctx, await postLister(ctx, personalPath, publicList)(publicCall(ctx), query));
}

/**
 * The call for one item of this request: with a member's session the personal variant
 * (`me/events/{id}`, `me/news/{id}`: the item with the member's `customer_like`, uncached), otherwise
 * the public one. `id` must be checked by the caller (digits only).
 */
export function postFinder(ctx: GraphQLContext, personalPath: PersonalPosts, publicOne: LoadOne): LoadOne {
  if (!ctx.session) return publicOne;
  const memberGet = createMemberGet(ctx.reply.server.upstream);
  return (_call, id) => memberGet(memberCall(ctx), `${personalPath}/${encodeURIComponent(id)}`, postSchema, undefined);
}

/** The display context: languages, the tenant's time zone, the shops' names (without them, an item has no place rather than failing). */
export async function postContext(ctx: GraphQLContext, lang: Lang, route: PostContext['route']): Promise<PostContext> {
  const result = await ctx.calls.postShops(publicCall(ctx));
  if (!result.ok) ctx.log.warn({ kind: result.error.kind, path: result.error.path }, 'shops for events/news unavailable');
  return { ...displayContext(ctx, lang), timeZone: ctx.tenant.timeZone, shops: shopNames(result.ok ? result.value : null), route, origin: ctx.tenant.origin };
}

/** An item by id, or null when the platform has none (its 404, or an id that cannot be one); other failures are errors. */
export async function findPost(ctx: GraphQLContext, id: string, load: LoadOne): Promise<UpstreamPost | null> {
  if (!upstreamId(id)) return null;
  const result = await load(publicCall(ctx), id);
  if (!result.ok && result.error.kind === 'not-found') return null;
  return unwrap(ctx, result);
}

/**
 * The items related to `item`: others of the same kind (the same shop's, else the shops' or the
 * mall's, as it is), then any; `base` is the list's query (its sort, its size, and `filter[not_id]`).
 */
export async function loadRelatedPosts(ctx: GraphQLContext, item: UpstreamPost, list: LoadList, base: Query, limit: number): Promise<UpstreamPost[]> {
  const sameKind = item.company_id ? { 'filter[company_id]': item.company_id } : scopeFilters('MALL');
  const [same, kind, any] = await Promise.all([
    list(publicCall(ctx), { ...base, ...sameKind }),
    item.company_id ? list(publicCall(ctx), { ...base, ...scopeFilters('STORES') }) : null,
    list(publicCall(ctx), base),
  ]);
  return relatedPosts(item.id, [unwrap(ctx, same).data, kind ? unwrap(ctx, kind).data : [], unwrap(ctx, any).data], limit);
}

/** The display context outside GraphQL (the .ics route): the tenant's languages and time zone, the shops' names. */
export function postSchemaContext(tenant: { fallbackLanguage: Lang; timeZone: string; origin: string }, lang: Lang, shops: UpstreamPostShops | null, route: PostContext['route']): PostContext {
  return { lang, fallbackLang: tenant.fallbackLanguage, timeZone: tenant.timeZone, shops: shopNames(shops), route, origin: tenant.origin };
}

/** An item by id outside GraphQL: ok with null for the platform's 404, a failure for anything else. */
export async function findPostById(call: CallContext, id: string, load: LoadOne): Promise<Result<UpstreamPost | null, UpstreamFailure>> {
  const result = await load(call, id);
  if (!result.ok && result.error.kind === 'not-found') return { ok: true, value: null };
  return result;
}
