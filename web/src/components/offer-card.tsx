import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, toHtmlLang, type Lang } from '@mall/site';
import type { OfferCardFragment } from '../graphql/generated';
import { formatMallDate } from '../lib/mall-date';
import { LikeButton } from './like-button';
import { PrefetchLink } from './prefetch-link';
import { ProxiedImage } from './proxied-image';
import './offer-card.css';

// An offer's card (the platform's product), in the two layouts of the setting `offers_layout`
// (spec §3 settings; `product` by default, spec §9): a product card leads with the price and the
// discount, an offer card with the shop and how long the offer runs. The offers' lists, related
// offers and a shop's offers all show this card, with the like button (spec §4 Like).

export type OfferCardLayout = 'product' | 'offer';

/** The setting's value as a layout: `product` (the default, spec §9) or anything else, offer cards. */
export function offerCardLayout(setting: string | null | undefined): OfferCardLayout {
  return !setting || setting === 'product' ? 'product' : 'offer';
}

/** A price in the page's language and the offer's currency: `35,99 €`, `899 Kč`, `€35.99`. */
export function formatPrice(amount: number, currency: string, lang: Lang): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(toHtmlLang(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** How long an offer runs, as its card and its page say it. */
export function useValidityText(): (offer: Pick<OfferCardFragment, 'validFrom' | 'validTo' | 'upcoming'>, dateFormat: string | null | undefined, lang: Lang) => string {
  const { t } = useTranslation();
  return useCallback(
    (offer, dateFormat, lang) => {
      const from = formatMallDate(offer.validFrom, dateFormat, lang);
      if (offer.upcoming && from) return t('offerCard.startsOn', { date: from });
      const to = formatMallDate(offer.validTo, dateFormat, lang);
      return to ? t('offerCard.validUntil', { date: to }) : t('offerCard.ongoing');
    },
    [t],
  );
}

export interface OfferCardProps {
  offer: OfferCardFragment;
  lang: Lang;
  layout: OfferCardLayout;
  /** The mall's `date_format`. */
  dateFormat: string | null | undefined;
  /** The list's all-images-loaded count (spec §4); called when the picture has loaded or failed. */
  onImageLoad?: (id: string) => void;
  /** Above the fold: loaded at once rather than lazily. */
  eager?: boolean;
  /** The heading level of the offer's name in its page's outline. */
  headingLevel?: 2 | 3;
}

export function OfferCard({ offer, lang, layout, dateFormat, onImageLoad, eager = false, headingLevel = 2 }: OfferCardProps) {
  const { t } = useTranslation();
  const validity = useValidityText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const loaded = useCallback(() => onImageLoad?.(offer.id), [onImageLoad, offer.id]);
  const href = pathFor('offer', lang, { id: offer.id, title: offer.slug });
  const discount = offer.discountPercent ? (
    <span className="offer-card__discount">
      <span aria-hidden="true">{t('offerCard.discount', { percent: offer.discountPercent })}</span>
      <span className="visually-hidden">{t('offerCard.discountLabel', { percent: offer.discountPercent })}</span>
    </span>
  ) : null;
  return (
    <article className={`offer-card offer-card--${layout}`} data-testid="offer-card" data-layout={layout}>
      <div className="offer-card__media">
        {offer.image ? (
          <ProxiedImage
            src={offer.image}
            srcWidth={640}
            maxWidth={960}
            sizes="(min-width: 1060px) 280px, (min-width: 640px) 45vw, 100vw"
            width={640}
            height={360}
            eager={eager}
            onDone={loaded}
          />
        ) : (
          <span className="offer-card__placeholder" aria-hidden="true" />
        )}
        {discount}
      </div>
      <div className="offer-card__body">
        <Heading className="offer-card__name">
          <PrefetchLink to={href} className="offer-card__link">
            {offer.name}
          </PrefetchLink>
        </Heading>
        {layout === 'product' && offer.price !== null && offer.price !== undefined && (
          <p className="offer-card__price">
            <span className="offer-card__now">{formatPrice(offer.price, offer.currency, lang)}</span>
            {offer.originalPrice !== null && offer.originalPrice !== undefined && (
              <>
                <s className="offer-card__was" aria-hidden="true">
                  {formatPrice(offer.originalPrice, offer.currency, lang)}
                </s>
                <span className="visually-hidden">{t('offerCard.originalPrice', { price: formatPrice(offer.originalPrice, offer.currency, lang) })}</span>
              </>
            )}
          </p>
        )}
        {offer.shop && <p className="offer-card__shop">{offer.shop.name}</p>}
        {layout === 'offer' && <p className="offer-card__validity">{validity(offer, dateFormat, lang)}</p>}
        <LikeButton type="PRODUCT" id={offer.id} liked={offer.liked} title={offer.name} visitorNote={t('offerCard.likeNeedsSignIn')} />
      </div>
    </article>
  );
}
