import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { BookingPageDocument, type BookingPageQuery, type BookingPageQueryVariables } from '../../graphql/generated';
import { listPageStatus } from './variables';

// The mall's bookable services (issue 21: /en/booking, cz /cz/rezervace, sk /sk/rezervacie, de
// /de/booking): one operation; a mall without any answers 404, as cinema does.
export default definePage<BookingPageQuery, BookingPageQueryVariables, ComponentType>({
  route: 'booking',
  document: BookingPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).listPageHead(data, context),
  status: listPageStatus,
  view: () => import('./booking-screen'),
});
