import type { HeadContext, PageHead } from '@mall/site';
import type { MobileAppPageQuery } from '../../graphql/generated';
import { mobileAppHead } from './head';

// The page's head, loaded by the server only (the page module imports it lazily).
export function mobileAppPageHead(data: MobileAppPageQuery, { t }: HeadContext): PageHead {
  return mobileAppHead(data, t);
}
