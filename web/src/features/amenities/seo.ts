import { pageNumber, pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { AmenitiesPageQuery, AmenityPageQuery } from '../../graphql/generated';
import { detailHead, listHead } from './head';

// The amenities' heads, loaded by the server only (the page modules import this lazily).

export function listPageHead(data: AmenitiesPageQuery, { params, t }: HeadContext): PageHead {
  return listHead(data, pageNumber(params.page) ?? 1, t);
}

export function detailPageHead(data: AmenityPageQuery, { lang, t }: HeadContext): PageHead {
  const head = detailHead(data, t);
  const amenity = data.amenity;
  if (!amenity) return head;
  const crumbs = [
    { name: t('amenities:title'), path: pathFor('amenities', lang) },
    ...(amenity.category ? [{ name: amenity.category.name, path: pathFor('amenities-category', lang, { category: amenity.category.key, page: 1 }) }] : []),
    { name: amenity.title, path: pathFor('amenity', lang, { id: amenity.id, title: amenity.slug }) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
