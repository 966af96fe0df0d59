import { z } from 'zod';

// The platform's paginated lists (spec §3 "Paginated lists": current_page, last_page, per_page, total,
// data) as the member's lists read them (points history, receipts), and the display-ready page.

const count = z.coerce.number().int();

/** A page of `item`s as the platform sends it. */
export function upstreamPage<S extends z.ZodType>(item: S) {
  return z.looseObject({ current_page: count, last_page: count, per_page: count, total: count, data: z.array(item) });
}

export interface DisplayPage<T> {
  items: T[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}

/** The page with its items mapped; never a last page of 0 (an empty list has one page). */
export function toDisplayPage<U, T>(page: { current_page: number; last_page: number; per_page: number; total: number; data: U[] }, map: (item: U) => T): DisplayPage<T> {
  return { items: page.data.map(map), currentPage: page.current_page, lastPage: Math.max(1, page.last_page), perPage: page.per_page, total: page.total };
}
