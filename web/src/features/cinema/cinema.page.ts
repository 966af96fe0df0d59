import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { CinemaPageDocument, type CinemaPageQuery, type CinemaPageQueryVariables } from '../../graphql/generated';
import { hasCinema } from './programme';

// The cinema (issue 9 "Pages"; cz /cz/kino): one operation; a mall with no cinema answers 404.
export default definePage<CinemaPageQuery, CinemaPageQueryVariables, ComponentType>({
  route: 'cinema',
  document: CinemaPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).cinemaPageHead(data, context),
  status: (data) => (hasCinema(data) ? { status: 200 } : { status: 404 }),
  view: () => import('./cinema-screen'),
});
