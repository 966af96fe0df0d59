import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { ContactPageDocument, type ContactPageQuery, type ContactPageQueryVariables } from '../../graphql/generated';

// Contact (spec §2, cz /cz/kontakt): one operation for the mall's contacts; the contact form's
// mutation is sent from the view, and the form is there only when the mall has it on.
export default definePage<ContactPageQuery, ContactPageQueryVariables, ComponentType>({
  route: 'contact',
  document: ContactPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).contactPageHead(data, context),
  view: () => import('./contact-screen'),
});
