import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@mall/site';
import { liveRoutes } from './pages';
import { placeOf } from './text-files';
import { featureOf, layoutNamespaces, loadTexts, namespacesFor } from './texts';

// The one convention for UI texts: `i18n/locales/<lang>/common.json`, and a feature's
// `features/<feature>/locales/<lang>.json` under the feature's folder name as namespace.
const featuresDir = new URL('../features', import.meta.url);
const folders = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const withTexts = folders.filter((name) => readdirSync(new URL(`../features/${name}`, import.meta.url)).includes('locales'));
const withPages = folders.filter((name) => readdirSync(new URL(`../features/${name}`, import.meta.url)).some((file) => file.endsWith('.page.ts')));

describe('texts', () => {
  it('places a file by its path', () => {
    expect(placeOf('../i18n/locales/sk/common.json')).toEqual({ lang: 'sk', namespace: 'common' });
    expect(placeOf('../features/cookie-consent/locales/cz.json')).toEqual({ lang: 'cz', namespace: 'cookie-consent' });
    expect(placeOf('../features/home/home.page.ts')).toBeNull();
  });

  it("loads one language's texts: the app's and every feature's that has texts", async () => {
    expect(withTexts.length).toBeGreaterThan(0);
    for (const lang of languages) {
      const texts = await loadTexts(lang);
      expect(Object.keys(texts).sort()).toEqual(['common', ...withTexts].sort());
    }
    expect((await loadTexts('de')).common).not.toEqual((await loadTexts('en')).common);
  });

  it("gives a screen the layout's texts and its own feature's, never another screen's", async () => {
    // The layout's: the app's own and the features without a page module (cookie consent, notifications …).
    const layout = await layoutNamespaces();
    expect(layout).toEqual(['common', ...withTexts.filter((name) => !withPages.includes(name))].sort());
    expect(layout).toContain('cookie-consent');
    for (const route of liveRoutes) {
      const feature = featureOf(route)!;
      expect(withPages).toContain(feature);
      const wanted = await namespacesFor(route);
      expect(wanted).toEqual(withTexts.includes(feature) ? [...layout, feature] : [...layout]);
      expect(Object.keys(await loadTexts('sk', wanted)).sort()).toEqual([...wanted].sort());
    }
    expect(await namespacesFor('shop')).toContain('shops');
    expect(await namespacesFor('shop')).not.toContain('rewards');
    expect(await namespacesFor(undefined)).toEqual(layout);
  });
});
