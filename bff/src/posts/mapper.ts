import { detailPath, slugify, type Lang } from '@mall/site';
import { z } from 'zod';
import type { GraphQLContext } from '../graphql/context';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import type { PublicCall } from '../upstream/public-get';
import type { Query } from '../upstream/client';
import { createMemberGet } from '../session/member-get';
import type { Result, UpstreamFailure } from '../upstream/result';
import { proxiedImage } from '../shared/images';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { requireTranslation, pickTranslation, type DisplayContext } from '../shared/translation';
import { id, nullableText, translationsSchema } from '../upstream/fields';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';

// What events and news share (sandbox/CONTRACT.md "events", "news"; spec §3 paginated lists): the
// upstream item and page shapes, the list filters of a scope (all, the mall's, the shops'), the mall's
// local date and time of a platform timestamp, the display-ready item, and the calendar's month range.
// Both domains use these rules; neither imports the other.

/** A platform timestamp: ISO 8601 with a zone (`2026-11-20T09:00:00.000000Z`). */
const timestamp = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v.replace(' ', 'T'))), {
  message: 'not a timestamp',
});

export const postSchema = z.looseObject({
  id,
  company_id: id.nullish(),
  image: nullableText,
  image_wide: nullableText,
  start_date: timestamp,
  end_date: timestamp,
  translations: translationsSchema,
  created_at: nullableText,
  // Only in the members' variants (me/events, me/news): null, or the member's like.
  customer_like: z.looseObject({ reaction: z.string().nullish() }).nullish(),
});
export type UpstreamPost = z.output<typeof postSchema>;

export const postPageSchema = z.looseObject({
  current_page: z.coerce.number().int(),
  last_page: z.coerce.number().int(),
  per_page: z.coerce.number().int(),
  total: z.coerce.number().int(),
  data: z.array(postSchema),
});
export type UpstreamPostPage = z.output<typeof postPageSchema>;

/** The shops' names, for the place of a shop's item (one cached call per tenant). */
export const postShopsSchema = z.looseObject({ data: z.array(z.looseObject({ id, name: z.string() })) });
export type UpstreamPostShops = z.output<typeof postShopsSchema>;
export const POST_SHOPS_QUERY = { page: 1, per_page: 1000 } as const;

export type PostScope = 'ALL' | 'MALL' | 'STORES';

/** The platform's filters of a scope (spec: `filter[company_id]=null` the mall's, `filter[not_company_id]=null` the shops'), or one shop's. */
export function scopeFilters(scope: PostScope, shopId?: string | null): Record<string, string> {
  if (shopId) return { 'filter[company_id]': shopId };
  if (scope === 'MALL') return { 'filter[company_id]': 'null' };
  if (scope === 'STORES') return { 'filter[not_company_id]': 'null' };
  return {};
}

export interface PostShop {
  id: string;
  name: string;
  slug: string;
}

export interface Post {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  summary: string | null;
  image: string | null;
  imageWide: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  shop: PostShop | null;
  liked: boolean;
  url: string;
}

export interface PostContext extends DisplayContext {
  timeZone: string;
  shops: ReadonlyMap<string, string>;
  /** The detail route and the site's origin, for the canonical address. */
  route: 'event' | 'news-detail';
  origin: string;
}

export function shopNames(shops: UpstreamPostShops | null): Map<string, string> {
  return new Map((shops?.data ?? []).map((s) => [s.id, s.name]));
}

