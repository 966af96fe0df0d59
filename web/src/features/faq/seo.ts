import { pathFor, type HeadContext, type PageHead } from '@mall/site';
// The JSON-LD builders by their own path: they load with this file, never on the first load.
import { faqPageJsonLd } from '@mall/site/structured-data';
import type { FaqPageQuery } from '../../graphql/generated';
import { faqHead } from './head';

// The FAQ's head, loaded by the server only: title and description, and the questions as a
// schema.org FAQPage for search engines.
export function faqPageHead(data: FaqPageQuery, { lang, t }: HeadContext): PageHead {
  const head = faqHead(data, t);
  const entries = data.faq.flatMap((category) => category.questions);
  return { ...head, jsonLd: entries.length > 0 ? [faqPageJsonLd(entries, { url: pathFor('faq', lang), name: head.title })] : [] };
}
