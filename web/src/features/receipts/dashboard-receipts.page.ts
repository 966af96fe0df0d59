import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ReceiptsPageDocument, type ReceiptsPageQuery, type ReceiptsPageQueryVariables } from '../../graphql/generated';
import { receiptsQuery, receiptsStatus, receiptsVariables } from './variables';

// Receipts (spec §2 "Dashboard": /en/receipts, cz /cz/uctenky, sk /sk/blocky, de /de/dashboard/receipts).
// A member's page: guarded, rendered for the member on the server, never kept in a shared cache.
export default definePage<ReceiptsPageQuery, ReceiptsPageQueryVariables, ComponentType>({
  route: 'dashboard-receipts',
  document: ReceiptsPageDocument,
  variables: receiptsVariables,
  head: (_data, { t }) => ({ title: t('receipts:head.title'), indexable: false }),
  status: receiptsStatus,
  query: receiptsQuery,
  view: () => import('./receipts-screen'),
});
