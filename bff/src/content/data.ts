import type { PublicCall, PublicGet } from '../upstream/public-get';
import { legalDocumentSchema, websitePageSchema } from './upstream';

/**
 * The content's public upstream calls, cached under the 'content' family (edited texts: a change shows
 * within half a minute). A permalink's segments are percent-encoded one by one; its slashes stay
 * slashes, as the platform's route expects (`website-pages/permalink/guides/christmas/gift-ideas`).
 */
export function contentData(get: PublicGet) {
  return {
    privacyPolicy: (call: PublicCall) => get(call, 'content', 'privacy-policy', legalDocumentSchema),
    termsConditions: (call: PublicCall) => get(call, 'content', 'terms-conditions', legalDocumentSchema),
    websitePageByPermalink: (call: PublicCall, permalink: string) =>
      get(call, 'content', `website-pages/permalink/${permalink.split('/').map(encodeURIComponent).join('/')}`, websitePageSchema),
    websitePageById: (call: PublicCall, pageId: string) => get(call, 'content', `website-pages/id/${encodeURIComponent(pageId)}`, websitePageSchema),
  };
}

/** The domain's public upstream calls (the GraphQL context's `data`), found by domains/generated.ts. */
export default contentData;
