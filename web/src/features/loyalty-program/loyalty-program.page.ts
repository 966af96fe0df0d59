import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { LoyaltyProgramPageDocument, type LoyaltyProgramPageQuery, type LoyaltyProgramPageQueryVariables } from '../../graphql/generated';

// Loyalty programme (issue 9 "Pages"): shown to everyone; one operation, the head (server only,
// lazily), the view in its own chunk.
export default definePage<LoyaltyProgramPageQuery, LoyaltyProgramPageQueryVariables, ComponentType>({
  route: 'loyalty-program',
  document: LoyaltyProgramPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).loyaltyProgramHead(data, context.t),
  view: () => import('./loyalty-program-screen'),
});
