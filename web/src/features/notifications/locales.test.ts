import { describe, expect, it } from 'vitest';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import sk from './locales/sk.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key)).sort();
}

function emptyValues(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  return Object.entries(value as object).flatMap(([key, child]) => emptyValues(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it.each([
    ['cz', cz],
    ['sk', sk],
    ['de', de],
  ])('%s has exactly the English keys, none empty', (_lang, bundle) => {
    expect(keys(bundle)).toEqual(keys(en));
    expect(emptyValues(bundle)).toEqual([]);
  });
});
