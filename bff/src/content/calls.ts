import type { PublicGet } from '../upstream/public-get';
import type { CallContext } from '../upstream/client';
import { legalDocumentSchema, websitePageSchema } from './upstream';

/**
 * The content's public upstream calls, cached under the 'content' family (edited texts: a change shows
 * within half a minute). A permalink's segments are percent-encoded one by one; its slashes stay
 * slashes, as the platform's route expects (`website-pages/permalink/guides/christmas/gift-ideas`).
 */
export function contentCalls(get: PublicGet) {
  return {
    privacyPolicy: (call: CallContext) => get(call, 'content', 'privacy-policy', legalDocumentSchema),
    termsConditions: (call: CallContext) => get(call, 'content', 'terms-conditions', legalDocumentSchema),
    websitePageByPermalink: (call: CallContext, permalink: string) =>
      get(call, 'content', `website-pages/permalink/${permalink.split('/').map(encodeURIComponent).join('/')}`, websitePageSchema),
    websitePageById: (call: CallContext, pageId: string) => get(call, 'content', `website-pages/id/${encodeURIComponent(pageId)}`, websitePageSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `calls`), found by domains/generated.ts. */
export default contentCalls;
