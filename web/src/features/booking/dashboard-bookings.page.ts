import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { MyBookingsPageDocument, type MyBookingsPageQuery, type MyBookingsPageQueryVariables } from '../../graphql/generated';

// My bookings (issue 21: /en/my-bookings, cz /cz/moje-rezervace, sk /sk/moje-rezervacie, de
// /de/dashboard/my-bookings): upcoming and past, each with its QR code, calendar file and cancel. A
// member's page: guarded, rendered for the member on the server, never kept in a shared cache. A mall
// that takes no bookings answers 404.
export default definePage<MyBookingsPageQuery, MyBookingsPageQueryVariables, ComponentType>({
  route: 'dashboard-bookings',
  document: MyBookingsPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: (_data, { t }) => ({ title: t('booking:head.myTitle'), indexable: false }),
  // A mall that takes no bookings has no such page (its menu does not list it either).
  status: (data) => (data.bookingOpen ? { status: 200 } : { status: 404 }),
  view: () => import('./dashboard-bookings-screen'),
});
