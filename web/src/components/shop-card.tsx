import { useMemo } from 'react';
import { pathFor, type Lang } from '@mall/site';
import type { ShopCardFragment } from '../graphql/generated';
import { PrefetchLink } from './prefetch-link';
import { ProxiedImage } from './proxied-image';
import { ShopCardCounts, type EntityCounts } from './shop-card-counts';
import './shop-card.css';

// A shop as a card (issue 8): its logo, its name, its category and, when the tenant shows it
// (show_floor_number_on_shop_card), its floor; the whole card links to the shop's detail screen.
// The floor's wording is the caller's (`floorLabel`), in its own texts. When the list asked for them
// (`...ShopCardCounts`), what the shop has: "3 offers · 1 event", each linking to its detail's section.

export interface ShopCardProps {
  shop: ShopCardFragment & { entityCounts?: EntityCounts | null };
  lang: Lang;
  /** The floor as the card shows it (e.g. "Floor 1"), or null to show none. */
  floorLabel?: string | null;
  /** Images below the fold load lazily; the first row of a list may load at once. */
  eager?: boolean;
  /** Called when the logo has loaded or failed (a list's all-images-loaded flag, spec §4). */
  onImageLoad?: (id: string) => void;
  /** The heading level of the shop's name in its list. */
  headingLevel?: 2 | 3 | 4;
}

export function ShopCard({ shop, lang, floorLabel, eager = false, onImageLoad, headingLevel = 3 }: ShopCardProps) {
  const Heading = `h${headingLevel}` as const;
  const done = useMemo(() => (onImageLoad ? () => onImageLoad(shop.id) : undefined), [onImageLoad, shop.id]);
  const href = pathFor('shop', lang, { id: shop.id, title: shop.slug });
  return (
    <article className="shop-card" data-testid="shop-card">
      <PrefetchLink className="shop-card__link" to={href}>
        <span className="shop-card__logo">
          {shop.logo ? (
            // At most 160 CSS pixels wide (shops.css), up to three device pixels each.
            <ProxiedImage src={shop.logo} srcWidth={320} maxWidth={480} sizes="160px" width={160} height={160} eager={eager} onDone={done} />
          ) : (
            <span className="shop-card__initial" aria-hidden="true">
              {shop.name.charAt(0)}
            </span>
          )}
        </span>
        <Heading className="shop-card__name">{shop.name}</Heading>
      </PrefetchLink>
      {shop.category && <p className="shop-card__category">{shop.category}</p>}
      {floorLabel && <p className="shop-card__floor">{floorLabel}</p>}
      <ShopCardCounts counts={shop.entityCounts} shopHref={href} shopName={shop.name} />
    </article>
  );
}
