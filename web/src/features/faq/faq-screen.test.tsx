import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { FaqPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { FaqScreen } from './faq-screen';
import { faqPageHead } from './seo';

function data(faq: FaqPageQuery['faq']): FaqPageQuery {
  return { mall: { id: '1', name: 'Aupark' }, faq };
}

const grouped = data([
  { id: '701', key: 'navsteva-centra', name: 'Návštěva centra', questions: [{ id: '751', question: 'Je tu Wi-Fi?', answer: '<p>Ano, <strong>Aupark_Free_WiFi</strong>.</p>' }] },
  {
    id: '702',
    key: 'parkovani',
    name: 'Parkování',
    questions: [
      { id: '756', question: 'Kolik stojí parkování?', answer: '<p>První 2 hodiny zdarma.</p>' },
      { id: '757', question: 'Mohu nabít elektromobil?', answer: '<p>Ano.</p>' },
    ],
  },
  { id: null, key: 'other-questions', name: null, questions: [{ id: '760', question: 'Ztráty a nálezy?', answer: '<p>Na informacích.</p>' }] },
]);

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: FaqPageQuery) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={['/cz/caste-dotazy']}>
          <FaqScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('FaqScreen', () => {
  it('links each category in the page and groups its questions as disclosure widgets', () => {
    renderIn('cz', grouped);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Časté dotazy');
    const topics = within(screen.getByRole('navigation', { name: 'Témata' }));
    expect(topics.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Návštěva centra', '#navsteva-centra'],
      ['Parkování', '#parkovani'],
      ['Další otázky', '#other-questions'],
    ]);
    expect(document.getElementById('parkovani')!.tagName).toBe('H2');
    const parking = within(screen.getByTestId('faq-category-parkovani'));
    const items = parking.getAllByTestId('faq-item');
    expect(items.map((d) => d.tagName)).toEqual(['DETAILS', 'DETAILS']);
    expect(items[0]!.querySelector('summary')!.textContent).toBe('Kolik stojí parkování?');
    // Closed until the visitor opens it; the answer is the bff's sanitised HTML.
    expect((items[0] as HTMLDetailsElement).open).toBe(false);
    expect(screen.getByTestId('faq-category-navsteva-centra').querySelector('.faq__answer')!.innerHTML).toBe('<p>Ano, <strong>Aupark_Free_WiFi</strong>.</p>');
  });

  it('says so when the mall has no questions, and shows no topics for a single category', () => {
    renderIn('de', data([]));
    expect(screen.getByTestId('faq-empty').textContent).toBe('Hier gibt es noch keine Fragen.');
    renderIn('en', data([grouped.faq[0]!]));
    expect(screen.queryByRole('navigation', { name: 'Topics' })).toBeNull();
  });
});

describe('faqPageHead', () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}|${JSON.stringify(values)}`;
  it('gives the title with the mall and every question as a FAQPage', () => {
    const head = faqPageHead(grouped, { lang: 'cz', params: {}, query: {}, t });
    expect(head.title).toBe('faq:head.title|{"mall":"Aupark"}');
    expect(head.jsonLd).toHaveLength(1);
    const item = head.jsonLd![0]!;
    expect(item['@type']).toBe('FAQPage');
    expect(item.url).toBe('/cz/caste-dotazy');
    expect((item.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(['Je tu Wi-Fi?', 'Kolik stojí parkování?', 'Mohu nabít elektromobil?', 'Ztráty a nálezy?']);
    expect(faqPageHead(data([]), { lang: 'en', params: {}, query: {}, t }).jsonLd).toEqual([]);
  });
});
