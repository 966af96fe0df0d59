import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '../i18n/resources';
import { ErrorScreen } from './error-screen';

function renderIn(lang: 'en' | 'cz', ui: React.ReactNode) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ErrorScreen', () => {
  it('shows 404 with the translated page-not-found text and the path, and a homepage button', () => {
    renderIn('cz', <ErrorScreen status={404} path="/cz/nic-tu-neni" lang="cz" />);
    expect(screen.getByRole('heading').textContent).toContain('/cz/nic-tu-neni');
    expect(screen.getByText('404')).toBeTruthy();
    const home = screen.getByRole('link');
    expect(home.getAttribute('href')).toBe('/cz');
    expect(home.textContent?.length).toBeGreaterThan(0);
  });
  it('offers a 404 a way on: a GET search of the site in its language, and home', () => {
    renderIn('cz', <ErrorScreen status={404} path="/cz/nic-tu-neni" lang="cz" />);
    const search = screen.getByRole('search') as HTMLFormElement;
    expect(search.getAttribute('method')).toBe('get');
    expect(search.getAttribute('action')).toBe('/cz/search');
    expect(screen.getByRole('searchbox', { name: 'Hledat na webu' }).getAttribute('name')).toBe('q');
    expect(screen.getByRole('button', { name: 'Hledat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zpět na hlavní stránku' }).getAttribute('href')).toBe('/cz');
  });
  it("shows the error's own message for other statuses", () => {
    renderIn('en', <ErrorScreen status={503} path="/en" lang="en" message="The mall platform is not available right now." />);
    expect(screen.getByRole('heading').textContent).toContain('The mall platform is not available right now.');
    expect(screen.getByRole('heading').textContent).not.toContain('/en');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
