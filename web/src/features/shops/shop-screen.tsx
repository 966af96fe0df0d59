import { HydrateLater } from '../../components/hydrate-later';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, pathFor, routeLabel, sizedImage, type Lang } from '@mall/site';
import { Carousel } from '../../components/carousel';
import { FollowButton } from '../../components/follow-button';
import { OfferCard, offerCardLayout } from '../../components/offer-card';
import { PrefetchLink } from '../../components/prefetch-link';
import { ShopCard } from '../../components/shop-card';
import { ShopCardCounts, type CountPart } from '../../components/shop-card-counts';
import { useShopPageQuery, type ShopPageQuery } from '../../graphql/generated';
import { weekdayName, type WeekdayKey } from '../../i18n/weekdays';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { changedBy } from '../../lib/member-changes';
import { shopHead } from './head';
import { useFloorLabel } from './shop-grid';
import { ShopPosts } from './shop-posts';
import { shopStatus } from './status';
import './shops.css';

// Shop detail (spec §2): logo, photos (at store_detail_carousel_aspect_ratio), description (rich text
// the bff has sanitised), categories, where the shop is (floor, unit, a link to the floor plan at its
// unit), today's hours and the week (its own, or the mall's when it has none), contact and social
// profiles, the loyalty badge, a follow button, its current offers, its coming events and newest news
// (shop-posts.tsx), and the shops of its categories.

type Data = ShopPageQuery;
type Shop = NonNullable<Data['shop']>;
type Day = { weekday: WeekdayKey; from?: string | null; to?: string | null; closed: boolean };

/** `1/1`, `16/9` → a CSS aspect ratio and the image's width and height for a given width. */
export function aspectOf(ratio: string, width: number): { css: string; width: number; height: number } {
  const [w, h] = ratio.split('/').map((part) => Number(part.trim()));
  const valid = w !== undefined && h !== undefined && w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h);
  const [rw, rh] = valid ? [w, h] : [1, 1];
  return { css: `${rw} / ${rh}`, width, height: Math.round((width * rh) / rw) };
}

/** The floor plan at the shop's unit (the floor plan screen reads `?unit=`); null without a default floor plan. */
export function floorplanHref(lang: Lang, floorplanId: string | null | undefined, unit: string | null | undefined): string | null {
  if (!floorplanId) return null;
  const base = pathFor('floorplan', lang, { id: floorplanId });
  return unit ? `${base}?unit=${encodeURIComponent(unit)}` : base;
}

