import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { EventsPageDocument, type EventsPageQuery, type EventsPageQueryVariables } from '../../graphql/generated';
import { listPageStatus, listQuery, listVariables } from './variables';

// The events list of scope ALL (spec §2 events lists: coming and ongoing events, by start).
export default definePage<EventsPageQuery, EventsPageQueryVariables, ComponentType>({
  route: 'events',
  document: EventsPageDocument,
  variables: listVariables('ALL'),
  head: async (data, context) => (await import('./seo')).listPageHead(data, context, 'ALL'),
  status: listPageStatus,
  query: listQuery,
  view: () => import('./events-screen'),
});
