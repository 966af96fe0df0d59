import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { useEshopsPageQuery, type EshopsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { usePageContext } from '../../lib/use-page-context';
import { eshopsHead } from './head';
import './eshops.css';

// The e-shops (issue 22): each shop that sells online as a card with its logo, name and category
// (one link to its page in the mall) and its e-shop (an external link in a new tab; its accessible
// name says whose e-shop it is and that a new tab opens). The bff made the addresses absolute (spec §5).

type EshopItem = EshopsPageQuery['eshops'][number];

function EshopCard({ shop, eager, onImageLoad }: { shop: EshopItem; eager: boolean; onImageLoad(id: string): void }) {
  const { lang } = usePageContext();
  const { t } = useTranslation('eshops');
  const done = useCallback(() => onImageLoad(shop.id), [onImageLoad, shop.id]);
  // A card without a logo has nothing to wait for.
  useEffect(() => {
    if (!shop.logo) onImageLoad(shop.id);
  }, [shop.logo, shop.id, onImageLoad]);
  return (
    <li className="eshops__card" data-testid="eshop" data-id={shop.id}>
      <PrefetchLink className="eshops__shop" to={pathFor('shop', lang, { id: shop.id, title: shop.slug })}>
        <span className="eshops__logo">
          {shop.logo ? (
            <ProxiedImage src={shop.logo} srcWidth={192} maxWidth={288} sizes="64px" width={96} height={96} eager={eager} onDone={done} />
          ) : (
            <span className="eshops__initial" aria-hidden="true">
              {shop.name.charAt(0)}
            </span>
          )}
        </span>
        <div className="eshops__text">
          <h2 className="eshops__name">{shop.name}</h2>
          {shop.category && <span className="eshops__category">{shop.category}</span>}
        </div>
      </PrefetchLink>
      <a
        className="button eshops__visit"
        href={shop.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('visitLabel', { shop: shop.name, host: shop.host })}
        data-testid="eshop-link"
      >
        {t('visit', { host: shop.host })}
      </a>
    </li>
  );
}

export function EshopsScreen() {
  const { lang } = usePageContext();
  const { t } = useTranslation('eshops');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useEshopsPageQuery({ variables: { lang } });
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.eshops);
  usePageTitle(data ? (eshopsHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { eshops, mall } = data;
  return (
    <div className="eshops" data-testid="eshops">
      <h1>{t('title')}</h1>
      <p className="eshops__intro">{t('intro', { mall: mall.name, count: eshops.length })}</p>
      {eshops.length === 0 ? (
        <p className="eshops__empty">{t('empty')}</p>
      ) : (
        <ul className="eshops__list" data-testid="eshops-list" data-all-images-loaded={allImagesLoaded}>
          {eshops.map((shop, index) => (
            <EshopCard key={shop.id} shop={shop} eager={index < 4} onImageLoad={onImageLoad} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default EshopsScreen;
