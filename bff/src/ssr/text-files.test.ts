import { describe, expect, it } from 'vitest';
import type { EmbeddedState } from '@mall/site';
import { appTextsMeta, namedTextFilesOf, namedTexts, textFilesOf } from './text-files';

const files = {
  common: { sk: '/assets/common-1.js', en: '/assets/common-2.js' },
  shops: { sk: '/assets/sk-3.js' },
};
const state = (texts?: Record<string, object>): EmbeddedState => ({ lang: 'sk', status: 200, shell: null, page: null, ...(texts ? { texts } : {}), now: 1 });

describe('namedTexts', () => {
  it("takes the texts out of the state and names their files in the state's language", () => {
    const named = namedTexts(state({ common: { a: 'A' }, shops: { b: 'B' } }), files);
    expect(named.state).toEqual({ lang: 'sk', status: 200, shell: null, page: null, now: 1 });
    expect(named.meta).toBe('<meta name="app-texts" content="common=/assets/common-1.js shops=/assets/sk-3.js">');
  });

  it('keeps them embedded when the build lacks a file of one of them in that language', () => {
    const embedded = state({ common: { a: 'A' }, shops: { b: 'B' } });
    expect(namedTexts({ ...embedded, lang: 'en' }, files)).toEqual({ state: { ...embedded, lang: 'en' }, meta: null });
    expect(namedTexts(state({ common: {}, events: {} }), files).meta).toBeNull();
    expect(namedTexts(embedded, {})).toEqual({ state: embedded, meta: null });
  });

  it('names nothing for a state without texts (a redirect)', () => {
    expect(namedTexts(state(), files)).toEqual({ state: state(), meta: null });
  });
});

describe('appTextsMeta', () => {
  it('escapes what it writes into the attribute', () => {
    expect(appTextsMeta({ 'a"b': '/assets/<x>.js' })).toBe('<meta name="app-texts" content="a&quot;b=/assets/&lt;x&gt;.js">');
  });
});

describe('textFilesOf', () => {
  it('reads the files a first HTML names for its texts', () => {
    const html = `<head>${appTextsMeta({ common: '/assets/common-1.js', shops: '/assets/sk-3.js' })}</head>`;
    expect(textFilesOf(html)).toEqual(['/assets/common-1.js', '/assets/sk-3.js']);
    expect(namedTextFilesOf(html)).toEqual({ common: '/assets/common-1.js', shops: '/assets/sk-3.js' });
    expect(textFilesOf('<head></head>')).toEqual([]);
  });
});
