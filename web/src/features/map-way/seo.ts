import { pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { shoppingCenterJsonLd } from '@mall/site/structured-data';
import type { MapWayPageQuery } from '../../graphql/generated';
import { mapWayHead } from './head';

// The page's head, loaded by the server only: title, description, and the mall with its address and
// coordinates for search engines.
export function mapWayPageHead(data: MapWayPageQuery, { lang, t }: HeadContext): PageHead {
  return { ...mapWayHead(data, t), jsonLd: [shoppingCenterJsonLd(data.mall, { url: pathFor('map-way', lang) })] };
}
