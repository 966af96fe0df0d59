import { getRoute, isRouteName, pathFor, type Lang, type RouteName } from '@mall/site';

export interface NavLink {
  name: RouteName;
  href: string;
}

/**
 * Settings name lists (nav_items_names, footer_*_items_names) hold route names. Names that are not
 * routes, or routes that cannot be linked without an id (a detail page), are skipped.
 */
export function navLinks(names: readonly string[], lang: Lang): NavLink[] {
  return names.flatMap((name) => {
    if (!isRouteName(name)) return [];
    const required = getRoute(name).paths[lang].replace(/\/:[^/]+\?/g, '');
    if (required.includes(':') || required.includes('*')) return [];
    return [{ name, href: pathFor(name as never, lang) }];
  });
}
