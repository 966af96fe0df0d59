import { describe, expect, it } from 'vitest';
import { foldTerm, nameTokens, normaliseQuery, tokenize, typosAllowed } from './folding';

describe('foldTerm', () => {
  it('drops case and diacritics, so "zlutoucky kun" meets "žluťoučký kůň"', () => {
    expect(tokenize('Žluťoučký kůň').map(foldTerm)).toEqual(['zlutoucky', 'kun']);
    expect(['Ľudovít', 'Dráčik', 'Štefánik', 'begrüßt'].map(foldTerm)).toEqual(['ludovit', 'dracik', 'stefanik', 'begrusst']);
  });
  it('folds letters Unicode does not decompose', () => {
    expect(['Łódź', 'Øresund', 'Straße'].map(foldTerm)).toEqual(['lodz', 'oresund', 'strasse']);
  });
});

describe('tokenize and nameTokens', () => {
  it('splits on anything that is not a letter or a digit', () => {
    expect(tokenize('Kadeřnictví Lenka & spol.')).toEqual(['Kadeřnictví', 'Lenka', 'spol']);
    expect(tokenize('  ')).toEqual([]);
  });
  it('adds the name written together, as visitors type brands', () => {
    expect(nameTokens('H&M')).toEqual(['H', 'M', 'HM']);
    expect(nameTokens('Lékárna Dr.Max')).toEqual(['Lékárna', 'Dr', 'Max', 'LékárnaDrMax', 'DrMax']);
    expect(nameTokens('Zara')).toEqual(['Zara']);
  });
});

describe('normaliseQuery and typosAllowed', () => {
  it('trims and collapses whitespace', () => {
    expect(normaliseQuery('  cafe \t  bistro \n')).toBe('cafe bistro');
  });
  it('allows one typo per word of four letters or more, none in shorter words', () => {
    expect(typosAllowed('dm')).toBe(0);
    expect(typosAllowed('kfc')).toBe(0);
    expect(typosAllowed('zara')).toBe(1);
    expect(typosAllowed('starbucks')).toBe(1);
  });
});
