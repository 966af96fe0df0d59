import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { PaymentMethodsPageDocument, type PaymentMethodsPageQuery, type PaymentMethodsPageQueryVariables } from '../../graphql/generated';

// The member's saved cards (spec §2 "Dashboard": payment-methods, path ours: /en/payment-methods,
// cz /cz/platebni-metody; guarded).
export default definePage<PaymentMethodsPageQuery, PaymentMethodsPageQueryVariables, ComponentType>({
  route: 'dashboard-payment-methods',
  document: PaymentMethodsPageDocument,
  variables: () => ({}),
  head: (_data, { t }) => ({ title: t('payments:methods.head.title'), indexable: false }),
  view: () => import('./payment-methods-screen'),
});
