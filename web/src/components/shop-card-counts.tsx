import { useTranslation } from 'react-i18next';
import { PrefetchLink } from './prefetch-link';

// What a shop has (spec §7 `companies-with-entities`): "3 offers · 1 event · 2 news items", each part
// linking to the shop detail's section of it (#shop-offers, #shop-events, #shop-news), with the
// language's plural forms (Czech and Slovak: one, few, many, other). Nothing when all are zero or the
// counts are unknown; a zero part is left out.

export interface EntityCounts {
  offers: number;
  events: number;
  news: number;
}

export const COUNT_PARTS = ['offers', 'events', 'news'] as const;
export type CountPart = (typeof COUNT_PARTS)[number];

/** The parts a shop has (a count above zero), in the order offers, events, news. */
export function countParts(counts: EntityCounts | null | undefined): { part: CountPart; count: number }[] {
  if (!counts) return [];
  return COUNT_PARTS.flatMap((part) => (counts[part] > 0 ? [{ part, count: counts[part] }] : []));
}

export interface ShopCardCountsProps {
  counts: EntityCounts | null | undefined;
  /** The shop's detail path; each part links to its section there. */
  shopHref: string;
  shopName: string;
  /** Parts the detail does not show (e.g. offers for members only): text without a link. */
  unlinked?: readonly CountPart[];
}

export function ShopCardCounts({ counts, shopHref, shopName, unlinked = [] }: ShopCardCountsProps) {
  const { t } = useTranslation();
  const parts = countParts(counts);
  if (parts.length === 0) return null;
  return (
    <ul className="shop-counts" aria-label={t('shopCounts.label', { shop: shopName })} data-testid="shop-counts">
      {parts.map(({ part, count }) => {
        const text = t(`shopCounts.${part}`, { count });
        return (
          <li key={part} className="shop-counts__part" data-part={part}>
            {unlinked.includes(part) ? text : <PrefetchLink to={`${shopHref}#shop-${part}`}>{text}</PrefetchLink>}
          </li>
        );
      })}
    </ul>
  );
}
