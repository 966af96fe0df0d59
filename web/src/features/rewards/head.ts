import type { HeadContext, PageHead } from '@mall/site';
import type { RewardPageQuery, RewardsPageQuery } from '../../graphql/generated';

// Titles and descriptions of the rewards' pages, for the server's head (seo.ts) and the title after a
// client-side navigation (the views), so the two never differ.

type Translate = HeadContext['t'];

export function listHead(data: RewardsPageQuery, page: number, t: Translate): PageHead {
  const mall = data.mall.name;
  const category = data.rewards?.category;
  const firstImage = data.rewards?.items.find((r) => r.image)?.image ?? null;
  if (category) {
    return {
      title: page > 1 ? t('rewards:head.categoryTitlePage', { category: category.name, page, mall }) : t('rewards:head.categoryTitle', { category: category.name, mall }),
      description: t('rewards:head.categoryDescription', { category: category.name, mall }),
      ogImage: firstImage,
    };
  }
  return {
    title: page > 1 ? t('rewards:head.titlePage', { page, mall }) : t('rewards:head.title', { mall }),
    description: t('rewards:head.description', { mall }),
    ogImage: firstImage,
  };
}

export function detailHead(data: RewardPageQuery, t: Translate): PageHead {
  const reward = data.reward;
  if (!reward) return {};
  return {
    title: t('rewards:head.rewardTitle', { reward: reward.title, mall: data.mall.name }),
    description: reward.summary?.slice(0, 300) || t('rewards:head.description', { mall: data.mall.name }),
    ogImage: reward.image,
  };
}
