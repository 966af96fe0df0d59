import type { HeadContext, PageHead } from '@mall/site';
import type { ContactPageQuery } from '../../graphql/generated';

/** Title and description with the mall's name and town (the view shares it for client-side navigation). */
export function contactHead(data: ContactPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  const city = data.mall.address.city;
  return {
    title: t('contact:head.title', { mall }),
    description: city ? t('contact:head.descriptionCity', { mall, city }) : t('contact:head.description', { mall }),
  };
}
