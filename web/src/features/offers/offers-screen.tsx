import { useTranslation } from 'react-i18next';
import { OfferCard, offerCardLayout } from '../../components/offer-card';
import { PageSize, Pagination } from '../../components/pagination';
import { usePageContext } from '../../lib/use-page-context';
import { PrefetchLink } from '../../components/prefetch-link';
import { useOffersPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { useLang } from '../../lib/use-lang';
import { changedBy } from '../../lib/member-changes';
import { offersListHead } from './head';
import { isProductLayout, offersListPath, offersListStatus, offersListVariables } from './rules';

// The offers list and the offers of a category (spec §2; §4 lists: a loading state and the
// all-images-loaded flag, `data-all-images-loaded` on the list): the categories to filter by, one
// page of cards in the tenant's layout (`offers_layout`: product cards by default, spec §9, offer
// cards otherwise) and the paging as real links.

export function OffersScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('offers');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useOffersPageQuery({ variables: offersListVariables(context), context: changedBy('Offer') });
  const status = data ? offersListStatus(data, context) : null;
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.offers?.offers);
  // After a client-side navigation the title follows the page, as the server's head did.
  usePageTitle(data && status?.status === 200 ? (offersListHead(data, context, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(status);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.offers) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { offers: list, category } = data.offers;
  const products = isProductLayout(data.settings.offersLayout);
  const layout = offerCardLayout(data.settings.offersLayout);
  const heading = category ? category.name : t(products ? 'productsTitle' : 'title');
  return (
    <div className="offers" data-testid="offers" data-layout={layout}>
      <h1>{heading}</h1>
      <nav className="offers__categories" aria-label={t('categories')} data-testid="offer-categories">
        <ul>
          <li>
            <PrefetchLink to={offersListPath(lang, null, 1)} aria-current={category ? undefined : 'true'}>
              {t('all')}
            </PrefetchLink>
          </li>
          {data.offerCategories.map((c) => (
            <li key={c.id}>
              <PrefetchLink
                to={offersListPath(lang, c.key, 1)}
                // A subcategory's page (reached from an offer) marks its parent here.
                aria-current={c.id === category?.id || c.children.some((child) => child.id === category?.id) ? 'true' : undefined}
              >
                {c.name}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      {list.length > 0 && <PageSize size={offersListVariables(context).perPage ?? 10} firstPage={offersListPath(lang, category?.key, 1)} />}
      {list.length === 0 ? (
        <p className="offers__empty" data-testid="offers-empty">
          {t(category ? 'emptyCategory' : 'empty')}
        </p>
      ) : (
        <ul className="offer-grid" data-testid="offer-list" data-all-images-loaded={String(allImagesLoaded)} aria-busy={fetching || undefined}>
          {list.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} lang={lang} layout={layout} dateFormat={data.mall.dateFormat} onImageLoad={onImageLoad} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.offers.currentPage} lastPage={data.offers.lastPage} hrefFor={(page) => offersListPath(lang, category?.key, page)} />
    </div>
  );
}

export default OffersScreen;
