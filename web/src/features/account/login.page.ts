import type { ComponentType } from 'react';
import { asGiven, definePage, loginReasonParam, loginReasons, oneOf, returnToParam, sessionParam, ssoOutcomeParam, ssoOutcomes } from '@mall/site';
import { LoginPageDocument, type LoginPageQuery, type LoginPageQueryVariables } from '../../graphql/generated';

// Sign-in (spec §2 "Account pages": /en/login, cz /cz/prihlaseni; guarded guest-only: a member or a
// mall without sign-in goes home). `?redirect=` is where to go after signing in, `?session=expired`
// says why the member is here, `?reason=members-only` why a guest is (a page for members only, issue 18).
export default definePage<LoginPageQuery, LoginPageQueryVariables, ComponentType>({
  route: 'login',
  document: LoginPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).accountHead('login', data, context.t),
  // The way back as given (it is checked where it is followed: returnPathFrom), why the member is
  // here, why a guard sent a guest here, and how a sign-in through the identity provider ended.
  query: { [returnToParam]: asGiven, [sessionParam]: oneOf('expired'), [loginReasonParam]: oneOf(...loginReasons), [ssoOutcomeParam]: oneOf(...ssoOutcomes) },
  view: () => import('./login-screen'),
});
