import { describe, expect, it } from 'vitest';
import { languageHref } from './language-switcher';

describe('languageHref', () => {
  it('keeps the page: the same route and parameters in the other language', () => {
    expect(languageHref('/en', '', 'cz')).toBe('/cz');
    expect(languageHref('/en/contact', '', 'cz')).toBe('/cz/kontakt');
    expect(languageHref('/cz/o-nakupnim-centru', '', 'sk')).toBe('/sk/o-nakupnom-centre');
    expect(languageHref('/en/shop/12/marks-and-spencer', '?tab=map', 'de')).toBe('/de/shop/12/marks-and-spencer?tab=map');
  });
  it("goes to the language's home from an unknown path", () => {
    expect(languageHref('/en/no-such-page', '', 'sk')).toBe('/sk');
  });
});
