import { pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { shoppingCenterJsonLd } from '@mall/site/structured-data';
import type { AboutPageQuery } from '../../graphql/generated';
import { aboutHead } from './head';

// The page's head, loaded by the server only: title, description and Open Graph image (head.ts, which
// the view shares for client-side navigation), and the mall for search engines.
export function aboutPageHead(data: AboutPageQuery, { lang, t }: HeadContext): PageHead {
  return { ...aboutHead(data, t), jsonLd: [shoppingCenterJsonLd(data.mall, { url: pathFor('about', lang) })] };
}
