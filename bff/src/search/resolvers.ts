import { detailPath, getRoute, guardRedirect, isWellFormedText, type GuardSettings, type Lang } from '@mall/site';
import { z } from 'zod';
import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import type { Resolvers, SearchHit } from '../graphql/generated';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { hasSession } from '../session/session';
import { booleanKeys, parseBoolean } from '../settings/mapper';
import { DETAIL_ROUTES, type SearchDocument, type SearchType } from './documents';
import { MAX_QUERY_LENGTH, normaliseQuery } from './folding';

// Query.search (issue 8): arguments checked with zod (a query of 2,000 characters is a clear
// BAD_USER_INPUT, never a 500), an empty query answers no results without any work.

/** Hits per group when the client does not say (a phone shows about this many per group). */
export const DEFAULT_SEARCH_LIMIT = 12;
export const MAX_SEARCH_LIMIT = 48;

export const searchArgs = z.object({
  query: z
    .string()
    .max(MAX_QUERY_LENGTH, `The search is limited to ${MAX_QUERY_LENGTH} characters.`)
    // A lone surrogate is no text anyone typed, and no encoder can write it (it reached the index as
    // INTERNAL, issue 17): refused with the other bad input.
    .refine(isWellFormedText, 'The search is not valid text.')
    .transform(normaliseQuery),
  perGroup: z
    .number()
    .int()
    .min(1, `perGroup must be between 1 and ${MAX_SEARCH_LIMIT}.`)
    .max(MAX_SEARCH_LIMIT, `perGroup must be between 1 and ${MAX_SEARCH_LIMIT}.`)
    .nullish()
    .transform((v) => v ?? DEFAULT_SEARCH_LIMIT),
});

const guardsOf = (type: SearchType): readonly string[] => {
  const route = getRoute(DETAIL_ROUTES[type]);
  return 'guards' in route && route.guards ? route.guards : [];
};

/**
 * The types this visitor may open: a live type whose detail screen a guard closes to them (offers or
 * rewards for members only, by the tenant's settings, spec §2 "Route guards") is left out, so a result
 * never leads to the login page. Without the settings, guarded types are left out.
 */
async function visibleTypes(ctx: GraphQLContext, lang: Lang): Promise<ReadonlySet<SearchType>> {
  const live = ctx.reply.server.siteSearch.liveTypes();
  const guarded = [...live].filter((type) => guardsOf(type).length > 0);
  if (guarded.length === 0) return live;
  const raw = await ctx.calls.settings(publicCall(ctx));
  if (!raw.ok) return new Set([...live].filter((type) => !guarded.includes(type)));
  const on = (key: keyof typeof booleanKeys) => parseBoolean(raw.value[booleanKeys[key]]);
  const settings: GuardSettings = {
    isAuthenticationActive: on('isAuthenticationActive'),
    isMobileAppActive: on('isMobileAppActive'),
    isOffersVisibleOnlyWhenLoggedIn: on('isOffersVisibleOnlyWhenLoggedIn'),
    isRewardsVisibleOnlyWhenLoggedIn: on('isRewardsVisibleOnlyWhenLoggedIn'),
  };
  const signedIn = hasSession(ctx.reply.request);
  return new Set([...live].filter((type) => guardRedirect(getRoute(DETAIL_ROUTES[type]), { lang, signedIn, settings, path: '/' }) === null));
}

function toHit(doc: SearchDocument, lang: Lang): SearchHit {
  return {
    type: doc.type,
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: doc.href ?? detailPath(DETAIL_ROUTES[doc.type], lang, doc),
    description: doc.description,
    category: doc.categories.length > 0 ? doc.categories.join(', ') : null,
    image: doc.image,
  };
}

export const searchResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    search: async (_root, { lang, query, perGroup }, ctx) => {
      const parsed = searchArgs.safeParse({ query, perGroup });
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? 'query')] ??= []).push(issue.message);
        throw gqlError('BAD_USER_INPUT', Object.values(fieldErrors).flat()[0] ?? 'The search is not valid.', { fieldErrors });
      }
      const args = parsed.data;
      if (args.query === '') return { query: '', total: 0, groups: [], source: 'index' };
      const types = await visibleTypes(ctx, lang);
      const answer = unwrap(ctx, await ctx.reply.server.siteSearch.search(publicCall(ctx), lang, args.query, { limit: args.perGroup, types }));
      return {
        query: args.query,
        total: answer.groups.reduce((sum, group) => sum + group.total, 0),
        groups: answer.groups.map((group) => ({ type: group.type, total: group.total, hits: group.hits.map((doc) => toHit(doc, lang)) })),
        source: answer.source,
      };
    },
  },
};
