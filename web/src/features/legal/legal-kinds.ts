import type { LegalDocumentKind } from '../../graphql/types';

// The four legal routes (spec §2; German under /de/compliance/) and the document each shows.
export const legalRoutes = {
  'privacy-policy': 'privacyPolicy',
  'terms-and-conditions': 'termsAndConditions',
  cookies: 'cookies',
  'operating-rules': 'operatingRules',
} as const satisfies Record<string, LegalDocumentKind>;

export type LegalRoute = keyof typeof legalRoutes;
