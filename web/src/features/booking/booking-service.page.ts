import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { BookingServicePageDocument, type BookingServicePageQuery, type BookingServicePageQueryVariables } from '../../graphql/generated';
import { serviceQuery, servicePageStatus, serviceVariables } from './variables';

// A bookable service (issue 21: /en/booking/{id}/{title}): the service in full and its booking window.
// The chosen day and time are the query (`?date=&time=`), so they are in the address and survive the
// sign-in; the day's free times are asked by the browser, never kept in the page (docs/screens.md).
export default definePage<BookingServicePageQuery, BookingServicePageQueryVariables, ComponentType>({
  route: 'booking-service',
  document: BookingServicePageDocument,
  variables: serviceVariables,
  head: async (data, context) => (await import('./seo')).servicePageHead(data, context),
  status: servicePageStatus,
  query: serviceQuery,
  view: () => import('./booking-service-screen'),
});
