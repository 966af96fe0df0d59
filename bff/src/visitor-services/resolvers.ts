import type { Resolvers } from '../graphql/generated';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { sanitizeRichText } from '../shared/rich-text';
import { pickTranslation } from '../shared/translation';
import { imageGroup, toFaq, toGiftCards, toParkingFacts, toTiers } from './mapper';

// The visitor services (issue 9 "Pages"): FAQ, loyalty programme, gift cards, parking. Public data only,
// through the shared cache; a failed call is UPSTREAM_UNAVAILABLE, except the parking option's 404,
// which means the mall has none (the page then shows its description only).

export const visitorServicesResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    faq: async (_root, { lang }, ctx) => {
      const [categories, items] = await Promise.all([ctx.calls.faqCategories(publicCall(ctx)), ctx.calls.faq(publicCall(ctx))]);
      return toFaq(unwrap(ctx, categories), unwrap(ctx, items), displayContext(ctx, lang));
    },
    loyaltyProgram: async (_root, { lang }, ctx) => {
      const [settings, tiers] = await Promise.all([ctx.calls.settings(publicCall(ctx)), ctx.calls.tiers(publicCall(ctx))]);
      return { images: imageGroup(unwrap(ctx, settings), 'loyalty_program_images'), tiers: toTiers(unwrap(ctx, tiers), displayContext(ctx, lang)) };
    },
    giftCards: async (_root, _args, ctx) => toGiftCards(unwrap(ctx, await ctx.calls.settings(publicCall(ctx)))),
    parking: async (_root, { lang }, ctx) => {
      const [settings, malls, parking] = await Promise.all([ctx.calls.settings(publicCall(ctx)), ctx.calls.malls(publicCall(ctx)), ctx.calls.parking(publicCall(ctx))]);
      const mall = unwrap(ctx, malls).data[0];
      const display = displayContext(ctx, lang);
      const facts = !parking.ok && parking.error.kind === 'not-found' ? null : unwrap(ctx, parking);
      return {
        images: imageGroup(unwrap(ctx, settings), 'parking_images'),
        description: sanitizeRichText(pickTranslation(mall?.translations, 'parking_description', display.lang, display.fallbackLang)),
        facts: facts ? toParkingFacts(facts, mall?.currency, display) : null,
      };
    },
  },
};
