import { getRoute, isRouteName, pathFor, routeLabel, type Lang, type RouteName } from '@mall/site';
import type { NavItemDataFragment, SvgIconDataFragment } from '../../graphql/generated';

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

/** An item of a menu as the header and footer draw it: a page of the site or an outside link. */
export interface MenuLink {
  /** Unique in its menu: the route's name, or the outside address. */
  key: string;
  href: string;
  label: string;
  external: boolean;
  icon: SvgIconDataFragment | null;
}

/** The routes of a settings name list as menu links. */
export function routeMenuLinks(links: readonly NavLink[], lang: Lang): MenuLink[] {
  return links.map((link) => ({ key: link.name, href: link.href, label: routeLabel(link.name, lang), external: false, icon: null }));
}

/**
 * The editors' items (settings `header_navbar_items`, `footer_items`, resolved by the bff in the page's
 * language) as menu links; an item listed twice is shown once, and `exclude`d route names not at all.
 */
export function editorMenuLinks(items: readonly NavItemDataFragment[], exclude: readonly string[] = []): MenuLink[] {
  const seen = new Set<string>();
  return items.flatMap((item): MenuLink[] => {
    const key = item.name ?? item.href;
    if (seen.has(key) || (item.name && exclude.includes(item.name))) return [];
    seen.add(key);
    return [{ key, href: item.href, label: item.title, external: item.external, icon: item.icon ?? null }];
  });
}

/**
 * The header's navigation: the editors' `header_navbar_items` when set (the bff gives null when unset,
 * empty or invalid), else `nav_items_names`. The header has its own search, so `search` is left out.
 */
export function headerMenuLinks(
  settings: { headerNavItems?: readonly NavItemDataFragment[] | null; navItems: readonly string[]; defaultFloorplanId?: string | null },
  lang: Lang,
): MenuLink[] {
  const exclude = ['search'] as const;
  const editors = settings.headerNavItems ? editorMenuLinks(settings.headerNavItems, exclude) : [];
  if (editors.length > 0) return editors;
  return routeMenuLinks(navLinks(settings.navItems, lang, { floorplanId: settings.defaultFloorplanId, exclude }), lang);
}
