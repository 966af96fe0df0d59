import { pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { BookingPageQuery, BookingServicePageQuery } from '../../graphql/generated';
import { listHead, serviceHead } from './head';
import { servicePath } from './variables';

// The booking pages' heads, loaded by the server only (the page modules import this lazily).

export function listPageHead(data: BookingPageQuery, { t }: HeadContext): PageHead {
  return listHead(data, t);
}

export function servicePageHead(data: BookingServicePageQuery, { lang, t }: HeadContext): PageHead {
  const head = serviceHead(data, t);
  const service = data.bookingService?.service;
  if (!service) return head;
  const crumbs = [
    { name: t('booking:title'), path: pathFor('booking', lang) },
    { name: service.name, path: servicePath(lang, service) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
