import type { ComponentType } from 'react';
import { definePage, pageSizeQuery } from '@mall/site';
import { ShopsCategoryPageDocument, type ShopsCategoryPageQuery, type ShopsCategoryPageQueryVariables } from '../../graphql/generated';
import { shopsCategoryStatus, shopsCategoryVariables } from './status';

// Shops by category (spec §2): `/{lang}/shops/{id}-{slug}/{page}`; an unknown category, a page that is
// not a number or one past the last answer 404, another slug 301 to the category's own.
export default definePage<ShopsCategoryPageQuery, ShopsCategoryPageQueryVariables, ComponentType>({
  route: 'shops-category',
  document: ShopsCategoryPageDocument,
  variables: shopsCategoryVariables,
  head: async (data, context) => (await import('./seo')).shopsCategoryPageHead(data, context),
  status: shopsCategoryStatus,
  query: pageSizeQuery,
  view: () => import('./shops-category-screen'),
});
