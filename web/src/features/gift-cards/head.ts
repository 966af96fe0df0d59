import type { HeadContext, PageHead } from '@mall/site';
import type { GiftCardsPageQuery } from '../../graphql/generated';

/** Title, description and Open Graph image (the first gift-card picture); the view shares the title. */
export function giftCardsHead(data: GiftCardsPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return { title: t('gift-cards:head.title', { mall }), description: t('gift-cards:head.description', { mall }), ogImage: data.giftCards.images[0] ?? null };
}