/** A display-ready event or news item: the chosen translation, the sanitised article, the mall's dates and times, its shop. */
export function toPost(item: UpstreamPost, ctx: PostContext): Post {
  const title = requireTranslation(item.translations, 'title', ctx.lang, ctx.fallbackLang);
  const article = pickTranslation(item.translations, 'article', ctx.lang, ctx.fallbackLang);
  const lead = pickTranslation(item.translations, 'description', ctx.lang, ctx.fallbackLang);
  const description = sanitizeRichText(article ?? (lead ? `<p>${escapeHtml(lead)}</p>` : null));
  const starts = parseTimestamp(item.start_date);
  const ends = parseTimestamp(item.end_date);
  const start = mallDateTime(starts, ctx.timeZone);
  const end = mallDateTime(ends, ctx.timeZone);
  const shopName = item.company_id ? ctx.shops.get(item.company_id) : undefined;
  return {
    id: item.id,
    title,
    slug: slugify(title),
    description,
    summary: (lead ? plainText(lead) : plainText(description)) || null,
    image: proxiedImage(item.image),
    imageWide: proxiedImage(item.image_wide ?? item.image),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    startsAt: starts.toISOString(),
    endsAt: ends.toISOString(),
    shop: item.company_id && shopName ? { id: item.company_id, name: shopName, slug: slugify(shopName) } : null,
    liked: Boolean(item.customer_like),
    url: new URL(detailPath(ctx.route, ctx.lang, { id: item.id, slug: slugify(title) }), ctx.origin).toString(),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface PostPage {
  scope: PostScope;
  items: Post[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

export function toPostPage(page: UpstreamPostPage, scope: PostScope, ctx: PostContext): PostPage {
  return {
    scope,
    items: page.data.map((item) => toPost(item, ctx)),
    currentPage: page.current_page,
    lastPage: Math.max(1, page.last_page),
    perPage: page.per_page,
    total: page.total,
  };
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


// ---- Resolving (both domains' resolvers): the public list or the member's variant, and the context of display.


/**
 * A list page: with a member's session the personal variant (`me/events`, `me/news`: the bearer token
 * upstream, uncached; an expired session is UNAUTHENTICATED), otherwise the public call through the
 * shared cache.
 */
export async function loadPostList(
  ctx: GraphQLContext,
  personalPath: string,
  publicList: (call: PublicCall, query: Query) => Promise<Result<UpstreamPostPage, UpstreamFailure>>,
  query: Query,
): Promise<UpstreamPostPage> {
  if (ctx.session) {
    const memberGet = createMemberGet(ctx.reply.server.upstream);
    return unwrap(ctx, await memberGet({ tenant: ctx.tenant, token: ctx.session.token, requestId: ctx.requestId, deadline: ctx.deadline }, personalPath, postPageSchema, query));
  }
  return unwrap(ctx, await publicList(publicCall(ctx), query));
}

/** The display context: languages, the tenant's time zone, the shops' names (without them, an item has no place rather than failing). */
export async function postContext(
  ctx: GraphQLContext,
  lang: Lang,
  shops: (call: PublicCall) => Promise<Result<UpstreamPostShops, UpstreamFailure>>,
  route: PostContext['route'],
): Promise<PostContext> {
  const result = await shops(publicCall(ctx));
  if (!result.ok) ctx.log.warn({ kind: result.error.kind, path: result.error.path }, 'shops for events/news unavailable');
  return { ...displayContext(ctx, lang), timeZone: ctx.tenant.timeZone, shops: shopNames(result.ok ? result.value : null), route, origin: ctx.tenant.origin };
}

/** An item by id, or null when the platform has none (its 404, or an id that cannot be one); other failures are errors. */
export async function findPost(
  ctx: GraphQLContext,
  id: string,
  load: (call: PublicCall, id: string) => Promise<Result<UpstreamPost, UpstreamFailure>>,
): Promise<UpstreamPost | null> {
  if (!/^[1-9]\d{0,11}$/.test(id)) return null;
  const result = await load(publicCall(ctx), id);
  if (!result.ok && result.error.kind === 'not-found') return null;
  return unwrap(ctx, result);
}

/** The "latest"/"upcoming" count: 1 to 48, else BAD_USER_INPUT. */
export const latestLimitSchema = z.number().int().min(1).max(48);

/** The display context outside GraphQL (the .ics route): the tenant's languages and time zone, the shops' names. */
export function postSchemaContext(tenant: { fallbackLanguage: Lang; timeZone: string; origin: string }, lang: Lang, shops: UpstreamPostShops | null, route: PostContext['route']): PostContext {
  return { lang, fallbackLang: tenant.fallbackLanguage, timeZone: tenant.timeZone, shops: shopNames(shops), route, origin: tenant.origin };
}

/** An item by id outside GraphQL: ok with null for the platform's 404, a failure for anything else. */
export async function findPostById(
  call: PublicCall,
  id: string,
  load: (call: PublicCall, id: string) => Promise<Result<UpstreamPost, UpstreamFailure>>,
): Promise<Result<UpstreamPost | null, UpstreamFailure>> {
  const result = await load(call, id);
  if (!result.ok && result.error.kind === 'not-found') return { ok: true, value: null };
  return result;
}
