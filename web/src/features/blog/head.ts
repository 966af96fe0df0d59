import type { HeadContext, PageHead } from '@mall/site';
import type { BlogPageQuery } from '../../graphql/generated';

// The blog's title and description, for the server's head (seo.ts) and the title after a client-side
// navigation (the view), so the two never differ.

type Translate = HeadContext['t'];

export function blogHead(data: BlogPageQuery, page: number, t: Translate): PageHead {
  const mall = data.mall.name;
  const name = data.blog.category ? t('blog:head.category', { category: data.blog.category.name }) : t('blog:title');
  return {
    title: page > 1 ? t('blog:head.titlePage', { name, page, mall }) : t('blog:head.title', { name, mall }),
    description: t('blog:head.description', { mall }),
    ogImage: data.blog.items.find((a) => a.image)?.image ?? null,
  };
}
