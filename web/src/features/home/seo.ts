import { pathFor, shoppingCenterJsonLd, type Lang, type PageHead } from '@mall/site';
import type { HomePageQuery } from '../../graphql/generated';

// Home's head, loaded by the server only (home.page.ts imports it lazily, so the browser's bundle does
// not carry the JSON-LD builders): its title and description are the tenant's own (pagesMetaTags),
// and for search engines it describes the mall as a ShoppingCenter with its opening hours.
export function homeHead(data: HomePageQuery, lang: Lang): PageHead {
  return { jsonLd: [shoppingCenterJsonLd(data.mall, { url: pathFor('home', lang) })] };
}
