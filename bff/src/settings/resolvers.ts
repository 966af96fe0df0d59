import type { Resolvers } from '../graphql/generated';
import { publicCall, unwrap, warnOncePerCopy } from '../graphql/upstream-data';
import { parseSettings, settingsNavItems, type SettingsModel } from './mapper';
import { localizeNavItems } from './nav-items';

// The cache hands out the same raw object while a copy is current, so the typed settings are
// computed once per cached copy.
const parsedSettings = new WeakMap<object, SettingsModel>();

export const settingsResolvers: Pick<Resolvers, 'Query' | 'Settings'> = {
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
  // The editors' lists, in the page's language (settings/nav-items.ts).
  Settings: {
    headerNavItems: (settings, { lang }) => {
      const { header } = settingsNavItems(settings);
      return header ? localizeNavItems(header, lang, settings.defaultFloorplanId ?? null) : null;
    },
    footerLinks: (settings, { lang }) => localizeNavItems(settingsNavItems(settings).footer, lang, settings.defaultFloorplanId ?? null),
  },
};
