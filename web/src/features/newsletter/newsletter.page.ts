import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { NewsletterPageDocument, type NewsletterPageQuery, type NewsletterPageQueryVariables } from '../../graphql/generated';

// The newsletter (spec §2, §7 `newsletters/subscription`, `newsletters/unsubscribe`): one operation
// for what the page reads; the forms' mutations are sent from the view. `?unsubscribe=1` shows the
// unsubscribe form, `?email=` fills the address in (after hydration: the first HTML never holds it).
// A mailed link (issue 17) adds `token=`, which the bff renders and keeps the page with as a
// placeholder (bff/src/spa/page-key.ts): its button posts the real one from the browser's address.
export default definePage<NewsletterPageQuery, NewsletterPageQueryVariables, ComponentType>({
  route: 'newsletter',
  document: NewsletterPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).newsletterHead(data, context.t, context.query),
  view: () => import('./newsletter-screen'),
});
