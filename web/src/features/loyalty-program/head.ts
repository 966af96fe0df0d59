import type { HeadContext, PageHead } from '@mall/site';
import type { LoyaltyProgramPageQuery } from '../../graphql/generated';

/** Title, description and Open Graph image (the first programme picture); the view shares the title. */
export function loyaltyProgramHead(data: LoyaltyProgramPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return {
    title: t('loyalty-program:head.title', { mall }),
    description: t('loyalty-program:head.description', { mall }),
    ogImage: data.loyaltyProgram.images[0] ?? null,
  };
}
