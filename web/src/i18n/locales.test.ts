import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@mall/site';
import { languages, type Lang } from '@mall/site';
import { i18nLanguageFor } from './config';

// Every UI text exists in every language (spec §1: every route in all four language versions).
// Plural keys are compared by their base name: each language has exactly the plural categories
// CLDR gives it (en/de: one, other; cs/sk: one, few, many, other).

const localesDir = new URL('./locales/', import.meta.url);
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
type Json = string | { [key: string]: Json };

function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

function load(lang: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(new URL(`${lang}/${file}`, localesDir), 'utf8')) as Json);
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const files = readdirSync(new URL('en/', localesDir)).filter((file) => file.endsWith('.json'));

describe('locale files', () => {
  it('has one folder per language, each with the same files', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual([...languages].sort());
    for (const lang of languages) {
      expect(readdirSync(new URL(`${lang}/`, localesDir)).filter((f) => f.endsWith('.json')).sort()).toEqual([...files].sort());
    }
    expect(files).toContain('common.json');
  });

  describe.each(files)('%s', (file) => {
    const english = load('en', file);
    const base = (key: string) => key.replace(pluralSuffix, '');
    const pluralBases = new Set([...english.keys()].filter((key) => pluralSuffix.test(key)).map(base));
    const singularKeys = (texts: Map<string, string>) => [...texts.keys()].filter((key) => !pluralBases.has(base(key))).sort();

    it.each(languages)('%s has the same keys as en, and no others', (lang: Lang) => {
      const texts = load(lang, file);
      expect(singularKeys(texts)).toEqual(singularKeys(english));
      const bases = new Set([...texts.keys()].filter((key) => pluralSuffix.test(key)).map(base));
      expect([...bases].sort()).toEqual([...pluralBases].sort());
    });

    it.each(languages)('%s has exactly the plural forms its language needs', (lang: Lang) => {
      const texts = load(lang, file);
      const categories = new Intl.PluralRules(i18nLanguageFor(lang)).resolvedOptions().pluralCategories;
      for (const pluralBase of pluralBases) {
        const forms = [...texts.keys()].filter((key) => base(key) === pluralBase && pluralSuffix.test(key));
        expect(forms.map((key) => key.match(pluralSuffix)?.[1]).sort(), pluralBase).toEqual([...categories].sort());
      }
    });

    it.each(languages)('%s uses the same placeholders as en and has no empty text', (lang: Lang) => {
      const texts = load(lang, file);
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        const englishText = english.get(key) ?? english.get(`${base(key)}_other`);
        expect(variables(text), `${lang} ${key}`).toEqual(variables(englishText ?? ''));
      }
    });
  });

  it('labels every route of the route table, in every language, beside its paths (not in common.json)', () => {
    for (const lang of languages) {
      const routes = [...load(lang, 'common.json').keys()].filter((key) => key.startsWith('routes.'));
      expect(routes, lang).toEqual([]);
      for (const route of routeTable) expect(route.label[lang].trim(), `${route.name} in ${lang}`).not.toBe('');
    }
  });
});
