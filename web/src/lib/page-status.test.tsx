import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Component, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageStatus } from '@mall/site';
import { i18nOptions } from '../i18n/resources';
import { HttpError } from './http-error';
import { usePageStatus } from './page-status';

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error instanceof HttpError) return <p data-testid="error">{`${error.status} ${error.message}`}</p>;
    return this.props.children;
  }
}

function Page({ status }: { status: PageStatus | null }) {
  const redirect = usePageStatus(status);
  return redirect ?? <p data-testid="page">page</p>;
}

function At() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="at">{`${pathname}${search}${hash}`}</p>;
}

function renderAt(url: string, status: PageStatus | null) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions('en'), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Catch>
          <Routes>
            <Route path="/en/shop/:id/:title" element={<Page status={status} />} />
            <Route path="/en/shop/12/h-and-m" element={<Page status={{ status: 200 }} />} />
          </Routes>
        </Catch>
        <At />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('usePageStatus', () => {
  it('renders the page while the data loads and when it is shown', () => {
    renderAt('/en/shop/12/h-and-m', null);
    expect(screen.getByTestId('page')).toBeTruthy();
  });
  it('throws the 404 with the path for the error screen', () => {
    renderAt('/en/shop/99/nothing', { status: 404 });
    expect(screen.getByTestId('error').textContent).toBe('404 Page not found: /en/shop/99/nothing');
  });
  it('replaces a wrong slug with the right one, keeping the query and the hash', () => {
    renderAt('/en/shop/12/hm?utm_source=x#hours', { status: 301, location: '/en/shop/12/h-and-m' });
    expect(screen.getByTestId('page')).toBeTruthy();
    expect(screen.getByTestId('at').textContent).toBe('/en/shop/12/h-and-m?utm_source=x#hours');
  });
});
