import type { ComponentType } from 'react';
import { definePage, flag, oneOf, secret } from '@mall/site';
import { newsletterOutcomes, newsletterParams } from '@mall/site/forms';
import { NewsletterPageDocument, type NewsletterPageQuery, type NewsletterPageQueryVariables } from '../../graphql/generated';

// The newsletter (spec §2, §7 `newsletters/subscription`, `newsletters/unsubscribe`): one operation
// for what the page reads; the forms' mutations are sent from the view. `?unsubscribe=1` shows the
// unsubscribe form, `?email=` fills the address in (after hydration: the first HTML never holds it).
// A mailed link (issue 17) adds `token=`, which the page is rendered and kept with as a placeholder
// (`secret`, packages/site/src/page-query.ts): its button posts the real one from the browser's address.
export default definePage<NewsletterPageQuery, NewsletterPageQueryVariables, ComponentType>({
  route: 'newsletter',
  document: NewsletterPageDocument,
  variables: ({ lang }) => ({ lang }),
  head: async (data, context) => (await import('./head')).newsletterHead(data, context.t, context.query),
  query: {
    [newsletterParams.unsubscribe]: flag(),
    [newsletterParams.confirm]: flag(),
    [newsletterParams.token]: secret,
    [newsletterParams.result]: oneOf(...newsletterOutcomes),
  },
  view: () => import('./newsletter-screen'),
});
