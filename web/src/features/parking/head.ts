import type { HeadContext, PageHead } from '@mall/site';
import type { ParkingPageQuery } from '../../graphql/generated';

/** Title, description and Open Graph image (the first parking picture); the view shares the title. */
export function parkingHead(data: ParkingPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return { title: t('parking:head.title', { mall }), description: t('parking:head.description', { mall }), ogImage: data.parking.images[0] ?? null };
}
