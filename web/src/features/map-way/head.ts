import type { HeadContext, PageHead } from '@mall/site';
import type { MapWayPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

export function mapWayHead(data: MapWayPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  const { street, city } = data.mall.address;
  const address = [street, city].filter(Boolean).join(', ');
  return {
    title: t('map-way:head.title', { mall }),
    description: address ? t('map-way:head.descriptionAt', { mall, address }) : t('map-way:head.description', { mall }),
    ogImage: data.mall.logos.wide ?? data.mall.logos.base ?? null,
  };
}
