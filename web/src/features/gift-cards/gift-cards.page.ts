import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { GiftCardsPageDocument, type GiftCardsPageQuery, type GiftCardsPageQueryVariables } from '../../graphql/generated';

// Gift cards (issue 9 "Pages"): one operation, the head (server only, lazily), the view in its own chunk.
export default definePage<GiftCardsPageQuery, GiftCardsPageQueryVariables, ComponentType>({
  route: 'gift-cards',
  document: GiftCardsPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).giftCardsHead(data, context.t),
  view: () => import('./gift-cards-screen'),
});
