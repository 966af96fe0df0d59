import type { ComponentType } from 'react';
import { definePage, flag } from '@mall/site';
import { SetNewPasswordPageDocument, type SetNewPasswordPageQuery, type SetNewPasswordPageQueryVariables } from '../../graphql/generated';
import { sentParam } from './new-password-path';

// Setting a new password with the e-mailed code (spec §2 "Account pages": /en/set-new-password;
// guarded guest-only like the forgotten password's first step). `?email=` fills the address in.
export default definePage<SetNewPasswordPageQuery, SetNewPasswordPageQueryVariables, ComponentType>({
  route: 'set-new-password',
  document: SetNewPasswordPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).accountHead('reset', data, context.t),
  // `?sent=1`: the code is on its way. `?email=` is read in the browser only.
  query: { [sentParam]: flag() },
  view: () => import('./set-new-password-screen'),
});
