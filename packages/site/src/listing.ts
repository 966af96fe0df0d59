import { pathFor } from './paths';
import type { PageContext, PageStatus } from './pages';
import type { RouteName } from './route-table';
import type { Lang } from './types';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageSize, pageSizeParam } from './page-size';

// Lists and details (spec §4, §9): the page sizes, the related-list counts, the `page` parameter of
// a list path and the status a list page or a detail page answers from its data. One copy of these
// rules for every catalogue and content screen; the bff renders the first HTML with them and the
// browser decides client-side navigation with the same functions.

/** How many items a related list shows, by the room it has (spec §9). */
export const RELATED_COUNTS = [8, 6, 4, 3] as const;
/** Beyond this a page number is nonsense, not a page: no list of ours is that long. */
export const MAX_PAGE = 10_000;

/**
 * The `page` route parameter: absent means the first page; a positive integer without a sign or
 * leading zero is that page; anything else (`abc`, `0`, `01`, `-2`, `1.5`, a huge number) is null,
 * a page that does not exist.
 */
export function pageNumber(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}

/**
 * A list page's status: 404 for a page that is not a number or lies past the last page. The first
 * page of an empty list is a page (it says the list is empty), so a list with no items answers 200
 * on page 1 and 404 on page 2.
 */
export function listStatus(page: number | null, lastPage: number): PageStatus {
  if (page === null) return { status: 404 };
  return page <= Math.max(1, lastPage) ? { status: 200 } : { status: 404 };
}

/** A detail route: its path has an `id` and a `title` slug. */
export type DetailRoute = Extract<RouteName, 'shop' | 'offer' | 'reward' | 'amenity' | 'event' | 'news-detail' | 'booking-service'>;

/**
 * A detail page's status: 404 when the item does not exist; 301 to the item's own path when the
 * path's title is not the item's slug (a missing, old or other language's title); otherwise 200.
 * The query string (a campaign's parameters) is the caller's to keep.
 */
export function detailStatus(
  route: DetailRoute,
  item: { id: string; slug: string } | null | undefined,
  { lang, params }: PageContext,
): PageStatus {
  if (!item) return { status: 404 };
  if (params.title === titleSegment(item.slug) && params.id === item.id) return { status: 200 };
  return { status: 301, location: detailPath(route, lang, item) };
}

/** A detail item's path in a language: `/cz/obchod/12/h-and-m`. */
export function detailPath(route: DetailRoute, lang: Lang, item: { id: string; slug: string }): string {
  return (pathFor as (name: RouteName, lang: Lang, params: Record<string, string>) => string)(route, lang, { id: item.id, title: titleSegment(item.slug) });
}

/** A title made only of signs has an empty slug; its path still needs a segment, always the same one. */
function titleSegment(slug: string): string {
  return slug || '-';
}
