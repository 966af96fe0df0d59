// Query parsing shared by every paginated list: `page`, `per_page`, `sort` (`-field` descending)
// and `filter[...]`. Bad values are a 422 with field messages, as the platform answers them.

import { z } from 'zod';
import type { FieldErrors } from './envelope';

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 1000;

export interface ListQuery {
  page: number;
  perPage: number;
  sort: { field: string; descending: boolean } | null;
  filters: Record<string, string>;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const positiveInt = (field: string, min: number, max: number) =>
  z
    .string({ error: `The ${field} field must be a single value.` })
    .regex(/^\d+$/, { error: `The ${field} field must be an integer.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `The ${field} field must be at least ${min}.` })
        .max(max, { error: `The ${field} field must not be greater than ${max}.` }),
    );

const baseSchema = z.object({
  page: positiveInt('page', 1, Number.MAX_SAFE_INTEGER).optional(),
  per_page: positiveInt('per_page', 1, MAX_PER_PAGE).optional(),
  sort: z
    .string({ error: 'The sort field must be a single value.' })
    .regex(/^-?[a-z_]+$/, { error: 'The sort field is malformed.' })
    .optional(),
});

const FILTER_KEY = /^filter\[([a-z_]+)\]$/;

/** Turns zod issues into the platform's `{ field: [message] }` map. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'query';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * `allowedSort` and `allowedFilters` are the fields a list supports; anything else is refused
 * rather than ignored, so a typo in the bff shows up as a 422 instead of an unfiltered list.
 */
export function parseListQuery(
  query: unknown,
  allowedSort: readonly string[],
  allowedFilters: readonly string[],
): Parsed<ListQuery> {
  const raw: Record<string, unknown> = typeof query === 'object' && query !== null ? { ...query } : {};
  const errors: FieldErrors = {};
  const filters: Record<string, string> = {};

  for (const [key, value] of Object.entries(raw)) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const name = match[1] ?? '';
    if (!allowedFilters.includes(name)) errors[key] = [`Filter ${name} is not allowed. Allowed filters: ${allowedFilters.join(', ') || 'none'}.`];
    else if (typeof value !== 'string') errors[key] = [`The ${key} field must be a single value.`];
    else filters[name] = value;
  }

  const parsed = baseSchema.safeParse(raw);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error.issues));

  let sort: ListQuery['sort'] = null;
  if (parsed.success && parsed.data.sort !== undefined) {
    const descending = parsed.data.sort.startsWith('-');
    const field = descending ? parsed.data.sort.slice(1) : parsed.data.sort;
    if (allowedSort.includes(field)) sort = { field, descending };
    else errors.sort = [`Sort by ${field} is not allowed. Allowed sorts: ${allowedSort.join(', ') || 'none'}.`];
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { page: parsed.data.page ?? 1, perPage: parsed.data.per_page ?? DEFAULT_PER_PAGE, sort, filters },
  };
}

/** Lower case without diacritics: 'Dráčik' matches 'dracik', 'Ľudovít' matches 'ludovit'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function containsFolded(haystack: string, needle: string): boolean {
  return foldForSearch(haystack).includes(foldForSearch(needle.trim()));
}

/** Parses a boolean filter value as the platform accepts it: true/false/1/0. */
export function parseBooleanFilter(value: string): boolean | null {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/** Stable sort by a string or number field; strings compare with Czech/Slovak collation. */
export function sortItems<T>(items: readonly T[], key: (item: T) => string | number, descending: boolean): T[] {
  const collator = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });
  const sorted = [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const cmp = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return descending ? -cmp : cmp;
  });
  return sorted;
}
