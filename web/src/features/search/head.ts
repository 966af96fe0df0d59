import type { HeadContext, PageHead } from '@mall/site';
import type { SearchPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** The page's title and description: the search itself when there is one, else the mall's search. */
export function searchHead(data: SearchPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  const query = data.search.query;
  return {
    title: query ? t('search:head.titleWithQuery', { query, mall }) : t('search:head.title', { mall }),
    description: t('search:head.description', { mall }),
    // Result pages are ours, not content: search engines ask sites to keep them out of their index.
    indexable: false,
  };
}
