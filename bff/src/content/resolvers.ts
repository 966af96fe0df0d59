import type { GraphQLContext } from '../graphql/context';
import type { LegalDocumentKind, Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import type { Lang } from '@mall/site';
import { landingImages, toLanding, toLegalDocument, toWebsitePage, type ContentContext } from './mapper';
import { landingTitleSchema, pageAddress } from './permalink';

// The mall's content (issue 9 "Pages"): legal pages, articles by permalink, the tenants' landings.
// Public data through the shared cache ('content' family; the mall's record under 'mall').

/** The display context, with the tenant's own hosts: a link to them is a site link, not an external one. */
function contentContext(ctx: GraphQLContext, lang: Lang): ContentContext {
  const ownHosts = [...ctx.tenant.hosts, new URL(ctx.tenant.origin).host];
  return { ...displayContext(ctx, lang), ownHosts };
}

/** The mall's translation field of each legal page that lives in the mall's record (spec §3). */
const mallFields: Partial<Record<LegalDocumentKind, string>> = { cookies: 'cookies', operatingRules: 'operating_rules' };

async function legalDocument(ctx: GraphQLContext, lang: Lang, kind: LegalDocumentKind) {
  const context = contentContext(ctx, lang);
  const mallField = mallFields[kind];
  if (mallField) {
    const malls = unwrap(ctx, await ctx.calls.malls(publicCall(ctx)));
    const mall = malls.data[0];
    return mall ? toLegalDocument(kind, mall.translations, mallField, null, context) : null;
  }
  const privacy = kind === 'privacyPolicy';
  const result = await (privacy ? ctx.calls.privacyPolicy(publicCall(ctx)) : ctx.calls.termsConditions(publicCall(ctx)));
  if (!result.ok && result.error.kind === 'not-found') return null;
  const document = unwrap(ctx, result);
  return toLegalDocument(kind, document.translations, privacy ? 'privacy_policy' : 'terms_and_conditions', document.updated_at, context);
}

export const contentResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    legalDocument: (_root, { lang, kind }, ctx) => legalDocument(ctx, lang, kind),

    websitePage: async (_root, { lang, permalink }, ctx) => {
      const address = pageAddress(permalink);
      if (!address) return null;
      const call = publicCall(ctx);
      const result = address.by === 'id' ? await ctx.calls.websitePageById(call, address.id) : await ctx.calls.websitePageByPermalink(call, address.permalink);
      if (!result.ok && result.error.kind === 'not-found') return null;
      const page = unwrap(ctx, result);
      // Landings have their own routes; an article path never shows one.
      return page.type === 'article' ? toWebsitePage(page, contentContext(ctx, lang)) : null;
    },

    landing: async (_root, { lang, site, title }, ctx) => {
      // Each landing route belongs to one tenant: elsewhere it does not exist, and nothing is asked.
      if (ctx.tenant.id !== site) return null;
      const valid = landingTitleSchema.safeParse(title);
      if (!valid.success) return null;
      const call = publicCall(ctx);
      const [result, settings] = await Promise.all([ctx.calls.websitePageByPermalink(call, valid.data), ctx.calls.settings(call)]);
      if (!result.ok && result.error.kind === 'not-found') return null;
      const page = unwrap(ctx, result);
      if (page.type !== 'landing') return null;
      return toLanding(page, landingImages(unwrap(ctx, settings)), contentContext(ctx, lang));
    },
  },
};
