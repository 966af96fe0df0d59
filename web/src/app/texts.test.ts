import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@mall/site';
import { loadTexts, placeOf } from './texts';

// The one convention for UI texts: `i18n/locales/<lang>/common.json`, and a feature's
// `features/<feature>/locales/<lang>.json` under the feature's folder name as namespace.
describe('texts', () => {
  it('places a file by its path', () => {
    expect(placeOf('../i18n/locales/sk/common.json')).toEqual({ lang: 'sk', namespace: 'common' });
    expect(placeOf('../features/cookie-consent/locales/cz.json')).toEqual({ lang: 'cz', namespace: 'cookie-consent' });
    expect(placeOf('../features/home/home.page.ts')).toBeNull();
  });

  it("loads one language's texts: the app's and every feature's that has texts", async () => {
    const features = readdirSync(new URL('../features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && readdirSync(new URL(`../features/${entry.name}`, import.meta.url)).includes('locales'))
      .map((entry) => entry.name);
    expect(features.length).toBeGreaterThan(0);
    for (const lang of languages) {
      const texts = await loadTexts(lang);
      expect(Object.keys(texts).sort()).toEqual(['common', ...features].sort());
    }
    expect((await loadTexts('de')).common).not.toEqual((await loadTexts('en')).common);
  });
});
