import { getRoute, isRouteName, languages, pathFor, routeLabel, type Lang, type RouteName } from '@mall/site';
import { z } from 'zod';
import type { NavItem } from '../graphql/generated';
import { svgIcon } from '../shared/icons';
import type { SettingsWarn } from './mapper';

// The settings `header_navbar_items` and `footer_items` (issue 22): lists of items an editor sets, each
// a page of the site (`{ name: "<route name>", icon? }`) or an outside link (`{ url, translations:
// [{ locale, title }], icon? }`). The platform's editors write both shapes with or without a `type`
// ('route' | 'link'). An item that is neither, names a route we do not have (or one that needs an id),
// or links anywhere but http(s) is left out and logged (spec §5); the others keep their order.

const translationSchema = z.object({ locale: z.string(), title: z.string().trim().min(1) });
const iconSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

const routeItemSchema = z.object({ type: z.literal('route').optional(), name: z.string().trim().min(1), icon: iconSchema });
const linkItemSchema = z.object({
  type: z.literal('link').optional(),
  url: z.string().trim().min(1),
  translations: z.array(translationSchema).default([]),
  icon: iconSchema,
});

/** One item as the setting holds it, checked; language-free (the page's language picks path and title). */
export type NavItemSource =
  | { kind: 'route'; name: RouteName; icon: string | null }
  | { kind: 'link'; url: string; titles: ReadonlyMap<string, string>; icon: string | null };

/**
 * The spec's rule for addresses: one lacking `http://` or `https://` gets `http://` prepended. Any
 * other scheme (`javascript:`, `mailto:` …) or an address without a host is not a link: null.
 */
export function normalizeUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed) ? null : `http://${trimmed.replace(/^\/\//, '')}`;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A route that can be linked without an id, or the floor plan under the tenant's default plan. */
function linkable(name: RouteName, floorplanId: string | null): boolean {
  if (name === 'floorplan') return floorplanId !== null;
  const required = getRoute(name).paths.en.replace(/\/:[^/]+\?/g, '');
  return !required.includes(':') && !required.includes('*');
}

/** The checked items of one setting's parsed JSON; null when the setting is unset or not a list. */
export function parseNavItems(key: string, json: unknown, warn: SettingsWarn, floorplanId: string | null = null): NavItemSource[] | null {
  if (json === null || json === undefined) return null;
  if (!Array.isArray(json)) {
    warn('a setting that should be a list of items is not, ignored', { key });
    return null;
  }
  return json.flatMap((entry: unknown, index): NavItemSource[] => {
    const link = linkItemSchema.safeParse(entry);
    if (link.success) {
      const url = normalizeUrl(link.data.url);
      if (url) return [{ kind: 'link', url, titles: new Map(link.data.translations.map((t) => [t.locale, t.title])), icon: link.data.icon }];
      warn('an item of a setting links to no http(s) address, left out', { key, index });
      return [];
    }
    const route = routeItemSchema.safeParse(entry);
    if (route.success) {
      const { name } = route.data;
      if (isRouteName(name) && linkable(name, floorplanId)) return [{ kind: 'route', name, icon: route.data.icon }];
      warn('an item of a setting names no page of the site, left out', { key, index, name });
      return [];
    }
    warn('an item of a setting is neither a page nor a link, left out', { key, index, error: z.prettifyError(route.error) });
    return [];
  });
}

/** The title of an outside link in `lang`: that language's, else English, else the first given, else the host. */
function linkTitle(titles: ReadonlyMap<string, string>, lang: Lang, url: string): string {
  return titles.get(lang) ?? titles.get('en') ?? languages.map((l) => titles.get(l)).find(Boolean) ?? [...titles.values()][0] ?? new URL(url).host;
}

/** The items for a page in `lang`: a route's path and label in that language, a link's title in it. */
export function localizeNavItems(sources: readonly NavItemSource[], lang: Lang, floorplanId: string | null = null): NavItem[] {
  return sources.flatMap((source): NavItem[] => {
    const icon = source.icon ? svgIcon(source.icon) : null;
    if (source.kind === 'link') return [{ name: null, href: source.url, title: linkTitle(source.titles, lang, source.url), icon, external: true }];
    const href =
      source.name === 'floorplan'
        ? floorplanId
          ? pathFor('floorplan', lang, { id: floorplanId })
          : null
        : (pathFor as (name: RouteName, lang: Lang) => string)(source.name, lang);
    return href ? [{ name: source.name, href, title: routeLabel(source.name, lang), icon, external: false }] : [];
  });
}
