import { pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { shoppingCenterJsonLd } from '@mall/site/structured-data';
import type { OpeningHoursPageQuery } from '../../graphql/generated';
import { openingHoursHead } from './head';

// The page's head, loaded by the server only (the page module imports it lazily): title and
// description (head.ts, which the view shares for client-side navigation), and for search engines
// the mall with its hours, as on home (issue "The edge", Search engines).
export function openingHoursPageHead(data: OpeningHoursPageQuery, { lang, t }: HeadContext): PageHead {
  return { ...openingHoursHead(data, t), jsonLd: [shoppingCenterJsonLd(data.mall, { url: pathFor('opening-hours', lang) })] };
}
