import type { HeadContext, PageHead } from '@mall/site';
import type { NewsDetailPageQuery, NewsPageQuery, PostScope } from '../../graphql/generated';

// Titles and descriptions of the news' pages, for the server's head (seo.ts) and the title after a
// client-side navigation (the views), so the two never differ.

type Translate = HeadContext['t'];

const listKey = { ALL: 'all', MALL: 'mall', STORES: 'stores' } as const;

export function listHead(data: NewsPageQuery, page: number, scope: PostScope, t: Translate): PageHead {
  const mall = data.mall.name;
  const name = t(`news:scope.${listKey[scope]}`);
  return {
    title: page > 1 ? t('news:head.listTitlePage', { name, page, mall }) : t('news:head.listTitle', { name, mall }),
    description: t(`news:head.listDescription.${listKey[scope]}`, { mall }),
    ogImage: data.news.items.find((n) => n.image)?.image ?? null,
  };
}

export function detailHead(data: NewsDetailPageQuery, t: Translate): PageHead {
  const item = data.newsItem;
  if (!item) return {};
  return {
    title: t('news:head.newsTitle', { news: item.title, mall: data.mall.name }),
    description: item.summary?.slice(0, 300) || t('news:head.listDescription.all', { mall: data.mall.name }),
    ogImage: item.imageWide ?? item.image,
  };
}
