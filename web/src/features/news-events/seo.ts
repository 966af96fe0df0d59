import type { HeadContext, PageHead } from '@mall/site';
import type { NewsEventsPageQuery } from '../../graphql/generated';
import { newsEventsHead } from './head';

// The landing's head, loaded by the server only (the page module imports this lazily). A landing of
// lists: no structured data of its own (its items' pages carry theirs).
export function newsEventsPageHead(data: NewsEventsPageQuery, { t }: HeadContext): PageHead {
  return newsEventsHead(data, t);
}
