import { describe, expect, it } from 'vitest';
import { loadNamedTexts, namedTextFiles } from './texts';

// The first HTML names the files of its texts (the bff's ssr/text-files.ts); the app's start reads
// them (start.tsx). Read from a document as the bff writes it.

function page(meta: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (meta !== null) doc.head.innerHTML = meta;
  return doc;
}

describe('namedTextFiles', () => {
  it('reads namespace → file from `<meta name="app-texts">`', () => {
    const doc = page('<meta name="app-texts" content="common=/assets/common-1.js cookie-consent=/assets/sk-2.js shops=/assets/sk-3.js">');
    expect(namedTextFiles(doc)).toEqual({ common: '/assets/common-1.js', 'cookie-consent': '/assets/sk-2.js', shops: '/assets/sk-3.js' });
  });

  it("is null without it, and keeps only the build's own files", () => {
    expect(namedTextFiles(page(null))).toBeNull();
    expect(namedTextFiles(page('<meta name="app-texts" content="">'))).toBeNull();
    const doc = page('<meta name="app-texts" content="common=https://elsewhere.test/x.js shops=/assets/sk-3.js broken">');
    expect(namedTextFiles(doc)).toEqual({ shops: '/assets/sk-3.js' });
    expect(namedTextFiles(page('<meta name="app-texts" content="common=https://elsewhere.test/x.js">'))).toBeNull();
  });
});

describe('loadNamedTexts', () => {
  it("gives each namespace its file's default export", async () => {
    // Modules of this repository stand in for the build's files: a text file's default export is its texts.
    const files = { common: new URL('../i18n/locales/sk/common.json', import.meta.url).pathname, shops: new URL('../features/shops/locales/de.json', import.meta.url).pathname };
    const texts = await loadNamedTexts(files);
    expect(Object.keys(texts)).toEqual(['common', 'shops']);
    expect(texts.common).toEqual((await import('../i18n/locales/sk/common.json')).default);
    expect(texts.shops).toEqual((await import('../features/shops/locales/de.json')).default);
  });
});
