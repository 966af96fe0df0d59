import { describe, expect, it } from 'vitest';
import { searchDocument, SEARCH_TYPES, type SearchDocument, type SearchType } from './documents';
import { buildSearchIndex } from './search-index';

const doc = (type: SearchType, id: string, title: string, description: string | null = null, categories: string[] = []): SearchDocument =>
  searchDocument({ type, id, title, slug: id, description, categories, image: null });

const documents = [
  doc('shop', '1', 'Žluťoučký kůň', 'Hračky a dárky pro děti', ['Hračky']),
  doc('shop', '2', 'Starbucks', 'Coffee to go and a place to sit', ['Cafés']),
  doc('shop', '3', 'Tchibo', 'Coffee, and a new world every week', ['Cafés', 'Home']),
  doc('shop', '4', 'Coffee Corner', 'Espresso bar', ['Cafés']),
  doc('shop', '5', 'H&M', 'Fashion for women, men and kids', ['Fashion']),
  doc('shop', '6', 'Lékárna Dr.Max', 'Pharmacy', ['Pharmacy & Optics']),
  doc('offer', '7', 'Coffee week', 'Two coffees for one'),
  doc('shop', '8', 'dm drogerie markt', 'Drugstore', ['Drugstore & Cosmetics']),
];
const all = new Set(SEARCH_TYPES);
const index = buildSearchIndex(documents);
const titles = (query: string, types: ReadonlySet<SearchType> = all) => index.query(query, { limit: 10, types }).flatMap((g) => g.hits.map((h) => h.title));

describe('the search index', () => {
  it('finds without diacritics, with them, and in any case', () => {
    expect(titles('zlutoucky kun')).toEqual(['Žluťoučký kůň']);
    expect(titles('ŽLUŤOUČKÝ KŮŇ')).toEqual(['Žluťoučký kůň']);
    expect(titles('lekarna')).toEqual(['Lékárna Dr.Max']);
  });
  it('tolerates one typo per word, not two', () => {
    expect(titles('starbuks')).toEqual(['Starbucks']);
    expect(titles('zlutoucky kuun')).toEqual(['Žluťoučký kůň']);
    expect(titles('strabuks')).toEqual([]);
  });
  it('needs every word (AND), the last one as a beginning while typing', () => {
    expect(titles('coffee espr')).toEqual(['Coffee Corner']);
    expect(titles('starb')).toEqual(['Starbucks']);
    expect(titles('coffee pharmacy')).toEqual([]);
  });
  it('ranks a match in the name above one in the categories and the description', () => {
    const shops = titles('coffee', new Set<SearchType>(['shop']));
    expect(shops[0]).toBe('Coffee Corner');
    expect(new Set(shops)).toEqual(new Set(['Coffee Corner', 'Starbucks', 'Tchibo']));
  });
  it('finds by category', () => {
    expect(titles('cosmetics')).toEqual(['dm drogerie markt']);
  });
  it('finds brands written together or with their signs', () => {
    expect(titles('hm')).toEqual(['H&M']);
    expect(titles('h&m')).toEqual(['H&M']);
    expect(titles('drmax')).toEqual(['Lékárna Dr.Max']);
  });
  it('does not allow typos in short words', () => {
    expect(titles('dn')).toEqual([]);
    expect(titles('dm')).toEqual(['dm drogerie markt']);
  });
  it('groups by type in a fixed order, counts every match, and shows at most the limit', () => {
    const groups = index.query('coffee', { limit: 1, types: all });
    expect(groups.map((g) => [g.type, g.total, g.hits.length])).toEqual([
      ['shop', 3, 1],
      ['offer', 1, 1],
    ]);
  });
  it('answers only the types asked for (those with a live detail screen)', () => {
    expect(index.query('coffee', { limit: 10, types: new Set<SearchType>(['offer']) }).map((g) => g.type)).toEqual(['offer']);
    expect(index.query('coffee', { limit: 10, types: new Set<SearchType>() })).toEqual([]);
  });
  it('answers nothing for words it does not know or signs only', () => {
    expect(titles('xylophone')).toEqual([]);
    expect(titles('!!!')).toEqual([]);
  });
});
