import type { HeadContext, PageHead } from '@mall/site';
import type { NewsletterPageQuery } from '../../graphql/generated';

/** Title and description, the mall's name in them (the view shares it for client-side navigation). */
export function newsletterHead(data: NewsletterPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return { title: t('newsletter:head.title', { mall }), description: t('newsletter:head.description', { mall }) };
}
