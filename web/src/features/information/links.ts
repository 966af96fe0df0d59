import { getRoute, isRouteName, pathFor, type Lang, type RouteName } from '@mall/site';

export interface InformationLink {
  route: RouteName;
  href: string;
  icon: string | null;
}

/**
 * The hub's cards as links: each route's path in the page's language from the route table. The bff
 * already leaves out names that are no page; a route this build does not know, or one that needs a
 * parameter, is left out here too rather than linked wrong.
 */
export function informationLinks(items: readonly { route: string; icon?: string | null }[], lang: Lang): InformationLink[] {
  return items.flatMap(({ route, icon }) => {
    if (!isRouteName(route)) return [];
    const required = getRoute(route).paths[lang].replace(/\/:[^/]+\?/g, '');
    if (required.includes(':') || required.includes('*')) return [];
    return [{ route, href: pathFor(route as never, lang), icon: icon ?? null }];
  });
}
