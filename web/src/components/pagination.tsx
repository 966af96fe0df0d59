import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZE_OPTIONS, pageSizeParam } from '@mall/site';
import { usePageSearch } from '../lib/page-query';
import { PrefetchLink } from './prefetch-link';
import './pagination.css';

// The paging of a list (spec §2 lists, §9): previous and next, the first and the last page, and the
// pages around the current one, as real links (a list pages with JavaScript off, and a crawler finds
// every page). Which path a page has is the list's to say (`hrefFor`).

export interface PaginationProps {
  page: number;
  lastPage: number;
  hrefFor(page: number): string;
  /** Whether the current URL's query goes with every page's link (default: yes). */
  keepQuery?: boolean;
}

/** A page of a list paged by its query (`/en/my-points?page=2`); the first page is the bare path. */
export function queryPageHref(path: string, page: number, param = 'page'): string {
  return page > 1 ? `${path}?${new URLSearchParams({ [param]: String(page) })}` : path;
}

/** The pages shown: 1, the current one with one on each side, the last; `null` is a gap (…). */
export function visiblePages(page: number, lastPage: number): (number | null)[] {
  const shown = new Set([1, page - 1, page, page + 1, lastPage].filter((p) => p >= 1 && p <= lastPage));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    // A gap of one page shows the page instead of an ellipsis in its place.
    if (typeof previous === 'number' && p - previous === 2) out.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({ page, lastPage, hrefFor: pathFor, keepQuery = true }: PaginationProps) {
  const { t } = useTranslation();
  // The list's query (its page size) goes with every page, unless the list pages by its query itself
  // (`?page=2`, `keepQuery={false}`): then its own links say it all. The page's declared query only,
  // as the server rendered it (lib/page-query.ts).
  const search = usePageSearch();
  const hrefFor = (p: number) => `${pathFor(p)}${keepQuery ? search : ''}`;
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <PrefetchLink to={hrefFor(page - 1)} rel="prev" aria-label={t('pagination.previous')}>
              ‹
            </PrefetchLink>
          ) : (
            <span aria-hidden="true">‹</span>
          )}
        </li>
        {visiblePages(page, lastPage).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" aria-label={t('pagination.current', { page, lastPage })}>
                  {p}
                </span>
              ) : (
                <PrefetchLink to={hrefFor(p)} aria-label={t('pagination.page', { page: p })}>
                  {p}
                </PrefetchLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <PrefetchLink to={hrefFor(page + 1)} rel="next" aria-label={t('pagination.next')}>
              ›
            </PrefetchLink>
          ) : (
            <span aria-hidden="true">›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}

export interface PageSizeProps {
  /** The size shown. */
  size: number;
  /** The list's first page (a new size starts there). */
  firstPage: string;
}

/**
 * The page size a visitor chooses (spec §9 options), kept in the URL's query (`?perPage=24`) so that
 * the server renders it, a link shares it, and it works with JavaScript off (a GET form).
 */
export function PageSize({ size, firstPage }: PageSizeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <form className="page-size" method="get" action={firstPage} data-testid="page-size">
      <label htmlFor={id}>{t('pagination.perPage')}</label>
      <select
        id={id}
        name={pageSizeParam}
        value={size}
        onChange={(event) => void navigate(`${firstPage}?${new URLSearchParams({ [pageSizeParam]: event.target.value })}`)}
      >
        {[...new Set([...PAGE_SIZE_OPTIONS, size])]
          .sort((a, b) => a - b)
          .map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          {t('pagination.show')}
        </button>
      </noscript>
    </form>
  );
}
