import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it } from 'vitest';
import type { InformationPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { InformationScreen } from './information-screen';

const icon = (name: string) => ({ name, body: '<path d="M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7"/>', left: 0, top: 0, width: 24, height: 24, fallback: false });

type Sections = InformationPageQuery['informationSections'];
const noSections: Sections = { christmasStalls: null, spaceLease: null, documents: [] };

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', items: InformationPageQuery['informationItems'], sections: Sections = noSections, email: string | null = null) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const result: InformationPageQuery = { informationItems: items, informationSections: sections, mall: { id: '1', name: 'Europa SC', email, logos: { wide: null, base: null } } };
  const client = { executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }) } as unknown as Client;
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[`/${lang}/information`]}>
          <InformationScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
}

describe('InformationScreen', () => {
  it("links each card to its page in the setting's order, with its icon and what it tells", () => {
    renderIn('sk', [
      { route: 'opening-hours', icon: '/img?url=hours', svgIcon: null },
      { route: 'map-way', icon: null, svgIcon: icon('mdi:map-marker') },
      { route: 'gift-cards', icon: null, svgIcon: { ...icon('mdi:shape-outline'), fallback: true } },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Informácie pre návštevníkov');
    const cards = screen.getAllByTestId('information-card');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(['/sk/otvaracie-hodiny', '/sk/ako-sa-k-nam-dostanete', '/sk/darcekove-karty']);
    expect(within(cards[0]!).getByRole('link').textContent).toBe('Otváracie hodinyKedy má otvorené centrum, obchody a reštaurácie');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/img?url=hours&w=160');
  });

  it('draws an icon set\'s icon as an SVG, decorative, with no letter in its place', () => {
    renderIn('en', [
      { route: 'map-way', icon: null, svgIcon: icon('mdi:map-marker') },
      { route: 'gift-cards', icon: null, svgIcon: { ...icon('mdi:shape-outline'), fallback: true } },
    ]);
    const [pin, neutral] = screen.getAllByTestId('information-icon').map((tile) => tile.querySelector('svg')!);
    expect(pin!.getAttribute('data-icon')).toBe('mdi:map-marker');
    expect(pin!.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(pin!.getAttribute('aria-hidden')).toBe('true');
    expect(pin!.innerHTML).toBe('<path d="M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7"></path>');
    expect(neutral!.getAttribute('data-fallback')).toBe('true');
    expect(screen.getAllByTestId('information-icon').map((tile) => tile.textContent)).toEqual(['', '']);
  });

  it('leaves out a name that is no page, and says so when nothing is left', () => {
    renderIn('en', [{ route: 'lost-and-found', icon: null, svgIcon: null }]);
    expect(screen.queryAllByTestId('information-card')).toHaveLength(0);
    expect(screen.getByTestId('information-empty').textContent).toBe('No visitor information is available at the moment.');
  });

  it('shows the Christmas stalls, the space lease and the documents the bff gives, with a way to ask', () => {
    renderIn(
      'cz',
      [],
      {
        christmasStalls: { images: ['/img?url=stall-1', '/img?url=stall-2'] },
        spaceLease: { images: ['/img?url=lease'] },
        documents: [
          { name: 'operating_rules', title: 'Operating rules', url: 'https://cdn.test/rules.pdf', fileType: 'PDF' },
          { name: 'car_wash_rules', title: 'Car wash rules', url: 'https://cdn.test/wash', fileType: null },
        ],
      },
      'info@europa.test',
    );
    const stalls = screen.getByTestId('information-christmasStalls');
    expect(within(stalls).getByRole('heading', { level: 2 }).textContent).toBe('Pronajměte si stánek na našich vánočních trzích');
    expect(within(stalls).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/img?url=stall-1&w=640', '/img?url=stall-2&w=640']);
    expect(within(stalls).getByRole('link', { name: 'Zeptat se na stánek' }).getAttribute('href')).toBe('/cz/kontakt');
    expect(within(stalls).getByRole('link', { name: 'info@europa.test' }).getAttribute('href')).toBe('mailto:info@europa.test');
    expect(within(screen.getByTestId('information-spaceLease')).getAllByRole('img')).toHaveLength(1);
    const documents = screen.getAllByTestId('information-document');
    // A known name in the page's language; another one humanised by the bff; the type when known.
    expect(documents.map((d) => d.textContent)).toEqual(['Provozní řád (PDF)', 'Car wash rules']);
    expect(within(documents[0]!).getByRole('link').getAttribute('href')).toBe('https://cdn.test/rules.pdf');
  });

  it('shows no section the bff gives none for', () => {
    renderIn('de', [{ route: 'faq', icon: null, svgIcon: null }]);
    expect(screen.queryByTestId('information-christmasStalls')).toBeNull();
    expect(screen.queryByTestId('information-spaceLease')).toBeNull();
    expect(screen.queryByTestId('information-documents')).toBeNull();
  });
});
