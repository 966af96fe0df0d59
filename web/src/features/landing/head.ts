import type { HeadContext, PageHead, PageStatus } from '@mall/site';
import type { LandingPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** Title, description and Open Graph image of a landing, for the server's head and client navigation. */
export function landingHead(data: LandingPageQuery, t: Translate): PageHead {
  const landing = data.landing;
  if (!landing) return {};
  return { title: t('landing:head.title', { title: landing.title, mall: data.mall.name }), description: landing.description ?? undefined, ogImage: landing.image };
}

/** 404 for an unknown title, a page that is no landing, and every landing route on another tenant. */
export function landingStatus(data: LandingPageQuery): PageStatus {
  return data.landing ? { status: 200 } : { status: 404 };
}
