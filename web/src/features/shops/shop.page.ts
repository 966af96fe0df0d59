import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ShopPageDocument, type ShopPageQuery, type ShopPageQueryVariables } from '../../graphql/generated';
import { shopStatus } from './status';

// Shop detail (spec §2): `/{lang}/shop/{id}/{title}`; an unknown id answers 404, another title 301 to
// the shop's own slug.
export default definePage<ShopPageQuery, ShopPageQueryVariables, ComponentType>({
  route: 'shop',
  document: ShopPageDocument,
  variables: ({ lang, params }) => ({ lang, id: params.id ?? '' }),
  head: async (data, context) => (await import('./seo')).shopPageHead(data, context),
  status: shopStatus,
  view: () => import('./shop-screen'),
});
