import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ProfilePageDocument, type ProfilePageQuery, type ProfilePageQueryVariables } from '../../graphql/generated';

// The member's profile (spec §2 "Dashboard": /en/profile, cz /cz/profil, de /de/dashboard/profile;
// guarded: a visitor signs in first): personal details, newsletter consent, password, account deletion.
export default definePage<ProfilePageQuery, ProfilePageQueryVariables, ComponentType>({
  route: 'dashboard-profile',
  document: ProfilePageDocument,
  variables: ({ lang }) => ({ lang }),
  head: (_data, { t }) => ({ title: t('profile:head.title'), indexable: false }),
  view: () => import('./profile-screen'),
});
