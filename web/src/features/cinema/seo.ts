import type { HeadContext, PageHead } from '@mall/site';
import type { CinemaPageQuery } from '../../graphql/generated';
import { cinemaHead } from './head';

// The page's head, loaded by the server only (the page module imports it lazily).
export function cinemaPageHead(data: CinemaPageQuery, { t }: HeadContext): PageHead {
  return cinemaHead(data, t);
}
