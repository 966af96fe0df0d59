import type { GraphQLContext } from '../graphql/context';
import type { Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { splitNames, toAboutPage, toCinemaPage, toInformationItems, toInformationSections, toMapWayPage, toMobileAppPage } from './mapper';
import { mallsInformationSchema, type UpstreamMallInformation } from './upstream';

// The mall information, the screens about the mall (issue 9 "Pages"). Their data is the public, cached
// mall record and settings (read here with this domain's own schema of the fields it needs) and the
// cinema's programme.

/** The mall record's page fields; a record that lacks them is logged once and read as empty. */
async function mallInformation(ctx: GraphQLContext): Promise<UpstreamMallInformation | null> {
  const malls = unwrap(ctx, await ctx.calls.malls(publicCall(ctx)));
  const parsed = mallsInformationSchema.safeParse(malls);
  if (!parsed.success) {
    warnOncePerCopy(ctx, malls)('the mall record has invalid page fields, ignored', { issues: parsed.error.issues.slice(0, 3) });
    return null;
  }
  return parsed.data.data[0] ?? null;
}

/** The platform's origin (documents it serves itself may be linked over its own scheme). */
function platformOrigin(upstreamUrl: string): string | null {
  try {
    return new URL(upstreamUrl).origin;
  } catch {
    return null;
  }
}

/** A list's `limit` argument: at least 0, at most 1000 (the cost estimate counts it). */
const limited = <T>(items: readonly T[], limit: number | null | undefined): T[] => items.slice(0, Math.min(Math.max(limit ?? items.length, 0), 1000));

export const informationResolvers: Pick<Resolvers, 'Query' | 'CinemaPage'> = {
  CinemaPage: {
    films: (page, { limit }) => limited(page.films, limit),
    screenings: (page, { limit }) => limited(page.screenings, limit),
  },
  Query: {
    aboutPage: async (_root, { lang }, ctx) => {
      const [mall, shops] = await Promise.all([mallInformation(ctx), ctx.calls.allShops(publicCall(ctx))]);
      return toAboutPage(mall, unwrap(ctx, shops).total, displayContext(ctx, lang));
    },
    cinemaPage: async (_root, { lang }, ctx) => {
      const result = await ctx.calls.cinemaProgramme(publicCall(ctx));
      // The platform's 404: the mall has no cinema (the page then shows its hours zone, or answers 404).
      if (!result.ok && result.error.kind === 'not-found') return null;
      return toCinemaPage(unwrap(ctx, result), { ...displayContext(ctx, lang), now: ctx.now, timeZone: ctx.tenant.timeZone });
    },
    informationItems: async (_root, _args, ctx) => {
      const settings = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
      return toInformationItems(splitNames(settings.information_items_names), settings, warnOncePerCopy(ctx, settings));
    },
    informationSections: async (_root, _args, ctx) => {
      const settings = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
      return toInformationSections(settings, platformOrigin(ctx.tenant.upstreamUrl), warnOncePerCopy(ctx, settings));
    },
    mapWayPage: async (_root, { lang }, ctx) => {
      const [settings, mall] = await Promise.all([ctx.calls.settings(publicCall(ctx)).then((r) => unwrap(ctx, r)), mallInformation(ctx)]);
      return toMapWayPage(splitNames(settings.map_way_items_names), mall, {
        ...displayContext(ctx, lang),
        mapsApiKey: ctx.reply.server.config.MAPS_API_KEY,
        warn: warnOncePerCopy(ctx, settings),
      });
    },
    mobileAppPage: async (_root, _args, ctx) => toMobileAppPage(unwrap(ctx, await ctx.calls.settings(publicCall(ctx)))),
  },
};
