import type { HeadContext, PageHead } from '@mall/site';
import type { FloorplanPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** Title and description of the page: the plan's title and the mall's name; the plan's own description when it has one. */
export function floorplanHead(data: FloorplanPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  const plan = data.floorplan;
  if (!plan) return {};
  return {
    title: t('floorplan:head.title', { title: plan.title, mall }),
    description: plan.description?.trim() || t('floorplan:head.description', { mall }),
  };
}
