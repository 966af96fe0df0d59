import type { HeadContext, PageHead } from '@mall/site';
import type { FloorplanPageQuery } from '../../graphql/generated';
import { floorplanHead } from './head';

// The page's head, loaded by the server only (the page module imports it lazily). The floor plan has
// no picture of its own: the Open Graph image is the tenant's.
export function floorplanPageHead(data: FloorplanPageQuery, { t }: HeadContext): PageHead {
  return floorplanHead(data, t);
}
