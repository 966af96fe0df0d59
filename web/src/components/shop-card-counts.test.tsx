import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '@mall/site';
import { i18nOptions } from '../i18n/resources';
import { countParts, ShopCardCounts, type CountPart, type EntityCounts } from './shop-card-counts';
import { ShopCard } from './shop-card';

function renderCounts(lang: Lang, counts: EntityCounts | null, unlinked: CountPart[] = []) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ShopCardCounts counts={counts} shopHref={`/${lang}/shop/1005/zara`} shopName="Zara" unlinked={unlinked} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const text = () => Array.from(screen.getByTestId('shop-counts').querySelectorAll('li')).map((li) => li.textContent);

afterEach(cleanup);

describe('a shop card counts', () => {
  it('keeps the parts above zero, offers first', () => {
    expect(countParts({ offers: 0, events: 2, news: 1 })).toEqual([
      { part: 'events', count: 2 },
      { part: 'news', count: 1 },
    ]);
    expect(countParts({ offers: 0, events: 0, news: 0 })).toEqual([]);
    expect(countParts(null)).toEqual([]);
  });

  it('says nothing when all are zero or unknown', () => {
    renderCounts('en', { offers: 0, events: 0, news: 0 });
    expect(screen.queryByTestId('shop-counts')).toBeNull();
    renderCounts('en', null);
    expect(screen.queryByTestId('shop-counts')).toBeNull();
  });

  it("links each part to the detail's section, in English and German", () => {
    renderCounts('en', { offers: 3, events: 1, news: 0 });
    expect(text()).toEqual(['3 offers', '1 event']);
    const links = within(screen.getByTestId('shop-counts')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/shop/1005/zara#shop-offers', '/en/shop/1005/zara#shop-events']);
    expect(screen.getByRole('list', { name: 'What Zara has' })).toBeTruthy();
    cleanup();
    renderCounts('de', { offers: 1, events: 2, news: 5 });
    expect(text()).toEqual(['1 Angebot', '2 Veranstaltungen', '5 Neuigkeiten']);
  });

  it.each([
    ['cz', 1, ['1 nabídka', '1 akce', '1 novinka']],
    ['cz', 3, ['3 nabídky', '3 akce', '3 novinky']],
    ['cz', 5, ['5 nabídek', '5 akcí', '5 novinek']],
    ['sk', 1, ['1 ponuka', '1 podujatie', '1 novinka']],
    ['sk', 4, ['4 ponuky', '4 podujatia', '4 novinky']],
    ['sk', 12, ['12 ponúk', '12 podujatí', '12 noviniek']],
  ] as const)('uses the %s plural of %i', (lang, count, expected) => {
    renderCounts(lang, { offers: count, events: count, news: count });
    expect(text()).toEqual(expected);
  });

  it('gives a part the page has no section for as text only', () => {
    renderCounts('en', { offers: 2, events: 1, news: 1 }, ['offers']);
    expect(text()).toEqual(['2 offers', '1 event', '1 news item']);
    expect(within(screen.getByTestId('shop-counts')).getAllByRole('link').map((a) => a.textContent)).toEqual(['1 event', '1 news item']);
  });

  it('shows on a shop card when the list asked for them, and a card without them stays as it was', () => {
    const i18n = createInstance();
    void i18n.use(initReactI18next).init({ ...i18nOptions('sk'), initAsync: false });
    const shop = { id: '1005', name: 'Zara', slug: 'zara', logo: null, category: 'Móda', floor: 1 };
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ShopCard shop={{ ...shop, entityCounts: { offers: 2, events: 0, news: 1 } }} lang="sk" />
          <ShopCard shop={shop} lang="sk" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const [withCounts, without] = screen.getAllByTestId('shop-card');
    expect(within(withCounts!).getByTestId('shop-counts').textContent).toBe('2 ponuky1 novinka');
    expect(within(without!).queryByTestId('shop-counts')).toBeNull();
  });
});
