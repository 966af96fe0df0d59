import { languages } from '@mall/site';
import type { BlogArticle, BlogCategory } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { plainText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamBlogArticle, UpstreamBlogCategory } from './upstream';

// Display-ready blog (issue 22): the categories in the editors' order, each article's card in one
// language (its title decides, as the article's page does: content/mapper.ts), with a plain-text excerpt.

/** How long an excerpt may be, in characters, before it is cut at a word and given an ellipsis. */
export const EXCERPT_LENGTH = 200;

/** The categories in the editors' order (position, then id). */
export function toBlogCategories(categories: readonly UpstreamBlogCategory[], ctx: DisplayContext): BlogCategory[] {
  return [...categories]
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || Number(a.id) - Number(b.id))
    .map((c) => ({ id: c.id, name: requireTranslation(c.translations, 'name', ctx.lang, ctx.fallbackLang) }));
}

/** A text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * An article's card: the title in the page's language or the fallback's (spec §5), and the excerpt
 * from that same record (its lead, else the start of its text), never a title of one language with
 * an excerpt of another.
 */
export function toBlogArticle(page: UpstreamBlogArticle, categories: ReadonlyMap<string, BlogCategory>, ctx: DisplayContext): BlogArticle {
  const title = pickTranslation(page.translations, 'title', ctx.lang, ctx.fallbackLang);
  // The record the title came from: the page's own language when it has this very title, else the first that has it.
  const record = title === undefined ? undefined : (page.translations.find((r) => r.locale === ctx.lang && r.title === title) ?? page.translations.find((r) => r.title === title));
  const lang = languages.find((l) => l === record?.locale);
  const picked = title === undefined ? null : { value: title, lang: lang ?? ctx.lang };
  const lead = textOf(record?.description) ?? textOf(record?.article);
  const excerpt = lead ? excerptOf(plainText(lead)) : '';
  return {
    id: page.id,
    permalink: page.permalink,
    title: picked?.value.trim() ?? 'Title missing',
    excerpt: excerpt || null,
    image: proxiedImage(page.image),
    publishedAt: page.published_at ?? null,
    category: page.post_category_id ? (categories.get(page.post_category_id) ?? null) : null,
    contentLang: picked?.lang ?? ctx.lang,
  };
}
