import { getRoute, isRouteName, pathFor, type Lang, type RouteName } from '@mall/site';

export interface NavLink {
  name: RouteName;
  href: string;
}

export interface NavLinkOptions {
  /**
   * The settings' `default_floorplan_id` (spec "Other settings"): a `floorplan` name links to that
   * plan; without one it is skipped like any other route that needs an id.
   */
  floorplanId?: string | null;
  /** Names left out: the header has its own search, so a `search` in nav_items_names would show it twice. */
  exclude?: readonly RouteName[];
}

/**
 * Settings name lists (nav_items_names, footer_*_items_names) hold route names. Names that are not
 * routes, or routes that cannot be linked without an id (a detail page), are skipped, except the
 * floor plan, whose id the settings name.
 */
export function navLinks(names: readonly string[], lang: Lang, { floorplanId, exclude = [] }: NavLinkOptions = {}): NavLink[] {
  return names.flatMap((name): NavLink[] => {
    if (!isRouteName(name) || exclude.includes(name)) return [];
    if (name === 'floorplan') return floorplanId ? [{ name, href: pathFor('floorplan', lang, { id: floorplanId }) }] : [];
    const required = getRoute(name).paths[lang].replace(/\/:[^/]+\?/g, '');
    if (required.includes(':') || required.includes('*')) return [];
    return [{ name, href: pathFor(name as never, lang) }];
  });
}

/** The floor plan's link for the footer's own row, unless a footer column already lists it. */
export function floorplanLink(lang: Lang, floorplanId: string | null | undefined, listed: readonly NavLink[]): NavLink | null {
  if (!floorplanId || listed.some((link) => link.name === 'floorplan')) return null;
  return { name: 'floorplan', href: pathFor('floorplan', lang, { id: floorplanId }) };
}

/** The accessibility statement: the platform's `accessibility` website page (sandbox/CONTRACT.md), an article. */
export const ACCESSIBILITY_PERMALINK = 'accessibility';

export function accessibilityHref(lang: Lang): string {
  return pathFor('article', lang, { '*': ACCESSIBILITY_PERMALINK });
}
