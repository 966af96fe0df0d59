import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PrefetchLink } from '../../components/prefetch-link';

// Paging of one of the dashboard's two lists by its own query parameter (`?page=`, `?mine=`), the other
// list's kept: previous and next as real links, and where the member is.

export function QueryPager({ param, page, lastPage, label }: { param: string; page: number; lastPage: number; label: string }) {
  const { t } = useTranslation('member-rewards');
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const hrefFor = (p: number) => {
    const query = new URLSearchParams(search);
    if (p === 1) query.delete(param);
    else query.set(param, String(p));
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  return (
    <nav className="query-pager" aria-label={label}>
      {page > 1 ? (
        <PrefetchLink to={hrefFor(page - 1)} rel="prev">
          {t('pager.previous')}
        </PrefetchLink>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pager.page', { page, lastPage })}</span>
      {page < lastPage ? (
        <PrefetchLink to={hrefFor(page + 1)} rel="next">
          {t('pager.next')}
        </PrefetchLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
