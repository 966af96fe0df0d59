import type { HeadContext, PageHead } from '@mall/site';
import type { EventPageQuery, EventsPageQuery, PostScope } from '../../graphql/generated';

// Titles and descriptions of the events' pages, for the server's head (seo.ts) and the title after a
// client-side navigation (the views), so the two never differ.

type Translate = HeadContext['t'];

const listKey = { ALL: 'all', MALL: 'mall', STORES: 'stores' } as const;

export function listHead(data: EventsPageQuery, page: number, scope: PostScope, t: Translate): PageHead {
  const mall = data.mall.name;
  const name = t(`events:scope.${listKey[scope]}`);
  return {
    title: page > 1 ? t('events:head.listTitlePage', { name, page, mall }) : t('events:head.listTitle', { name, mall }),
    description: t(`events:head.listDescription.${listKey[scope]}`, { mall }),
    ogImage: data.events.items.find((e) => e.image)?.image ?? null,
  };
}

export function detailHead(data: EventPageQuery, t: Translate): PageHead {
  const event = data.event;
  if (!event) return {};
  return {
    title: t('events:head.eventTitle', { event: event.title, mall: data.mall.name }),
    description: event.summary?.slice(0, 300) || t('events:head.listDescription.all', { mall: data.mall.name }),
    ogImage: event.imageWide ?? event.image,
  };
}
