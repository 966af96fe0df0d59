import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ForgotPasswordPageDocument, type ForgotPasswordPageQuery, type ForgotPasswordPageQueryVariables } from '../../graphql/generated';

// A forgotten password (spec §2 "Account pages": /en/forgot-password; guarded guest-only).
export default definePage<ForgotPasswordPageQuery, ForgotPasswordPageQueryVariables, ComponentType>({
  route: 'forgot-password',
  document: ForgotPasswordPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).accountHead('forgot', data, context.t),
  view: () => import('./forgot-password-screen'),
});
