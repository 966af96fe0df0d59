import type { HeadContext, PageHead } from '@mall/site';
import type { InformationPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

export function informationHead(data: InformationPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  return {
    title: t('information:head.title', { mall }),
    description: t('information:head.description', { mall }),
    ogImage: data.mall.logos.wide ?? data.mall.logos.base ?? null,
  };
}
