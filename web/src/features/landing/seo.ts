import { pathFor, type HeadContext, type PageHead } from '@mall/site';
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { LandingPageQuery } from '../../graphql/generated';
import { landingHead } from './head';
import type { LandingRoute } from './landing-sites';

// A landing's head, loaded by the server only: title, description, image, and its breadcrumbs.
export function landingPageHead(data: LandingPageQuery, route: LandingRoute, { lang, t }: HeadContext): PageHead {
  const head = landingHead(data, t);
  const landing = data.landing;
  if (!landing) return head;
  const crumbs = [
    { name: data.mall.name, path: pathFor('home', lang) },
    { name: landing.title, path: pathFor(route, lang, { title: landing.permalink }) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
