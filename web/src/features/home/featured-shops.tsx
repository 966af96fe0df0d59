import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { PrefetchLink } from '../../components/prefetch-link';
import type { HomePageQuery } from '../../graphql/generated';
import { imageSrcSet, pathFor, sizedImage, type Lang } from '@mall/site';
// Drawn as shop cards without the card's component: its styles are imported here, as a page carries
// the styles its own modules import, not every screen's (vite.config.ts, cssCodeSplit).
import '../../components/shop-card.css';

type Shop = HomePageQuery['featuredShops'][number];

export function FeaturedShops({ shops, lang }: { shops: readonly Shop[]; lang: Lang }) {
  const { t } = useTranslation();
  if (shops.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="featured-shops-title" data-testid="featured-shops">
      <div className="home-section__head">
        <h2 id="featured-shops-title">{t('home.featuredShops')}</h2>
        <PrefetchLink to={pathFor('shops-services', lang)}>{t('home.allShops')}</PrefetchLink>
      </div>
      <Carousel
        label={t('home.featuredShops')}
        items={shops}
        set={2}
        getKey={(s) => s.id}
        renderItem={(shop) => (
          <PrefetchLink className="shop-card" to={pathFor('shop', lang, { id: shop.id, title: shop.slug })}>
            <span className="shop-card__logo">
              {shop.logo && (
                // At most 140 CSS pixels wide (global.css), up to three device pixels each.
                <img src={sizedImage(shop.logo, 320)} srcSet={imageSrcSet(shop.logo, 420)} sizes="140px" alt="" width={160} height={160} loading="lazy" />
              )}
            </span>
            <span className="shop-card__name">{shop.name}</span>
            {shop.category && <span className="shop-card__category">{shop.category}</span>}
          </PrefetchLink>
        )}
      />
    </section>
  );
}
