import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nOptions } from '../i18n/resources';
import { HttpError } from '../lib/http-error';
import { RouteBoundary } from './route-error';

// The route's error boundary (router.tsx): the app's own, since the declarative router has none.

function Boundary({ initial, children }: { initial?: unknown; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteBoundary pathname={pathname} initial={initial}>
      {children}
    </RouteBoundary>
  );
}

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

/** Throws at the path it is told to, renders its text elsewhere. */
function Screen({ failAt }: { failAt: string }) {
  const { pathname } = useLocation();
  if (pathname === failAt) throw new HttpError(503, 'The mall platform is not available right now.');
  return <p>screen at {pathname}</p>;
}

function renderAt(path: string, ui: React.ReactNode) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions('en'), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        {ui}
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('RouteBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders its screen while nothing throws', () => {
    renderAt('/en/shops', <Boundary><Screen failAt="/en/never" /></Boundary>);
    expect(screen.getByText('screen at /en/shops')).toBeTruthy();
    expect(screen.queryByTestId('error-screen')).toBeNull();
  });

  it("shows the error screen with the thrown error's status and message, inside the page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/en/shops', <Boundary><Screen failAt="/en/shops" /></Boundary>);
    expect(screen.getByTestId('error-screen').textContent).toContain('503');
    expect(screen.getByRole('heading').textContent).toContain('The mall platform is not available right now.');
  });

  it('offline, says so for a view that could not be loaded, and never reloads into the browser\'s own error page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    function Unloadable(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/dashboard-screen-abc.js');
    }
    renderAt('/en/dashboard', <Boundary><Unloadable /></Boundary>);
    expect(screen.getByTestId('error-screen').textContent).toContain('503');
    expect(screen.getByRole('heading').textContent).toContain('You are offline.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('renders the screen again once the visitor goes to another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/en/shops', <Boundary><Screen failAt="/en/shops" /></Boundary>);
    expect(screen.getByTestId('error-screen')).toBeTruthy();
    act(() => go('/en/offers'));
    expect(screen.queryByTestId('error-screen')).toBeNull();
    expect(screen.getByText('screen at /en/offers')).toBeTruthy();
  });

  it("starts with the first HTML's error (a 404 the server rendered), without rendering the screen", () => {
    const rendered = vi.fn();
    function Counted() {
      rendered();
      return <p>the screen</p>;
    }
    renderAt('/en/shop/999/gone', <Boundary initial={new HttpError(404, 'not found')}><Counted /></Boundary>);
    expect(screen.getByTestId('error-screen').textContent).toContain('/en/shop/999/gone');
    expect(rendered).not.toHaveBeenCalled();
    act(() => go('/en/shops'));
    expect(screen.getByText('the screen')).toBeTruthy();
  });
});
