import { pathFor, type HeadContext, type PageHead } from '@mall/site';
import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import type { LegalDocumentKind } from '../../graphql/types';
import type { LegalPageQuery } from '../../graphql/generated';
import { legalHead, legalTitle } from './head';
import type { LegalRoute } from './legal-kinds';

// A legal page's head, loaded by the server only: title, description, and its breadcrumbs.
export function legalPageHead(data: LegalPageQuery, route: LegalRoute, kind: LegalDocumentKind, { lang, t }: HeadContext): PageHead {
  const head = legalHead(data, kind, t);
  if (!data.legalDocument) return head;
  const crumbs = [
    { name: data.mall.name, path: pathFor('home', lang) },
    { name: legalTitle(data, kind, t), path: pathFor(route, lang) },
  ];
  return { ...head, jsonLd: [breadcrumbListJsonLd(crumbs)] };
}
