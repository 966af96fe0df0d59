import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { PurchasesPageDocument, type PurchasesPageQuery, type PurchasesPageQueryVariables } from '../../graphql/generated';
import { purchasesQuery, purchasesStatus, purchasesVariables } from './variables';

// The member's purchases (spec §2 "Dashboard": purchases, path ours: /en/purchases, cz /cz/nakupy;
// guarded), 10 a page, `?page=` for the older ones.
export default definePage<PurchasesPageQuery, PurchasesPageQueryVariables, ComponentType>({
  route: 'dashboard-purchases',
  document: PurchasesPageDocument,
  variables: purchasesVariables,
  head: (_data, { t }) => ({ title: t('payments:purchases.head.title'), indexable: false }),
  status: purchasesStatus,
  query: purchasesQuery,
  view: () => import('./purchases-screen'),
});
