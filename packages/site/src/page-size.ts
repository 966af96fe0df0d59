// A list's page size (spec §9), alone in its module: the page-query rules read it, and the list rules
// (listing.ts, which re-exports it) read the pages' types, which read the page-query rules.

/** Items per list page unless a page says otherwise (spec §9). */
export const DEFAULT_PAGE_SIZE = 10;
/** The page sizes a visitor may choose (spec §9). */
export const PAGE_SIZE_OPTIONS = [1, 2, 8, 12, 24, 48] as const;

/** The query parameter of a list's page size (`/en/offers?perPage=24`). */
export const pageSizeParam = 'perPage';

/**
 * A list's page size from its URL's query: one of the spec's options, else the default (a size no
 * one offers is not an error a visitor could do anything about; the list shows as usual).
 */
export function pageSize(query: Readonly<Record<string, string>> | undefined): number {
  const raw = query?.[pageSizeParam];
  const size = raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : DEFAULT_PAGE_SIZE;
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}
