import type { ComponentType } from 'react';
import { asGiven, definePage, oneOf, returnToParam } from '@mall/site';
import { RegisterPageDocument, type RegisterPageQuery, type RegisterPageQueryVariables } from '../../graphql/generated';
import { reasonParam, stepParam, unverifiedReason, verifyStep } from './verify-step';

// Registration (spec §2 "Account pages": /en/register, cz /cz/registrace, sk /sk/registracia; guarded
// guest-only: a member or a mall without sign-in goes home). `?step=verify` is the address's
// confirmation; `?redirect=` is where to go once signed in.
export default definePage<RegisterPageQuery, RegisterPageQueryVariables, ComponentType>({
  route: 'register',
  document: RegisterPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).accountHead('register', data, context.t),
  query: { [returnToParam]: asGiven, [stepParam]: oneOf(verifyStep), [reasonParam]: oneOf(unverifiedReason) },
  view: () => import('./register-screen'),
});
