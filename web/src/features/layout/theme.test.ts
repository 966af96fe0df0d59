import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themeCss, themeVariables } from './theme';

const settings = {
  websiteName: 'Aupark',
  appFontName: 'Open Sans',
  roundedCorners: true,
  webHasDividers: false,
  isAuthenticationActive: true,
  isParkingVisibleOnHeader: true,
  isMobileAppActive: true,
  isOffersVisibleOnlyWhenLoggedIn: false,
  isRewardsVisibleOnlyWhenLoggedIn: false,
  isHeaderMinimizingDisabled: false,
  webUsingMulticolor: false,
  isCookieConsentForced: false,
  headerNavItems: null,
  footerLinks: [] as never[],
  defaultFloorplanId: '1001',
  colors: [{ name: 'primary', value: '#e2001a' }],
  headerColors: { overHeader: '#e2001a', header: '#ffffff', idleText: '#333333', activeText: '#e2001a', button: '#e2001a', buttonText: '#ffffff', footer: '#e2001a' },
  logoTypes: { header: 'wide', footer: 'inverted', favicon: 'icon' },
  navItems: [],
  footerDiscoverItems: [],
  footerForVisitorsItems: [],
  footerAboutUsItems: [],
  footerUsefulItems: [],
} as const;

describe('themeVariables', () => {
  it('maps palette, header colours, corners and font', () => {
    const vars = themeVariables({ ...settings, colors: [...settings.colors], navItems: [], footerDiscoverItems: [], footerForVisitorsItems: [], footerAboutUsItems: [], footerUsefulItems: [] });
    expect(vars['--color-primary']).toBe('#e2001a');
    expect(vars['--header-text']).toBe('#333333');
    expect(vars['--radius']).toBe('12px');
    expect(vars['--divider']).toBe('none');
    expect(vars['--font-family']).toMatch(/^'Open Sans', system-ui/);
  });
  it('has square corners without rounded_corners and strips CSS from the font name', () => {
    const vars = themeVariables({ ...settings, roundedCorners: false, appFontName: "x'; } body { color: red", colors: [], navItems: [], footerDiscoverItems: [], footerForVisitorsItems: [], footerAboutUsItems: [], footerUsefulItems: [] });
    expect(vars['--radius']).toBe('0px');
    expect(vars['--font-family']).not.toMatch(/[;{}]/);
  });
});

describe('themeVariables: focus rings (issue 18)', () => {
  const base = { ...settings, colors: [...settings.colors], navItems: [], footerDiscoverItems: [], footerForVisitorsItems: [], footerAboutUsItems: [], footerUsefulItems: [] };
  it('sets a ring colour per bar from the bar’s own colour', () => {
    const vars = themeVariables(base);
    expect(vars['--over-header-focus']).toBe('#ffffff');
    expect(vars['--header-focus']).toBe('#111827');
    expect(vars['--footer-focus']).toBe('#ffffff');
  });
  it('leaves the CSS default for a colour it cannot read', () => {
    const vars = themeVariables({ ...base, headerColors: { ...base.headerColors, overHeader: 'tomato' } });
    expect(vars).not.toHaveProperty('--over-header-focus');
    expect(vars['--header-focus']).toBe('#111827');
  });
});

describe('themeCss', () => {
  const base = { ...settings, colors: [...settings.colors], navItems: [], footerDiscoverItems: [], footerForVisitorsItems: [], footerAboutUsItems: [], footerUsefulItems: [] };
  it('is one :root rule with the same variables applyTheme sets', () => {
    const css = themeCss(base);
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain('--color-primary:#e2001a');
    expect(css).toContain('--radius:12px');
  });
  it('drops what could end the rule or the element from a setting', () => {
    const css = themeCss({ ...base, colors: [{ name: 'primary', value: 'red}</style><script>alert(1)</script>' }, { name: 'x}body{color:red', value: '#000' }] });
    expect(css.slice(':root{'.length, -1)).not.toMatch(/[<>{}]/);
    expect(css).not.toContain('</style');
  });
});

describe('themeVariables: multicolour (issue 22, web_using_multicolor)', () => {
  const base = { ...settings, colors: [{ name: 'primary', value: '#e2001a' }, { name: 'secondary', value: '#ffd200' }], navItems: [], footerDiscoverItems: [], footerForVisitorsItems: [], footerAboutUsItems: [], footerUsefulItems: [] };
  it('sets no accent without the setting: the single-colour look', () => {
    const vars = themeVariables({ ...base, webUsingMulticolor: false });
    expect(Object.keys(vars).filter((name) => name.startsWith('--accent') || name.startsWith('--card-accent'))).toEqual([]);
  });
  it('adds the secondary colour as an accent, with readable text on it and a readable shade of it on white', () => {
    const vars = themeVariables({ ...base, webUsingMulticolor: true });
    expect(vars['--accent-1']).toBe('#e2001a');
    expect(vars['--accent-2']).toBe('#ffd200');
    expect(vars['--card-accent']).toBe('#ffd200');
    for (const n of [1, 2]) {
      expect(contrastRatio(vars[`--accent-${n}-text`]!, vars[`--accent-${n}`]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars[`--accent-${n}-ink`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    // Yellow is no text colour on white: a darker shade of it is.
    expect(vars['--accent-2-ink']).not.toBe('#ffd200');
    expect(vars['--accent-1-ink']).toBe('#e2001a');
  });
});
