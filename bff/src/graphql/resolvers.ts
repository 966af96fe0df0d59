import type { Lang } from '@mall/site';
import { isLang } from '@mall/site';
import { toCategory, toHeroBanners, toShop, type DisplayContext } from '../domain/catalog';
import { toMall } from '../domain/mall';
import { parseSettings } from '../domain/settings';
import type { Result, UpstreamFailure } from '../upstream/result';
import type { GraphQLContext } from './context';
import { gqlError, upstreamError } from './errors';
import type { Resolvers, Settings } from './generated';

function unwrap<T>(ctx: GraphQLContext, result: Result<T, UpstreamFailure>): T {
  if (result.ok) return result.value;
  ctx.log.warn({ kind: result.error.kind, path: result.error.path, status: result.error.status }, 'upstream call failed');
  throw upstreamError(result.error);
}

function display(ctx: GraphQLContext, lang: Lang): DisplayContext {
  return { lang, fallbackLang: ctx.tenant.fallbackLanguage };
}

const call = (ctx: GraphQLContext) => ({ tenant: ctx.tenant, requestId: ctx.requestId, deadline: ctx.deadline });

// The cache hands out the same raw object while a copy is current, so the typed settings are computed
// once per cached copy, and a data problem (invalid JSON) is logged once per copy, not on every request.
const parsedSettings = new WeakMap<object, Settings>();
const warnedCopies = new WeakMap<object, Set<string>>();

function warnOncePerCopy(ctx: GraphQLContext, copy: object) {
  return (message: string, context: Record<string, unknown>) => {
    let seen = warnedCopies.get(copy);
    if (!seen) warnedCopies.set(copy, (seen = new Set()));
    if (seen.has(message)) return;
    seen.add(message);
    ctx.log.warn({ ...context, tenant: ctx.tenant.id }, message);
  };
}

export const resolvers: Resolvers = {
  Query: {
    ok: () => true,
    tenant: (_root, _args, ctx) => ctx.tenant,
    settings: async (_root, _args, ctx) => {
      const raw = unwrap(ctx, await ctx.data.settings(call(ctx)));
      let settings = parsedSettings.get(raw);
      if (!settings) {
        settings = parseSettings(raw, warnOncePerCopy(ctx, raw));
        parsedSettings.set(raw, settings);
      }
      return settings;
    },
    mall: async (_root, { lang }, ctx) => {
      const malls = unwrap(ctx, await ctx.data.malls(call(ctx)));
      const first = malls.data[0];
      if (!first) throw gqlError('NOT_FOUND', 'The mall is not configured on the platform.');
      return toMall(first, {
        ...display(ctx, lang),
        timeZone: ctx.tenant.timeZone,
        now: ctx.now,
        warn: warnOncePerCopy(ctx, first),
      });
    },
    heroBanners: async (_root, { lang }, ctx) => toHeroBanners(unwrap(ctx, await ctx.data.heroBanners(call(ctx))), display(ctx, lang)),
    availableLocales: async (_root, _args, ctx) =>
      unwrap(ctx, await ctx.data.locales(call(ctx))).flatMap((l) => (isLang(l.locale) ? [{ language: l.locale, name: l.name ?? l.locale }] : [])),
    featuredShops: async (_root, { lang }, ctx) => unwrap(ctx, await ctx.data.featuredShops(call(ctx))).map((s) => toShop(s, display(ctx, lang))),
    categories: async (_root, { lang }, ctx) => unwrap(ctx, await ctx.data.categories(call(ctx))).map((c) => toCategory(c, display(ctx, lang))),
  },
  Tenant: {
    secondLevelDomain: (t) => t.tenantSecondLevelDomain,
    gtmId: (t) => t.gtmId || null,
    metaId: (t) => t.metaId || null,
    realtimeAppKey: (t) => t.realtime?.appKey ?? null,
    realtimeCluster: (t) => t.realtime?.cluster ?? null,
    meta: (t, { lang }) => {
      const tags = t.pagesMetaTags[lang];
      if (!tags) throw gqlError('NOT_FOUND', `No page metadata for ${lang}.`);
      return tags.index;
    },
  },
};
