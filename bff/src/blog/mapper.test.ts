import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptOf, toBlogArticle, toBlogCategories } from './mapper';
import { blogArticlePageSchema, blogCategoriesSchema } from './upstream';

const ctx = { lang: 'de' as const, fallbackLang: 'sk' as const };

const categories = blogCategoriesSchema.parse([
  { id: 2722, type: 'blog', position: 2, translations: [{ locale: 'en', name: 'Shopping tips' }, { locale: 'de', name: 'Einkaufstipps' }] },
  { id: 2721, type: 'blog', position: 1, translations: [{ locale: 'sk', name: 'Život v centre' }] },
  { id: 2723, type: 'blog', position: null, translations: [] },
]);

describe('toBlogCategories', () => {
  it('orders by the editors\' position, names each in the page\'s language or the fallback\'s', () => {
    expect(toBlogCategories(categories, ctx)).toEqual([
      { id: '2721', name: 'Život v centre' },
      { id: '2722', name: 'Einkaufstipps' },
      { id: '2723', name: 'Translation is missing' },
    ]);
  });
});

describe('excerptOf', () => {
  it('keeps a short text whole, spaces collapsed', () => {
    expect(excerptOf('  A short\n lead. ')).toBe('A short lead.');
  });
  it('cuts a long one at a word, with an ellipsis, within the length', () => {
    const long = 'word '.repeat(100);
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt).toMatch(/word…$/);
    expect(excerptOf('abcdefghij klmnop', 12)).toBe('abcdefghij…');
  });
});

describe('toBlogArticle', () => {
  const page = blogArticlePageSchema.parse({
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: 2,
    data: [
      {
        id: 2602,
        type: 'article',
        permalink: 'guides/christmas/gift-ideas',
        image: 'https://sandbox.test/img/cover.png',
        published_at: '2026-11-20T08:00:00Z',
        post_category_id: 2722,
        translations: [
          { locale: 'sk', title: 'Tipy na darčeky', description: 'Desať tipov.', article: '<p>Text</p>' },
          { locale: 'en', title: 'Gift ideas', description: '', article: '<p>Still looking for the <strong>right</strong> present?</p>' },
        ],
      },
      { id: 2603, type: null, permalink: 'accessibility', image: null, published_at: null, post_category_id: null, translations: [{ locale: 'de', title: 'Barrierefrei' }] },
    ],
  });
  const byId = new Map(toBlogCategories(categories, ctx).map((c) => [c.id, c]));

  it('takes the title and the excerpt from one record: the fallback language\'s when the page\'s has none', () => {
    const article = toBlogArticle(page.data[0]!, byId, ctx);
    expect(article).toMatchObject({
      id: '2602',
      permalink: 'guides/christmas/gift-ideas',
      title: 'Tipy na darčeky',
      excerpt: 'Desať tipov.',
      publishedAt: '2026-11-20T08:00:00Z',
      category: { id: '2722', name: 'Einkaufstipps' },
      contentLang: 'sk',
    });
    expect(article.image).toMatch(/^\/img\?/);
  });

  it('makes the excerpt from the text when the lead is empty, as plain text', () => {
    const article = toBlogArticle(page.data[0]!, byId, { lang: 'en', fallbackLang: 'sk' });
    expect(article).toMatchObject({ title: 'Gift ideas', excerpt: 'Still looking for the right present?', contentLang: 'en' });
  });

  it('has no category, image nor excerpt when the platform gives none; a page without a type is an article', () => {
    const article = toBlogArticle(page.data[1]!, byId, ctx);
    expect(page.data[1]!.type).toBe('article');
    expect(article).toMatchObject({ title: 'Barrierefrei', excerpt: null, image: null, category: null, publishedAt: null, contentLang: 'de' });
  });

  it('leaves a category the blog does not list off the card', () => {
    expect(toBlogArticle({ ...page.data[0]!, post_category_id: '9999' }, byId, ctx).category).toBeNull();
  });
});
