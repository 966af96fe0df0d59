import { MAX_PAGE, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, RELATED_COUNTS } from '@mall/site';
import { z } from 'zod';
import { gqlError } from './errors';

// GraphQL arguments of the catalogue's lists and details (spec §9 page sizes and related-list counts),
// validated with zod: a bad page or size is a BAD_USER_INPUT error with the field named, never a 500
// nor an upstream call. Ids and category keys from a path are not errors: a page path with an id
// that cannot exist answers its 404, so they come back as null instead.

const pageSizes: readonly number[] = [...PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE];

const listArgsSchema = z.object({
  page: z.number().int().min(1).max(MAX_PAGE),
  perPage: z.number().int().refine((n) => pageSizes.includes(n), { message: `perPage must be one of ${[...pageSizes].sort((a, b) => a - b).join(', ')}.` }),
});

/** `page` 1…MAX_PAGE and `perPage` one of the spec's sizes (or the default 10); else BAD_USER_INPUT. */
export function listArgs(args: { page: number; perPage: number }): { page: number; perPage: number } {
  const parsed = listArgsSchema.safeParse(args);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'args'] ??= []).push(issue.message);
  throw gqlError('BAD_USER_INPUT', 'The list arguments are not valid.', { fieldErrors });
}

/** A related list's size: one of 8, 6, 4, 3 (spec §9); else BAD_USER_INPUT. */
export function relatedLimit(limit: number): number {
  if ((RELATED_COUNTS as readonly number[]).includes(limit)) return limit;
  throw gqlError('BAD_USER_INPUT', `limit must be one of ${RELATED_COUNTS.join(', ')}.`, { fieldErrors: { limit: ['not a related-list count'] } });
}

/** An id as the platform's ids are (a positive integer of sane length), or null: no such item. */
export function upstreamId(id: string): string | null {
  return /^[1-9]\d{0,11}$/.test(id) ? id : null;
}

/**
 * The id in a category's path parameter `{id}-{slug}` (the id decides; the slug may be old or
 * another language's, and the page redirects to the right one), or null: no such category.
 */
export function categoryIdOfKey(key: string): string | null {
  if (key.length > 200) return null;
  const match = /^([1-9]\d{0,11})(?:-|$)/.exec(key);
  return match?.[1] ?? null;
}

/** A category's path parameter: `{id}-{slug}`, or the id alone when its name has no slug. */
export function categoryKey(id: string, slug: string): string {
  return slug ? `${id}-${slug}` : id;
}

/** The date of a platform date or timestamp (YYYY-MM-DD), or null when it is none. */
export function isoDay(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value ?? '');
  return match?.[1] ?? null;
}
