import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { EventPageDocument, type EventPageQuery, type EventPageQueryVariables } from '../../graphql/generated';
import { detailPageStatus, detailVariables } from './variables';

// An event's detail (spec §2 "Event detail", `/en/event/{id}/{title}`).
export default definePage<EventPageQuery, EventPageQueryVariables, ComponentType>({
  route: 'event',
  document: EventPageDocument,
  variables: detailVariables,
  head: async (data, context) => (await import('./seo')).detailPageHead(data, context),
  status: detailPageStatus,
  view: () => import('./event-screen'),
});
