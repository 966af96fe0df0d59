import { matchPath } from './match';
import { alternates, pathFor } from './paths';
import type { Lang } from './types';

// The same page in another language (issue 22): what the language switcher links to and where the
// bff sends a page asked in a language the tenant does not offer.

/**
 * `pathname`'s page in `target`: the same route with the same parameters, through the route table's
 * localized slugs (`/de/kontakt` → `/cz/kontakt`, `/de/shop/12/hm` → `/sk/obchod/12/hm`); the
 * language's home when no route has the path.
 */
export function samePageIn(pathname: string, target: Lang): string {
  const match = matchPath(pathname);
  if (!match) return pathFor('home', target);
  try {
    return alternates(match.route.name, match.params)[target];
  } catch {
    // A match lacks no parameter its route needs; should the table say otherwise, home is still a page.
    return pathFor('home', target);
  }
}
