import type { HeadContext, PageHead } from '@mall/site';
import type { NewsletterPageQuery } from '../../graphql/generated';

/**
 * Title and description, the mall's name in them (the view shares it for client-side navigation). A
 * mailed link's page and a link's result (issue 17: `?token=`, `?result=`) are one visitor's, not
 * pages to index.
 */
export function newsletterHead(data: NewsletterPageQuery, t: HeadContext['t'], query: HeadContext['query'] = {}): PageHead {
  const mall = data.mall.name;
  const personal = query.token !== undefined || query.result !== undefined;
  return { title: t('newsletter:head.title', { mall }), description: t('newsletter:head.description', { mall }), ...(personal ? { indexable: false } : {}) };
}
