import type { HeadContext, PageHead } from '@mall/site';
import type { ArticlePageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** Title, description and Open Graph image of an article, for the server's head and client navigation. */
export function articleHead(data: ArticlePageQuery, t: Translate): PageHead {
  const page = data.websitePage;
  if (!page) return {};
  return { title: t('article:head.title', { title: page.title, mall: data.mall.name }), description: page.description ?? undefined, ogImage: page.image };
}
