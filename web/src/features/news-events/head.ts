import type { HeadContext, PageHead } from '@mall/site';
import type { NewsEventsPageQuery } from '../../graphql/generated';

// The landing's title and description, for the server's head (seo.ts) and the title after a
// client-side navigation (the view), so the two never differ.

export function newsEventsHead(data: NewsEventsPageQuery, t: HeadContext['t']): PageHead {
  const mall = data.mall.name;
  return {
    title: t('news-events:head.title', { mall }),
    description: t('news-events:head.description', { mall }),
    // The newest news' picture, else the next event's.
    ogImage: [...data.lastNews, ...data.upcomingEvents].find((item) => item.image)?.image ?? null,
  };
}
