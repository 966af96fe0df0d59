import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { LegalPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { LegalScreen } from './legal-screen';

function data(overrides: Partial<NonNullable<LegalPageQuery['legalDocument']>> = {}): LegalPageQuery {
  return {
    mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y' },
    legalDocument: {
      kind: 'privacyPolicy',
      title: 'Zásady ochrany osobných údajov',
      html: '<p>Úvod</p><h2 id="section-1-kto">1. Kto</h2><p>A</p><h2 id="section-2-co">2. Čo</h2><p>B</p>',
      headings: [
        { id: 'section-1-kto', text: '1. Kto' },
        { id: 'section-2-co', text: '2. Čo' },
      ],
      contentLang: 'sk',
      updatedAt: '2026-03-01T08:00:00Z',
      ...overrides,
    },
  };
}

function renderIn(lang: 'en' | 'sk' | 'de', path: string, result: LegalPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[path]}>
          <LegalScreen route="privacy-policy" />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('LegalScreen', () => {
  it('shows the text with its contents, the date in the mall\'s format and the other legal pages', () => {
    renderIn('sk', '/sk/ochrana-osobnych-udajov', data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zásady ochrany osobných údajov');
    expect(screen.getByTestId('legal-updated').textContent).toBe('Naposledy aktualizované: 01.03.2026');
    const toc = within(screen.getByTestId('legal-toc'));
    expect(toc.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#section-1-kto', '#section-2-co']);
    expect(screen.getByTestId('legal-body').querySelector('#section-2-co')?.textContent).toBe('2. Čo');
    expect(screen.queryByTestId('legal-language')).toBeNull();
    const more = within(screen.getByRole('navigation', { name: 'Ďalšie právne informácie' }));
    expect(more.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/sk/obchodne-podmienky', '/sk/zasady-cookies', '/sk/prevadzkovy-poriadok']);
  });

  it('says when the text is in another language, marks it so, and names the page itself when the platform gives no title', () => {
    renderIn('de', '/de/compliance/privacy-policy', data({ title: null, updatedAt: null }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Datenschutzerklärung');
    expect(screen.getByTestId('legal-language').textContent).toBe('Dieser Text ist nicht auf Deutsch veröffentlicht. Angezeigt wird die Fassung in der Sprache: Slowakisch.');
    expect(screen.getByTestId('legal-body').getAttribute('lang')).toBe('sk');
    expect(screen.queryByTestId('legal-updated')).toBeNull();
  });

  it('leaves out the contents of a text with one section or none', () => {
    renderIn('en', '/en/privacy-policy', data({ headings: [{ id: 'section-1-kto', text: '1. Kto' }], contentLang: 'en' }));
    expect(screen.queryByTestId('legal-toc')).toBeNull();
  });
});
