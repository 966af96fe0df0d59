import { pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { shoppingCenterJsonLd } from '@mall/site/structured-data';
import type { ContactPageQuery } from '../../graphql/generated';
import { contactHead } from './head';

// The page's head, loaded by the server only: title and description, and the mall for search engines.
export function contactPageHead(data: ContactPageQuery, { lang, t }: HeadContext): PageHead {
  return { ...contactHead(data, t), jsonLd: [shoppingCenterJsonLd(data.mall, { url: pathFor('contact', lang) })] };
}
