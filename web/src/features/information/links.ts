import { getRoute, isRouteName, pathFor, type Lang, type RouteName } from '@mall/site';
import type { SvgIconDataFragment } from '../../graphql/generated';

export interface InformationLink {
  route: RouteName;
  href: string;
  /** The tenant's icon as an image (through the image route). */
  icon: string | null;
  /** Otherwise its icon of an icon set, drawn by the bff. */
  svgIcon: SvgIconDataFragment | null;
}

/**
 * The hub's cards as links: each route's path in the page's language from the route table. The bff
 * already leaves out names that are no page; a route this build does not know, or one that needs a
 * parameter, is left out here too rather than linked wrong.
 */
export function informationLinks(items: readonly { route: string; icon?: string | null; svgIcon?: SvgIconDataFragment | null }[], lang: Lang): InformationLink[] {
  return items.flatMap(({ route, icon, svgIcon }) => {
    if (!isRouteName(route)) return [];
    const required = getRoute(route).paths[lang].replace(/\/:[^/]+\?/g, '');
    if (required.includes(':') || required.includes('*')) return [];
    return [{ route, href: pathFor(route as never, lang), icon: icon ?? null, svgIcon: svgIcon ?? null }];
  });
}
