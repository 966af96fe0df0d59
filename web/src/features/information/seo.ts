import type { HeadContext, PageHead } from '@mall/site';
import type { InformationPageQuery } from '../../graphql/generated';
import { informationHead } from './head';

// The page's head, loaded by the server only (the page module imports it lazily).
export function informationPageHead(data: InformationPageQuery, { t }: HeadContext): PageHead {
  return informationHead(data, t);
}
