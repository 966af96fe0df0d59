import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchPageQuery, SearchPageQueryVariables } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { SearchScreen } from './search-screen';
import { TYPING_DEBOUNCE_MS } from './search-query';
import { PageQueryRules } from '../../lib/page-query';
import searchPage from './search.page';

const starbucks = { type: 'shop' as const, id: '1015', title: 'Starbucks', path: '/en/shop/1015/starbucks', description: null, category: 'Cafés', image: null };

function answer(query: string): SearchPageQuery {
  const hits = query && 'starbucks'.startsWith(query.toLowerCase().slice(0, 3)) ? [starbucks] : [];
  return {
    mall: { id: '1', name: 'Aupark' },
    search: { query, total: hits.length, source: 'index', groups: hits.length ? [{ type: 'shop', total: 1, hits }] : [] },
  };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  const asked: SearchPageQueryVariables[] = [];
  const client = {
    executeQuery: (operation: { variables: SearchPageQueryVariables }) => {
      asked.push(operation.variables);
      return fromValue({ data: answer(operation.variables.query), stale: false, hasNext: false });
    },
  } as unknown as Client;
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions('en'), initAsync: false });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="*"
              element={
                <PageQueryRules.Provider value={searchPage.query}>
                  <SearchScreen />
                  <Location />
                </PageQueryRules.Provider>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return asked;
}

describe('SearchScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a hint for an empty search, as a GET form on the search path', () => {
    renderAt('/en/search');
    expect(screen.getByTestId('search-status').textContent).toContain('Type a shop');
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/search');
    expect(screen.getByRole('searchbox', { name: 'Search shops and services' }).getAttribute('name')).toBe('q');
  });

  it("renders the URL's results grouped, each linked to its detail path", () => {
    const asked = renderAt('/en/search?q=starbucks');
    expect(asked.at(-1)).toEqual({ lang: 'en', query: 'starbucks', perGroup: 48 });
    const group = screen.getByTestId('search-group-shop');
    expect(within(group).getByRole('heading', { level: 2 }).textContent).toContain('Shops and services (1)');
    expect(within(group).getByRole('link', { name: /Starbucks/ }).getAttribute('href')).toBe('/en/shop/1015/starbucks');
    expect(screen.getByTestId('search-status').textContent).toContain('Results for “starbucks”: 1 result');
  });

  it('follows the typing after a pause: the URL first, then the results', () => {
    renderAt('/en/search');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sta' } });
    expect(screen.getByTestId('location').textContent).toContain('/en/search');
    act(() => void vi.advanceTimersByTime(TYPING_DEBOUNCE_MS));
    expect(screen.getByTestId('location').textContent).toContain('/en/search?q=sta');
    expect(screen.getByRole('link', { name: /Starbucks/ })).toBeTruthy();
    // Typing on keeps the box as typed, while the URL catches up.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'xylophone' } });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('xylophone');
    act(() => void vi.advanceTimersByTime(TYPING_DEBOUNCE_MS));
    expect(screen.getByTestId('search-status').textContent).toContain('Nothing found for “xylophone”');
  });

  it('says a search that was too long was shortened', () => {
    renderAt(`/en/search?q=${'a'.repeat(500)}`);
    expect(screen.getByText('Your search was shortened to its first 200 characters.')).toBeTruthy();
  });
});
