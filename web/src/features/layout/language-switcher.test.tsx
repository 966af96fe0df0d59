import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

// The switcher lists the mall's languages (issue 22), given by the header from the layout's data
// (null: the shell has no data).
const renderSwitcher = (languages: string[] | null) => renderScreen('sk', '/sk/kontakt', <LanguageSwitcher lang="sk" mallLanguages={languages} />, null);

const links = () => screen.queryAllByRole('link').map((a) => [a.getAttribute('data-lang'), a.getAttribute('href')]);

describe('LanguageSwitcher', () => {
  it('links only the languages the mall offers, keeping the page', () => {
    renderSwitcher(['sk', 'en']);
    expect(links()).toEqual([
      ['en', '/en/contact'],
      ['sk', '/sk/kontakt'],
    ]);
    expect(screen.getByRole('link', { current: true }).getAttribute('data-lang')).toBe('sk');
  });
  it('links all four for a mall of four', () => {
    renderSwitcher(['en', 'cz', 'sk', 'de']);
    expect(links().map(([lang]) => lang)).toEqual(['en', 'cz', 'sk', 'de']);
  });
  it('is hidden for a mall of one language', () => {
    renderSwitcher(['sk']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
  it('links all four without shell data', () => {
    renderSwitcher(null);
    expect(links()).toHaveLength(4);
  });
});
