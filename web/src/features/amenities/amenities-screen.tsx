import { useTranslation } from 'react-i18next';
import { pageNumber, pathFor } from '@mall/site';
import { PageSize, Pagination } from '../../components/pagination';
import { usePageContext } from '../../lib/use-page-context';
import { PillNav } from '../../components/pill-nav';
import { useAmenitiesPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { useLang } from '../../lib/use-lang';
import { AmenityCard } from './amenity-card';
import { listHead } from './head';
import { listPageStatus, listVariables } from './variables';
import './amenities.css';

// The amenities list and a category of it (spec §2, §4 Lists): the categories as links, one page of
// cards, the paging as real links, a loading state and the all-images-loaded flag.

export function AmenitiesScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { params } = context;
  const { t } = useTranslation('amenities');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useAmenitiesPageQuery({ variables: listVariables(context) });
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.amenities?.items);
  const page = pageNumber(params.page) ?? 1;
  usePageTitle(data ? (listHead(data, page, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? listPageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.amenities) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { amenities, amenityCategories } = data;
  const current = amenities.category;
  const hrefFor = (p: number) => (current ? pathFor('amenities-category', lang, { category: current.key, page: p }) : pathFor('amenities', lang, { page: p }));
  return (
    <div className="amenities" data-testid="amenities">
      <h1>{current ? current.name : t('title')}</h1>
      <p className="amenities__intro">{t('intro')}</p>
      {amenityCategories.length > 0 && (
        <PillNav
          label={t('categories')}
          compact
          links={[
            { key: 'all', href: pathFor('amenities', lang), label: t('allCategories'), current: !current },
            ...amenityCategories.map((category) => ({
              key: category.id,
              href: pathFor('amenities-category', lang, { category: category.key, page: 1 }),
              label: category.name,
              current: current?.id === category.id,
            })),
          ]}
        />
      )}
      {amenities.items.length > 0 && <PageSize size={listVariables(context).perPage ?? 10} firstPage={hrefFor(1)} />}
      {amenities.items.length === 0 ? (
        <p className="amenities__empty">{t('empty')}</p>
      ) : (
        <ul className="media-grid" data-testid="amenity-list" data-all-images-loaded={allImagesLoaded} aria-busy={fetching}>
          {amenities.items.map((amenity, index) => (
            <AmenityCard key={amenity.id} amenity={amenity} lang={lang} eager={index < 2} onImageLoad={onImageLoad} />
          ))}
        </ul>
      )}
      <Pagination page={amenities.currentPage} lastPage={amenities.lastPage} hrefFor={hrefFor} />
    </div>
  );
}

export default AmenitiesScreen;
