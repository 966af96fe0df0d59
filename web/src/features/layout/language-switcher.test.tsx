import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShellQuery } from '../../graphql/generated';
import { ShellContext } from '../../app/shell-context';
import { renderScreen } from '../../test/render-screen';
import { LanguageSwitcher, languageHref, switcherLanguages } from './language-switcher';

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

describe('switcherLanguages', () => {
  it("lists the mall's languages in our order", () => {
    expect(switcherLanguages(['sk', 'en'])).toEqual(['en', 'sk']);
  });
  it('lists all four while the shell has not said', () => {
    expect(switcherLanguages(undefined)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(switcherLanguages([])).toEqual(['en', 'cz', 'sk', 'de']);
  });
});

// The switcher reads the mall's languages from the shell (issue 22).
function withLanguages(languages: string[] | null) {
  const shell = languages ? ({ mall: { languages } } as unknown as ShellQuery) : null;
  return (
    <ShellContext.Provider value={{ shell, error: null, fetching: false, lang: 'sk' }}>
      <LanguageSwitcher lang="sk" />
    </ShellContext.Provider>
  );
}

const links = () => screen.queryAllByRole('link').map((a) => [a.getAttribute('data-lang'), a.getAttribute('href')]);

describe('LanguageSwitcher', () => {
  it('links only the languages the mall offers, keeping the page', () => {
    renderScreen('sk', '/sk/kontakt', withLanguages(['sk', 'en']), null);
    expect(links()).toEqual([
      ['en', '/en/contact'],
      ['sk', '/sk/kontakt'],
    ]);
    expect(screen.getByRole('link', { current: true }).getAttribute('data-lang')).toBe('sk');
  });
  it('links all four for a mall of four', () => {
    renderScreen('sk', '/sk/kontakt', withLanguages(['en', 'cz', 'sk', 'de']), null);
    expect(links().map(([lang]) => lang)).toEqual(['en', 'cz', 'sk', 'de']);
  });
  it('is hidden for a mall of one language', () => {
    renderScreen('sk', '/sk/kontakt', withLanguages(['sk']), null);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
  it('links all four without shell data', () => {
    renderScreen('sk', '/sk/kontakt', withLanguages(null), null);
    expect(links()).toHaveLength(4);
  });
});
