import { pathFor, type HeadContext, type PageHead } from '@mall/site';
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { EshopsPageQuery } from '../../graphql/generated';
import { eshopsHead } from './head';

// The e-shops' head, loaded by the server only: title, description and breadcrumbs.
export function eshopsPageHead(data: EshopsPageQuery, { lang, t }: HeadContext): PageHead {
  const crumbs = [
    { name: data.mall.name, path: pathFor('home', lang) },
    { name: t('eshops:title'), path: pathFor('eshops', lang) },
  ];
  return { ...eshopsHead(data, t), jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
