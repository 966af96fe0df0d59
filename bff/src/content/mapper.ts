import { languages, type Lang } from '@mall/site';
import type { Landing, LegalDocument, LegalDocumentKind, WebsitePage } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { plainText, sanitizeRichText, withHeadingAnchors, type RichTextOptions } from '../shared/rich-text';
import { pickTranslation, type DisplayContext, type TranslationRecord } from '../shared/translation';
import { landingSectionsSchema, type UpstreamWebsitePage } from './upstream';

// Display-ready content: the chosen translation (spec §5 fallback) with the language it is written in,
// the rich text sanitised once (shared/rich-text.ts; links to the tenant's own hosts stay in the tab),
// second-level headings anchored for a table of contents, images through the image route.

export interface ContentContext extends DisplayContext, RichTextOptions {}

/** A translated field with the language of the record it came from. */
export function pickWithLanguage(records: readonly TranslationRecord[], field: string, ctx: DisplayContext): { value: string; lang: Lang } | null {
  const value = pickTranslation(records, field, ctx.lang, ctx.fallbackLang);
  if (value === undefined) return null;
  // The page's own language when it has this very text; otherwise the record the fallback chose.
  const own = records.find((r) => r.locale === ctx.lang && r[field] === value);
  const locale = own?.locale ?? records.find((r) => r[field] === value)?.locale;
  const lang = languages.find((l) => l === locale) ?? ctx.lang;
  return { value, lang };
}

/** The record of a language, for the fields that go with the chosen text (a page's title with its body). */
const recordOf = (records: readonly TranslationRecord[], lang: Lang) => records.find((r) => r.locale === lang);

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function toLegalDocument(
  kind: LegalDocumentKind,
  records: readonly TranslationRecord[],
  field: string,
  updatedAt: string | null | undefined,
  ctx: ContentContext,
): LegalDocument | null {
  const picked = pickWithLanguage(records, field, ctx);
  const clean = picked ? sanitizeRichText(picked.value, ctx) : null;
  if (!picked || !clean) return null;
  const { html, headings } = withHeadingAnchors(clean);
  return { kind, title: textOf(recordOf(records, picked.lang)?.title), html, headings, contentLang: picked.lang, updatedAt: updatedAt ?? null };
}

/**
 * A page in one language: the title decides the language (a page is shown in one language, never a
 * title of one and a body of another), and its body, lead and sections come from the same record.
 */
function pageText(page: UpstreamWebsitePage, ctx: ContentContext) {
  const picked = pickWithLanguage(page.translations, 'title', ctx);
  const record = picked ? recordOf(page.translations, picked.lang) : undefined;
  const lead = textOf(record?.description);
  return { title: picked?.value ?? 'Title missing', lang: picked?.lang ?? ctx.lang, record, description: lead ? plainText(lead) : null };
}

export function toWebsitePage(page: UpstreamWebsitePage, ctx: ContentContext): WebsitePage {
  const { title, lang, record, description } = pageText(page, ctx);
  const clean = sanitizeRichText(textOf(record?.article), ctx);
  const anchored = clean ? withHeadingAnchors(clean) : null;
  return {
    id: page.id,
    permalink: page.permalink,
    title,
    description: description ?? (clean ? plainText(clean).slice(0, 300) : null),
    html: anchored?.html ?? null,
    headings: anchored?.headings ?? [],
    image: proxiedImage(page.image),
    publishedAt: page.published_at ?? null,
    contentLang: lang,
  };
}

/** The settings' image group `landings_images` (`landings_images_1`, `_2` … in number order), through the image route. */
export function landingImages(settings: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(settings)
    .filter((key) => /^landings_images_\d+$/.test(key))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((key) => proxiedImage(textOf(settings[key])))
    .filter((src): src is string => src !== null);
}

export function toLanding(page: UpstreamWebsitePage, gallery: readonly string[], ctx: ContentContext): Landing {
  const { title, lang, record, description } = pageText(page, ctx);
  const sections = landingSectionsSchema.safeParse(record?.sections ?? []);
  return {
    id: page.id,
    permalink: page.permalink,
    title,
    description,
    html: sanitizeRichText(textOf(record?.article), ctx),
    image: proxiedImage(page.image) ?? gallery[0] ?? null,
    gallery: [...gallery],
    // Anchors from the section's position: unique, stable, and no editor's words in an id.
    sections: (sections.success ? sections.data : []).map((section, index) => ({
      id: `part-${index + 1}`,
      title: section.title.trim(),
      html: sanitizeRichText(section.article, ctx),
    })),
    contentLang: lang,
  };
}
