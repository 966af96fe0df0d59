import type { HeadContext, PageHead } from '@mall/site';
import type { BookingPageQuery, BookingServicePageQuery } from '../../graphql/generated';

// Titles and descriptions of the booking pages, for the server's head (seo.ts) and the title after a
// client-side navigation (the views), so the two never differ.

type Translate = HeadContext['t'];

export function listHead(data: BookingPageQuery, t: Translate): PageHead {
  const mall = data.mall.name;
  return {
    title: t('booking:head.title', { mall }),
    description: t('booking:head.description', { mall }),
    ogImage: data.bookingServices.find((service) => service.image)?.image ?? null,
  };
}

export function serviceHead(data: BookingServicePageQuery, t: Translate): PageHead {
  const service = data.bookingService?.service;
  if (!service) return {};
  return {
    title: t('booking:head.serviceTitle', { service: service.name, mall: data.mall.name }),
    description: service.summary.slice(0, 300) || t('booking:head.description', { mall: data.mall.name }),
    ogImage: service.image,
  };
}
