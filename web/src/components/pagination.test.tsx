import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageSizeQuery } from '@mall/site';
import { i18nOptions } from '../i18n/resources';
import { PageQueryRules } from '../lib/page-query';
import { PageSize, Pagination, queryPageHref, visiblePages } from './pagination';

function renderIn(lang: 'en' | 'cz', ui: React.ReactNode, url = '/') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <PageQueryRules.Provider value={pageSizeQuery}>{ui}</PageQueryRules.Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('visiblePages', () => {
  it('shows every page of a short list', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(visiblePages(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, null, 20]);
    expect(visiblePages(20, 20)).toEqual([1, null, 19, 20]);
  });
  it('shows a single missing page instead of a gap', () => {
    expect(visiblePages(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  });
});

describe('Pagination', () => {
  const hrefFor = (page: number) => `/en/shops/fashion/${page}`;
  it('renders nothing for a single page', () => {
    const { container } = renderIn('en', <Pagination page={1} lastPage={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe('');
  });
  it('links to the other pages and marks the current one, in the page language', () => {
    renderIn('cz', <Pagination page={2} lastPage={3} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Stránky' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/shops/fashion/1', '/en/shops/fashion/1', '/en/shops/fashion/3', '/en/shops/fashion/3']);
    expect(within(nav).getByText('2').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Předchozí stránka' }).getAttribute('rel')).toBe('prev');
    expect(within(nav).getByRole('link', { name: 'Další stránka' }).getAttribute('rel')).toBe('next');
  });
  it('has no previous link on the first page and no next link on the last', () => {
    renderIn('en', <Pagination page={1} lastPage={2} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
  });
});

describe('Pagination and the page size', () => {
  it('keeps the list query (its page size) on every page link', () => {
    renderIn('en', <Pagination page={1} lastPage={2} hrefFor={(p) => `/en/offers/${p}`} />, '/en/offers?perPage=24');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/en/offers/2?perPage=24');
  });

  it('offers the spec sizes and the current one, as a GET form to the first page', () => {
    renderIn('cz', <PageSize size={10} firstPage="/cz/nabidky" />);
    const select = screen.getByLabelText('Na stránku') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['1', '2', '8', '10', '12', '24', '48']);
    expect(select.value).toBe('10');
    expect(select.name).toBe('perPage');
    expect(screen.getByTestId('page-size').getAttribute('action')).toBe('/cz/nabidky');
  });
});

describe('Pagination of a list paged by its query', () => {
  it('links with its own query, not the current one twice', () => {
    const hrefFor = (p: number) => queryPageHref('/en/my-points', p);
    renderIn('en', <Pagination page={2} lastPage={3} hrefFor={hrefFor} keepQuery={false} />, '/en/my-points?page=2');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/en/my-points?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/en/my-points');
  });
});
