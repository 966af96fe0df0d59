import type { HeadContext, PageHead } from '@mall/site';
import type { OpeningHoursPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** Title and description of the page: the mall's name in them, its own note as the description when it has one. */
export function openingHoursHead(data: OpeningHoursPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  return {
    title: t('opening-hours:head.title', { mall }),
    description: data.mall.openingHoursDescription?.trim() || t('opening-hours:head.description', { mall }),
  };
}
