import type { HeadContext, PageHead } from '@mall/site';
import type { AboutPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** Title and description: the mall's name in the title, its own summary as the description when it has one. */
export function aboutHead(data: AboutPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  return {
    title: t('about:head.title', { mall }),
    description: data.aboutPage.summary?.trim() || t('about:head.description', { mall }),
    ogImage: data.aboutPage.images[0] ?? data.mall.logos.wide ?? data.mall.logos.base ?? null,
  };
}
