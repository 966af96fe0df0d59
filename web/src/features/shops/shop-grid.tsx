import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/site';
import { ShopCard } from '../../components/shop-card';
import type { ShopCardFragment } from '../../graphql/generated';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';

// A list of shop cards with the list's all-images-loaded flag (spec §4 "Lists"), shown on the list as
// `data-all-images-loaded` (tests and styles read it).

/** The floor as a card says it: the ground floor by name, the others by number. */
export function useFloorLabel(show: boolean): (floor: number | null | undefined) => string | null {
  const { t } = useTranslation('shops');
  return (floor) => {
    if (!show || floor === null || floor === undefined) return null;
    return floor === 0 ? t('card.groundFloor') : t('card.floor', { floor });
  };
}

export interface ShopGridProps {
  shops: readonly ShopCardFragment[];
  lang: Lang;
  showFloor: boolean;
  /** Cards in the first rows load their logos at once; the rest lazily. */
  eagerCount?: number;
  headingLevel?: 2 | 3 | 4;
  testId?: string;
}

export function ShopGrid({ shops, lang, showFloor, eagerCount = 0, headingLevel = 3, testId }: ShopGridProps) {
  const floorLabel = useFloorLabel(showFloor);
  // The same array while the result is the same (the flag tells a refetch by a new array).
  const withLogos = useMemo(() => shops.filter((shop) => shop.logo), [shops]);
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(withLogos);
  return (
    <ul className="shop-grid" data-testid={testId} data-all-images-loaded={allImagesLoaded ? 'true' : 'false'}>
      {shops.map((shop, index) => (
        <li key={shop.id}>
          <ShopCard shop={shop} lang={lang} floorLabel={floorLabel(shop.floor)} eager={index < eagerCount} onImageLoad={onImageLoad} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