function Gallery({ shop, ratio }: { shop: Shop; ratio: string }) {
  const { t } = useTranslation('shops');
  if (shop.gallery.length === 0) return null;
  const size = aspectOf(ratio, 800);
  return (
    <div className="shop-detail__gallery" style={{ ['--gallery-ratio' as string]: size.css }} data-testid="shop-gallery">
      <Carousel
        label={t('shop.gallery', { shop: shop.name })}
        items={shop.gallery}
        set={1}
        getKey={(src) => src}
        renderItem={(src, index) => (
          <img
            src={sizedImage(src, 800)}
            srcSet={imageSrcSet(src, 1200)}
            sizes="(min-width: 1060px) 25vw, (min-width: 523px) 50vw, 100vw"
            alt=""
            width={size.width}
            height={size.height}
            loading={index === 0 ? 'eager' : 'lazy'}
            // The first picture is the page's largest paint on a phone: asked for before the logos.
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      />
    </div>
  );
}

/**
 * The shop's current offers, as the offers' lists show them. Where the tenant shows offers to members
 * only (is_offers_visible_only_when_logged_in), they are left out: sign-in arrives with the members
 * issue, and the first HTML of a visitor is shared (it must not depend on a session).
 */
function ShopOffers({ data, shop, lang }: { data: Data; shop: Shop; lang: Lang }) {
  const { t } = useTranslation('shops');
  const offers = shop.offers ?? [];
  if (data.settings.isOffersVisibleOnlyWhenLoggedIn || offers.length === 0) return null;
  const layout = offerCardLayout(data.settings.offersLayout);
  return (
    <section className="shops__section" aria-labelledby="shop-offers" data-testid="shop-offers">
      <h2 id="shop-offers">{t('shop.offers')}</h2>
      <ul className="offer-grid">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} lang={lang} layout={layout} dateFormat={data.mall.dateFormat} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Week({ days, today, lang }: { days: readonly Day[]; today: string; lang: Lang }) {
  const { t } = useTranslation('shops');
  return (
    <table className="shop-detail__week" data-testid="shop-week">
      <caption className="visually-hidden">{t('shop.hours')}</caption>
      <tbody>
        {days.map((day) => {
          const isToday = day.weekday === today;
          return (
            <tr key={day.weekday} className={isToday ? 'is-today' : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {weekdayName(day.weekday, lang)}
                {isToday && <span className="shop-detail__badge">{t('shop.today')}</span>}
              </th>
              <td>{!day.closed && day.from && day.to ? `${day.from}–${day.to}` : t('shop.closed')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Hours({ data, shop, lang }: { data: Data; shop: Shop; lang: Lang }) {
  const { t } = useTranslation('shops');
  const own = shop.openingHours;
  const mallWeek = data.mall.openingHours.find((zone) => zone.zone === 'default' && !zone.closed)?.days ?? null;
  const week = own ?? mallWeek;
  const today = own ? shop.today : data.mall.today;
  return (
    <section className="shop-detail__block" aria-labelledby="shop-hours" data-testid="shop-hours">
      <h2 id="shop-hours">{t('shop.hours')}</h2>
      <p className="shop-detail__today" data-testid="shop-today">
        {today ? t('shop.todayOpen', { from: today.from, to: today.to }) : t('shop.todayClosed')}
      </p>
      {!own && <p className="shop-detail__note">{t('shop.mallHours')}</p>}
      {week && <Week days={week} today={data.mall.todayWeekday} lang={lang} />}
    </section>
  );
}

function Location({ data, shop, lang }: { data: Data; shop: Shop; lang: Lang }) {
  const { t } = useTranslation('shops');
  const href = floorplanHref(lang, data.settings.defaultFloorplanId, shop.unit);
  const where =
    shop.floor !== null && shop.floor !== undefined && shop.unit
      ? shop.floor === 0
        ? t('shop.groundFloorUnit', { unit: shop.unit })
        : t('shop.floorUnit', { floor: shop.floor, unit: shop.unit })
      : shop.unit
        ? t('shop.unit', { unit: shop.unit })
        : null;
  if (!where && !href) return null;
  return (
    <section className="shop-detail__block shop-detail__location" aria-labelledby="shop-location" data-testid="shop-location">
      <h2 id="shop-location">{t('shop.location')}</h2>
      {where && <p>{where}</p>}
      {href && (
        <p>
          <PrefetchLink to={href} data-testid="shop-floorplan-link">
            {t('shop.showOnMap')}
          </PrefetchLink>
        </p>
      )}
    </section>
  );
}

function Contact({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shops');
  const rows: ReactNode[] = [];
  if (shop.phone)
    rows.push(
      <div key="phone">
        <dt>{t('shop.phone')}</dt>
        <dd>
          <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
        </dd>
      </div>,
    );
  if (shop.email)
    rows.push(
      <div key="email">
        <dt>{t('shop.email')}</dt>
        <dd>
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </dd>
      </div>,
    );
  if (shop.website)
    rows.push(
      <div key="website">
        <dt>{t('shop.website')}</dt>
        <dd>
          <a href={shop.website} target="_blank" rel="noopener noreferrer">
            {shop.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </a>
        </dd>
      </div>,
    );
  if (rows.length === 0 && shop.social.length === 0) return null;
  return (
    <section className="shop-detail__block" aria-labelledby="shop-contact" data-testid="shop-contact">
      <h2 id="shop-contact">{t('shop.contact')}</h2>
      {rows.length > 0 && <dl className="shop-detail__contact">{rows}</dl>}
      {shop.social.length > 0 && (
        <ul className="shop-detail__social" aria-label={t('shop.social')}>
          {shop.social.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {networkNames[link.network] ?? link.network}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The networks as they write their own names. */
const networkNames: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  viber: 'Viber',
};

/** The counts' parts this page has no section for (their text shows without a link). */
export function absentSections(data: Data): CountPart[] {
  const absent: CountPart[] = [];
  if (data.settings.isOffersVisibleOnlyWhenLoggedIn || (data.shop?.offers ?? []).length === 0) absent.push('offers');
  if (data.shopEvents.items.length === 0) absent.push('events');
  if (data.shopNews.items.length === 0) absent.push('news');
  return absent;
}

export function ShopScreen() {
  const context = usePageContext();
  const { lang, params } = context;
  const { t } = useTranslation('shops');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useShopPageQuery({ variables: { lang, id: params.id ?? '' }, context: changedBy('Shop', 'Offer') });
  const redirect = usePageStatus(data ? shopStatus(data, context) : null);
  const title = data ? (shopHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  const floorLabel = useFloorLabel(data?.settings.showFloorNumberOnShopCard ?? false);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  const shop = data?.shop;
  if (!data || !shop) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { settings } = data;
  const location = <Location data={data} shop={shop} lang={lang} />;
  return (
    <article className="shop-detail" data-testid="shop-detail">
      <p className="shops__back">
        <PrefetchLink to={pathFor('shops-services', lang)}>{routeLabel('shops-services', lang)}</PrefetchLink>
      </p>
      <header className="shop-detail__header">
        <span className="shop-detail__logo">
          {shop.logo && <img src={sizedImage(shop.logo, 320)} srcSet={imageSrcSet(shop.logo, 480)} sizes="160px" alt={t('shop.logo', { shop: shop.name })} width={160} height={160} />}
        </span>
        <div className="shop-detail__title">
          <h1>{shop.name}</h1>
          {shop.categories.length > 0 && (
            <ul className="shop-detail__categories" aria-label={t('shop.categories')} data-testid="shop-categories">
              {shop.categories.map((category) => (
                <li key={category.id}>
                  <PrefetchLink to={pathFor('shops-category', lang, { category: category.key, page: 1 })}>{category.name}</PrefetchLink>
                </li>
              ))}
            </ul>
          )}
          {settings.isLoyaltyProgramDisplayedOnShop && shop.loyaltyPartner && (
            <p className="shop-detail__loyalty" data-testid="shop-loyalty">
              {t('shop.loyalty')}
            </p>
          )}
          <ShopCardCounts counts={shop.entityCounts} shopHref={pathFor('shop', lang, { id: shop.id, title: shop.slug })} shopName={shop.name} unlinked={absentSections(data)} />
          <div className="shop-detail__follow">
            <FollowButton shopId={shop.id} followed={shop.followed ?? false} name={shop.name} visitorNote={t('shop.followNeedsSignIn')} />
          </div>
        </div>
      </header>
      {settings.isFloorplanFirstOnShopDetail && location}
      <Gallery shop={shop} ratio={settings.storeDetailCarouselAspectRatio} />
      <div className="shop-detail__columns">
        <div>
          {shop.description && (
            <section className="shop-detail__block" aria-labelledby="shop-about">
              <h2 id="shop-about">{t('shop.about')}</h2>
              {/* Sanitised by the bff (bff/src/shared/rich-text.ts): an allow-list of tags and attributes. */}
              <div className="shop-detail__description" data-testid="shop-description" dangerouslySetInnerHTML={{ __html: shop.description }} />
            </section>
          )}
          {!settings.isFloorplanFirstOnShopDetail && location}
        </div>
        <div>
          <Hours data={data} shop={shop} lang={lang} />
          <Contact shop={shop} />
        </div>
      </div>
      {/* Below the fold: hydrated when near the viewport, idle, or reached for (issue 23). */}
      <HydrateLater>
        <ShopOffers data={data} shop={shop} lang={lang} />
      </HydrateLater>
      <HydrateLater>
        <ShopPosts events={data.shopEvents.items} news={data.shopNews.items} formats={data.mall} lang={lang} />
      </HydrateLater>
      {shop.related.length > 0 && (
        <HydrateLater>
          <section className="shops__section" aria-labelledby="shop-related" data-testid="shop-related">
            <h2 id="shop-related">{t('shop.related')}</h2>
            {/* Breakpoint set 3 (spec §9: six at full width): the site's carousel of the most and smallest
                items, up to eight logo tiles (docs/screens.md "Carousels"). */}
            <Carousel
              label={t('shop.related')}
              items={shop.related}
              set={3}
              className="shop-related"
              getKey={(related) => related.id}
              renderItem={(related) => <ShopCard shop={related} lang={lang} floorLabel={floorLabel(related.floor)} headingLevel={3} />}
            />
          </section>
        </HydrateLater>
      )}
    </article>
  );
}

export default ShopScreen;
