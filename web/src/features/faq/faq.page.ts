import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { FaqPageDocument, type FaqPageQuery, type FaqPageQueryVariables } from '../../graphql/generated';

// FAQ (issue 9 "Pages", spec §7 `faq`, `post-categories`): one operation, the head with the FAQPage
// JSON-LD (seo.ts, server only), the view in its own chunk.
export default definePage<FaqPageQuery, FaqPageQueryVariables, ComponentType>({
  route: 'faq',
  document: FaqPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./seo')).faqPageHead(data, context),
  view: () => import('./faq-screen'),
});
