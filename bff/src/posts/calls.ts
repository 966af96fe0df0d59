import type { Query, CallContext } from '../upstream/client';
import type { PublicGet } from '../upstream/public-get';
import { POST_SHOPS_QUERY, postPageSchema, postSchema, postShopsSchema } from './upstream';

/**
 * The posts' public upstream calls: events and news under the 'content' family (time-bound: an event
 * that ended must go soon), the shops' names for their place under 'catalog'. A member's variant
 * (`me/events`, `me/news`) never comes through here: it goes through session/member-get.ts, uncached.
 */
export function postsCalls(get: PublicGet) {
  return {
    eventList: (call: CallContext, query: Query) => get(call, 'content', 'events', postPageSchema, query),
    upcomingEventList: (call: CallContext, query: Query) => get(call, 'content', 'events/upcoming', postPageSchema, query),
    /** One event; `id` must be checked by the caller (digits only), it goes into the path. */
    event: (call: CallContext, id: string) => get(call, 'content', `events/${encodeURIComponent(id)}`, postSchema),
    newsList: (call: CallContext, query: Query) => get(call, 'content', 'news', postPageSchema, query),
    /** One news item; `id` must be checked by the caller (digits only), it goes into the path. */
    newsItem: (call: CallContext, id: string) => get(call, 'content', `news/${encodeURIComponent(id)}`, postSchema),
    postShops: (call: CallContext) => get(call, 'catalog', 'companies', postShopsSchema, POST_SHOPS_QUERY),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default postsCalls;
