import type { HeadContext, PageHead } from '@mall/site';
import type { MobileAppPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

export function mobileAppHead(data: MobileAppPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  return {
    title: t('mobile-app:head.title', { mall }),
    description: t('mobile-app:head.description', { mall }),
    ogImage: data.mobileAppPage.images[0] ?? data.mall.logos.wide ?? data.mall.logos.base ?? null,
  };
}
