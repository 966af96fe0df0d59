import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { imageSrcSet, pathFor, sizedImage } from '@mall/site';
import { LikeButton } from '../../components/like-button';
import { formatPrice, OfferCard, offerCardLayout, useValidityText } from '../../components/offer-card';
import { PrefetchLink } from '../../components/prefetch-link';
import { useOfferPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { changedBy } from '../../lib/member-changes';
import { offerHead } from './head';
import { isProductLayout, offersListPath, offerStatus, offerVariables } from './rules';

// An offer's page (spec §2 "Offer detail"): its pictures, the shop that gives it, name, price and
// discount, how long it runs (in the mall's date format), its categories, its description (rich text
// the bff sanitised), the like button (a member's like; a visitor is told it needs signing in), and
// related offers (spec §9: 4 of the related counts).
// An ended offer still has its page (links to it live on), marked as ended; lists never show it.

export function OfferScreen() {
  const lang = useLang();
  const params = useParams();
  const context = { lang, params: { id: params.id ?? '', title: params.title ?? '' } };
  const { t } = useTranslation('offers');
  const { t: common } = useTranslation();
  const validity = useValidityText();
  const [{ data, error, fetching }] = useOfferPageQuery({ variables: offerVariables(context), context: changedBy('Offer') });
  const status = data ? offerStatus(data, context) : null;
  usePageTitle(data && status?.status === 200 ? (offerHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(status);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.offer) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const offer = data.offer;
  const layout = offerCardLayout(data.settings.offersLayout);
  const products = isProductLayout(data.settings.offersLayout);
  const [main, ...more] = offer.images;
  const from = formatMallDate(offer.validFrom, data.mall.dateFormat, lang);
  const to = formatMallDate(offer.validTo, data.mall.dateFormat, lang);
  const runs = from && to && !offer.upcoming ? `${from} – ${to}` : validity(offer, data.mall.dateFormat, lang);
  const shopPath = offer.shop ? pathFor('shop', lang, { id: offer.shop.id, title: offer.shop.slug }) : null;
  return (
    <>
      <article className="offer-detail" data-testid="offer-detail">
        <div className="offer-detail__gallery" role="group" aria-label={t('detail.gallery', { name: offer.name })}>
          {main && (
            <img
              src={sizedImage(main, 960)}
              srcSet={imageSrcSet(main, 1920)}
              sizes="(min-width: 1240px) 660px, (min-width: 860px) 55vw, 100vw"
              alt={offer.name}
              width={1200}
              height={675}
              fetchPriority="high"
            />
          )}
          {more.length > 0 && (
            <div className="offer-detail__thumbs">
              {more.map((src) => (
                <img key={src} src={sizedImage(src, 320)} srcSet={imageSrcSet(src, 640)} sizes="160px" alt="" width={320} height={180} loading="lazy" />
              ))}
            </div>
          )}
        </div>
        <div className="offer-detail__info">
          {offer.shop && shopPath && (
            <p className="offer-detail__shop-name">
              <PrefetchLink to={shopPath}>{offer.shop.name}</PrefetchLink>
            </p>
          )}
          <h1>{offer.name}</h1>
          {offer.expired && (
            <p className="offer-detail__ended" data-testid="offer-ended">
              {t('detail.ended')}
            </p>
          )}
          {(offer.price !== null && offer.price !== undefined) || offer.discountPercent ? (
            <p className="offer-detail__price" data-testid="offer-price">
              {offer.price !== null && offer.price !== undefined && <span className="offer-detail__now">{formatPrice(offer.price, offer.currency, lang)}</span>}
              {offer.originalPrice !== null && offer.originalPrice !== undefined && (
                <>
                  <s className="offer-detail__was" aria-hidden="true">
                    {formatPrice(offer.originalPrice, offer.currency, lang)}
                  </s>
                  <span className="visually-hidden">{common('offerCard.originalPrice', { price: formatPrice(offer.originalPrice, offer.currency, lang) })}</span>
                </>
              )}
              {offer.discountPercent ? <span className="offer-detail__badge">{common('offerCard.discountLabel', { percent: offer.discountPercent })}</span> : null}
            </p>
          ) : null}
          <dl className="offer-detail__facts">
            <dt>{t('detail.validity')}</dt>
            <dd data-testid="offer-validity">{runs}</dd>
            {offer.shop && shopPath && (
              <>
                <dt>{t('detail.shop')}</dt>
                <dd>
                  <PrefetchLink to={shopPath} data-testid="offer-shop">
                    {offer.shop.name}
                  </PrefetchLink>
                </dd>
              </>
            )}
            {offer.categories.length > 0 && (
              <>
                <dt>{t('detail.categories')}</dt>
                <dd>
                  {offer.categories.map((c, index) => (
                    <span key={c.id}>
                      {index > 0 && ', '}
                      <PrefetchLink to={offersListPath(lang, c.key, 1)}>{c.name}</PrefetchLink>
                    </span>
                  ))}
                </dd>
              </>
            )}
          </dl>
          <LikeButton type="PRODUCT" id={offer.id} liked={offer.liked} title={offer.name} visitorNote={common('offerCard.likeNeedsSignIn')} />
          {offer.description && (
            // Sanitised by the bff (bff/src/shared/rich-text.ts): an allow-list of tags, no scripts or handlers.
            <div className="offer-detail__description rich-text" data-testid="offer-description" dangerouslySetInnerHTML={{ __html: offer.description }} />
          )}
          <p>
            <PrefetchLink to={offersListPath(lang, null, 1)}>{t(products ? 'detail.allProducts' : 'detail.allOffers')}</PrefetchLink>
          </p>
        </div>
      </article>
      {offer.related.length > 0 && (
        <section className="offer-related" aria-labelledby="offer-related-title" data-testid="offer-related">
          <h2 id="offer-related-title">{t(products ? 'detail.relatedProducts' : 'detail.related')}</h2>
          <ul className="offer-grid">
            {offer.related.map((related) => (
              <li key={related.id}>
                <OfferCard offer={related} lang={lang} layout={layout} dateFormat={data.mall.dateFormat} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default OfferScreen;
