import { detailPath, pageNumber, pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { breadcrumbListJsonLd, eventJsonLd } from '@mall/site/structured-data';
import type { EventPageQuery, EventsPageQuery, PostScope } from '../../graphql/generated';
import { detailHead, listHead } from './head';

// The events' heads, loaded by the server only (the page modules import this lazily).

export function listPageHead(data: EventsPageQuery, { params, t }: HeadContext, scope: PostScope): PageHead {
  return listHead(data, pageNumber(params.page) ?? 1, scope, t);
}

export function detailPageHead(data: EventPageQuery, { lang, t }: HeadContext): PageHead {
  const head = detailHead(data, t);
  const event = data.event;
  if (!event) return head;
  const path = detailPath('event', lang, event);
  const crumbs = [
    { name: t('events:scope.all'), path: pathFor('events', lang, {}) },
    { name: event.title, path },
  ];
  const jsonLd = eventJsonLd({
    name: event.title,
    description: event.summary,
    startDate: event.startsAt,
    endDate: event.endsAt,
    url: path,
    image: event.image,
    mall: { name: data.mall.name, address: {} },
    organizer: event.shop ? { name: event.shop.name, url: detailPath('shop', lang, event.shop) } : null,
  });
  return { ...head, jsonLd: [jsonLd, breadcrumbListJsonLd(crumbs)] };
}
