import type { HeadContext, PageHead } from '@mall/site';
import type { FaqPageQuery } from '../../graphql/generated';

/** Title and description of the page, the mall's name in them (shared by the view for client-side navigation). */
export function faqHead(data: FaqPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return { title: t('faq:head.title', { mall }), description: t('faq:head.description', { mall }) };
}
