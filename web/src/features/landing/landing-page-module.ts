import type { ComponentType } from 'react';
import { definePage } from '@mall/site';
import { LandingPageDocument, type LandingPageQuery, type LandingPageQueryVariables } from '../../graphql/generated';
import { landingStatus } from './head';
import { landingRoutes, type LandingRoute } from './landing-sites';

/** The page module of one tenant's landing route: its site, the `{title}` of the path, its head and status. */
export function defineLandingPage(route: LandingRoute, view: () => Promise<{ default: ComponentType }>) {
  const site = landingRoutes[route];
  return definePage<LandingPageQuery, LandingPageQueryVariables, ComponentType>({
    route,
    document: LandingPageDocument,
    variables: ({ lang, params }) => ({ lang, site, title: params.title ?? '' }),
    head: async (data, context) => (await import('./seo')).landingPageHead(data, route, context),
    status: landingStatus,
    view,
  });
}
