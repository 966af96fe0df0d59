import type { DetailRoute } from '@mall/site';
import type { SearchResultType } from '../graphql/generated';

// What the index holds: one flat, display-ready document per item, whatever its type. Each type's
// data becomes documents in a source (sources.ts); the index never knows where a document came from.

export type SearchType = SearchResultType;

/** Groups come in this order (issue 8: shops, offers, rewards, amenities, events, news). */
export const SEARCH_TYPES: readonly SearchType[] = ['shop', 'offer', 'reward', 'amenity', 'event', 'news'];

/** The detail screen each type links to. */
export const DETAIL_ROUTES: Readonly<Record<SearchType, DetailRoute>> = {
  shop: 'shop',
  offer: 'offer',
  reward: 'reward',
  amenity: 'amenity',
  event: 'event',
  news: 'news-detail',
};

export interface SearchDocument {
  /** Unique in one index: `${type}:${id}`. */
  key: string;
  type: SearchType;
  id: string;
  /** The translated name or title, in the index's language. */
  title: string;
  /** The title's slug, for the detail path. */
  slug: string;
  description: string | null;
  /** Category names in the index's language. */
  categories: readonly string[];
  /** Proxied image link, or null. */
  image: string | null;
  /** Where the result leads instead of its detail screen (an amenity's configured link, spec §3). */
  href?: string | null;
}

export function searchDocument(fields: Omit<SearchDocument, 'key'>): SearchDocument {
  return { key: `${fields.type}:${fields.id}`, ...fields };
}
