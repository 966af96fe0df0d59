import type { HeadContext, PageHead } from '@mall/site';
import type { EshopsPageQuery } from '../../graphql/generated';

// The e-shops' title and description, for the server's head (seo.ts) and the title after a
// client-side navigation (the view), so the two never differ.
export function eshopsHead(data: EshopsPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return { title: t('eshops:head.title', { mall }), description: t('eshops:head.description', { mall }) };
}
