import { describe, expect, it } from 'vitest';
import type { ArticlePageQuery } from '../../graphql/generated';
import { articleStatus, articleVariables } from './variables';

const data = (permalink: string | null): ArticlePageQuery =>
  ({
    mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
    websitePage: permalink ? { id: '1602', permalink, title: 'Gifts', description: null, html: null, headings: [], image: null, publishedAt: null, contentLang: 'en' } : null,
  }) as ArticlePageQuery;

describe('articleVariables', () => {
  it('asks for the splat without slashes at either end', () => {
    expect(articleVariables({ lang: 'cz', params: { '*': 'guides/christmas/gift-ideas' } })).toEqual({ lang: 'cz', permalink: 'guides/christmas/gift-ideas' });
    expect(articleVariables({ lang: 'en', params: { '*': 'accessibility/' } })).toEqual({ lang: 'en', permalink: 'accessibility' });
    expect(articleVariables({ lang: 'en', params: {} })).toEqual({ lang: 'en', permalink: '' });
  });
});

describe('articleStatus', () => {
  it('is 200 at the page\'s permalink and 404 for no page', () => {
    expect(articleStatus(data('guides/christmas/gift-ideas'), { lang: 'en', params: { '*': 'guides/christmas/gift-ideas' } })).toEqual({ status: 200 });
    expect(articleStatus(data(null), { lang: 'en', params: { '*': 'nope' } })).toEqual({ status: 404 });
  });
  it('sends an id or a trailing slash to the permalink with a 301, segments encoded', () => {
    expect(articleStatus(data('guides/christmas/gift-ideas'), { lang: 'de', params: { '*': '1602' } })).toEqual({ status: 301, location: '/de/a/guides/christmas/gift-ideas' });
    expect(articleStatus(data('accessibility'), { lang: 'sk', params: { '*': 'accessibility/' } })).toEqual({ status: 301, location: '/sk/a/accessibility' });
  });
});
