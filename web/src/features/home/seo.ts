import { pathFor, type Lang, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { shoppingCenterJsonLd } from '@mall/site/structured-data';
import type { HomePageQuery } from '../../graphql/generated';

// Home's head, loaded by the server only (home.page.ts imports it lazily, so the browser's bundle does
// not carry the JSON-LD builders): its title and description are the tenant's own (pagesMetaTags),
// and for search engines it describes the mall as a ShoppingCenter with its opening hours.
export function homeHead(data: HomePageQuery, lang: Lang): PageHead {
  return { jsonLd: [shoppingCenterJsonLd(data.mall, { url: pathFor('home', lang) })] };
}
