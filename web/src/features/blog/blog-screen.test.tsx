import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogPageQuery } from '../../graphql/generated';
import { PageQueryRules } from '../../lib/page-query';
import { renderScreen } from '../../test/render-screen';
import { BlogScreen } from './blog-screen';
import { blogQuery } from './variables';

const centre = { id: '1721', name: 'Life at the centre' };
const tips = { id: '1722', name: 'Shopping tips' };
const article = (id: string, title: string, fields: Partial<BlogPageQuery['blog']['items'][number]> = {}) => ({
  id,
  permalink: `guides/${id}`,
  title,
  excerpt: `About ${title}.`,
  image: '/img?url=https%3A%2F%2Fsandbox%2Fcover.png',
  publishedAt: '2026-11-20T08:00:00Z',
  category: tips,
  contentLang: 'en' as const,
  ...fields,
});
const data = (items: BlogPageQuery['blog']['items'], category: typeof centre | null = null): BlogPageQuery => ({
  mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
  blog: { categories: [centre, tips], category, items, currentPage: 1, lastPage: 1, perPage: 10, total: items.length },
});

const open = (lang: 'en' | 'cz', path: string, result: BlogPageQuery) =>
  renderScreen(
    lang,
    path,
    <PageQueryRules.Provider value={blogQuery}>
      <BlogScreen />
    </PageQueryRules.Provider>,
    result,
  );

describe('the blog', () => {
  it('lists article cards (image, title, day, excerpt, category) linking to the article route', () => {
    open('en', '/en/blog', data([article('1602', 'Christmas gift ideas'), article('1604', 'Sustainability', { image: null, category: centre, excerpt: null })]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
    const cards = screen.getAllByTestId('post-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Christmas gift ideas' }).getAttribute('href')).toBe('/en/a/guides/1602');
    expect(first.getByTestId('post-card-when').textContent).toBe('20.11.2026');
    expect(first.getByText('About Christmas gift ideas.')).toBeTruthy();
    expect(first.getByTestId('post-card-shop').textContent).toBe('Category: Shopping tips');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('offers every category as a link, the current one marked, "All" first', () => {
    open('en', '/en/blog?category=1721', data([article('1604', 'Sustainability', { category: centre })], centre));
    const nav = screen.getByRole('navigation', { name: 'Article categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['All articles', '/en/blog'],
      ['Life at the centre', '/en/blog?category=1721'],
      ['Shopping tips', '/en/blog?category=1722'],
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('says a category has no articles yet, in the page\'s language', () => {
    open('cz', '/cz/blog?category=1721', data([], { id: '1721', name: 'Rozhovory' }));
    expect(screen.queryByTestId('blog-list')).toBeNull();
    expect(screen.getByText('V kategorii Rozhovory zatím nejsou žádné články.')).toBeTruthy();
  });
});
