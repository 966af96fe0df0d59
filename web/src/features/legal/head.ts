import type { HeadContext, PageHead, PageStatus } from '@mall/site';
import type { LegalDocumentKind } from '../../graphql/types';
import type { LegalPageQuery } from '../../graphql/generated';

type Translate = HeadContext['t'];

/** The document's own title, or the page's name when the platform gives none. */
export function legalTitle(data: LegalPageQuery | undefined, kind: LegalDocumentKind, t: Translate): string {
  return data?.legalDocument?.title?.trim() || t(`legal:names.${kind}`);
}

/** Title and description of a legal page, for the server's head and the title after client navigation. */
export function legalHead(data: LegalPageQuery, kind: LegalDocumentKind, t: Translate): PageHead {
  if (!data.legalDocument) return {};
  const mall = data.mall.name;
  return { title: t('legal:head.title', { title: legalTitle(data, kind, t), mall }), description: t(`legal:head.description.${kind}`, { mall }) };
}

/** 404 when the mall publishes no such text in any language. */
export function legalStatus(data: LegalPageQuery): PageStatus {
  return data.legalDocument ? { status: 200 } : { status: 404 };
}
