import type { Resolvers, Settings } from '../graphql/generated';
import { publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { parseSettings } from './mapper';

// The cache hands out the same raw object while a copy is current, so the typed settings are
// computed once per cached copy.
const parsedSettings = new WeakMap<object, Settings>();

export const settingsResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    settings: async (_root, _args, ctx) => {
      const raw = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
      let settings = parsedSettings.get(raw);
      if (!settings) {
        settings = parseSettings(raw, warnOncePerCopy(ctx, raw));
        parsedSettings.set(raw, settings);
      }
      return settings;
    },
  },
};
