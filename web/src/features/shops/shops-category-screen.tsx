import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PageSize, Pagination } from '../../components/pagination';
import { PrefetchLink } from '../../components/prefetch-link';
import { useShopsCategoryPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { shopsCategoryHead } from './head';
import { ShopGrid } from './shop-grid';
import { shopsCategoryStatus, shopsCategoryVariables } from './status';
import './shops.css';

// Shops by category (spec §2): one page of the category's shops by name (the spec's default page size,
// 10, or the visitor's choice of its options, `?perPage=`), its subcategories, and the paging as real links. The page's status (404, 301 to the category's
// own key) is decided as on the server.

export function ShopsCategoryScreen() {
  const context = usePageContext();
  const { lang } = context;
  const { t } = useTranslation('shops');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useShopsCategoryPageQuery({ variables: shopsCategoryVariables(context) });
  const redirect = usePageStatus(data ? shopsCategoryStatus(data, context) : null);
  const title = data ? (shopsCategoryHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  const list = data?.shopsInCategory;
  if (!data || !list) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { category } = list;
  const children = category.children.filter((child) => child.shopCount > 0);
  return (
    <div className="shops" data-testid="shops-category">
      <p className="shops__back">
        <PrefetchLink to={pathFor('shops-services', lang)}>{t('category.all')}</PrefetchLink>
      </p>
      <h1>{category.name}</h1>
      <p className="shops__count" data-testid="shops-count">
        {common('plural.shops', { count: list.total })}
        {list.lastPage > 1 && ` · ${t('category.pageOf', { page: list.currentPage, lastPage: list.lastPage })}`}
      </p>
      {children.length > 0 && (
        <nav className="shops__subcategories" aria-label={t('category.subcategories')}>
          <ul>
            {children.map((child) => (
              <li key={child.id}>
                <PrefetchLink to={pathFor('shops-category', lang, { category: child.key, page: 1 })}>
                  {child.name} <span className="shop-categories__count">({child.shopCount})</span>
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.shops.length === 0 ? (
        <p>{t('category.empty')}</p>
      ) : (
        <ShopGrid shops={list.shops} lang={lang} showFloor={data.settings.showFloorNumberOnShopCard} eagerCount={4} headingLevel={2} testId="category-shops" />
      )}
      {list.total > 0 && <PageSize size={list.perPage} firstPage={pathFor('shops-category', lang, { category: category.key, page: 1 })} />}
      <Pagination page={list.currentPage} lastPage={list.lastPage} hrefFor={(page) => pathFor('shops-category', lang, { category: category.key, page })} />
    </div>
  );
}

export default ShopsCategoryScreen;
