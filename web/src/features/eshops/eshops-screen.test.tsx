import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EshopsPageQuery } from '../../graphql/generated';
import { renderScreen } from '../../test/render-screen';
import { EshopsScreen } from './eshops-screen';

const data = (eshops: EshopsPageQuery['eshops']): EshopsPageQuery => ({ mall: { id: '1', name: 'Galerie Harfa' }, eshops });
const alza = { id: '2017', name: 'Alza.cz', slug: 'alzacz', logo: '/img?url=https%3A%2F%2Fsandbox%2Flogo.png', category: 'Elektronika', url: 'https://www.alza.cz', host: 'alza.cz' };
const sephora = { id: '2016', name: 'Sephora', slug: 'sephora', logo: null, category: null, url: 'http://sephora.cz', host: 'sephora.cz' };

describe('the e-shops', () => {
  it('are cards: logo, name and category link to the shop\'s page; the e-shop opens in a new tab, named for the shop', () => {
    renderScreen('en', '/en/eshops', <EshopsScreen />, data([alza, sephora]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('E-shops');
    expect(screen.getByText('2 shops of Galerie Harfa also sell online.')).toBeTruthy();
    const cards = screen.getAllByTestId('eshop');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: /Alza\.cz.*Elektronika/ }).getAttribute('href')).toBe('/en/shop/2017/alzacz');
    const visit = first.getByRole('link', { name: 'Alza.cz e-shop: alza.cz (opens in a new tab)' });
    expect(visit.getAttribute('href')).toBe('https://www.alza.cz');
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toContain('noopener');
    expect(visit.textContent).toBe('Shop online at alza.cz');
    // Without a logo: the initial, and no category line.
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(within(cards[1]!).getByTestId('eshop-link').getAttribute('href')).toBe('http://sephora.cz');
  });

  it('speak the page\'s language, with Czech plurals', () => {
    renderScreen('cz', '/cz/e-shopy', <EshopsScreen />, data([alza, sephora, { ...alza, id: '3' }]));
    expect(screen.getByText('3 obchody centra Galerie Harfa prodávají i online.')).toBeTruthy();
    expect(screen.getAllByTestId('eshop-link')[0]!.getAttribute('aria-label')).toBe('E-shop Alza.cz: alza.cz (otevře se v nové kartě)');
  });

  it('show an empty state for a mall without any', () => {
    renderScreen('sk', '/sk/e-shopy', <EshopsScreen />, data([]));
    expect(screen.queryByTestId('eshops-list')).toBeNull();
    expect(screen.getByText('Žiadny obchod centra zatiaľ nemá uvedený e-shop.')).toBeTruthy();
  });
});
