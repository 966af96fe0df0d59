import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { LegalPageDocument, type LegalPageQuery, type LegalPageQueryVariables } from '../../graphql/generated';
import { legalStatus } from './head';
import { legalRoutes, type LegalRoute } from './legal-kinds';

/**
 * The page module of one legal route: one operation (the document of its kind), its head (server only,
 * loaded lazily), 404 when the mall publishes no such text, and its view.
 */
export function defineLegalPage(route: LegalRoute, view: () => Promise<{ default: ComponentType }>) {
  const kind = legalRoutes[route];
  return definePage<LegalPageQuery, LegalPageQueryVariables, ComponentType>({
    route,
    document: LegalPageDocument,
    variables: ({ lang }) => ({ lang, kind }),
    head: async (data, context) => (await import('./seo')).legalPageHead(data, route, kind, context),
    status: legalStatus,
    view,
  });
}
