import type { ShellQuery } from '../../graphql/generated';
import { readableColor, ringColor, textColorOn } from './contrast';

// Theming from settings (issue: colours, rounded_corners, app_font_name): CSS custom properties on
// the document root, so every component reads one set of variables.
type ShellSettings = ShellQuery['settings'];

const fontFallback = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function themeVariables(settings: ShellSettings): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const color of settings.colors) vars[`--color-${color.name}`] = color.value;
  const h = settings.headerColors;
  Object.assign(vars, {
    '--over-header-bg': h.overHeader,
    '--header-bg': h.header,
    '--header-text': h.idleText,
    '--header-active': h.activeText,
    '--header-button-bg': h.button,
    '--header-button-text': h.buttonText,
    '--footer-bg': h.footer,
    '--radius': settings.roundedCorners ? '12px' : '0px',
    '--radius-small': settings.roundedCorners ? '6px' : '0px',
    '--divider': settings.webHasDividers ? '1px solid var(--color-grayLight1, #e5e7eb)' : 'none',
    '--font-family': settings.appFontName ? `'${settings.appFontName.replace(/['"\\;{}]/g, '')}', ${fontFallback}` : fontFallback,
  });
  // Focus rings that reach 3:1 on each bar's own colour (contrast.ts); unread colours keep the CSS default.
  for (const [name, background] of [
    ['--over-header-focus', h.overHeader],
    ['--header-focus', h.header],
    ['--footer-focus', h.footer],
  ] as const) {
    const ring = ringColor(background);
    if (ring) vars[name] = ring;
  }
  Object.assign(vars, accentVariables(settings));
  return vars;
}

/** The page's own background, on which accents drawn as text must be readable. */
const PAGE_BACKGROUND = '#ffffff';

/**
 * The sections' and cards' accents (issue 22, `web_using_multicolor`): with the setting, the theme's
 * secondary colour joins the primary one, so home sections alternate between them (a mark by each
 * heading, the heading's link in the colour) and cards carry a secondary top edge and badge. Each
 * accent comes with a text colour readable on it (`-text`, 4.5:1) and a shade of it readable as text
 * on the page (`-ink`, 4.5:1 on white). Without the setting no accent variable is set and global.css's
 * fallbacks keep the single-colour look.
 */
export function accentVariables(settings: Pick<ShellSettings, 'webUsingMulticolor' | 'colors'>): Record<string, string> {
  if (!settings.webUsingMulticolor) return {};
  const palette = new Map(settings.colors.map((c) => [c.name, c.value]));
  const primary = palette.get('primary');
  const secondary = palette.get('secondary');
  if (!primary || !secondary) return {};
  const vars: Record<string, string> = { '--section-marker': '0.35rem', '--card-accent-width': '4px' };
  for (const [name, color] of [
    ['--accent-1', primary],
    ['--accent-2', secondary],
  ] as const) {
    const text = textColorOn(color);
    const ink = readableColor(color, PAGE_BACKGROUND);
    if (!text || !ink) return {};
    Object.assign(vars, { [name]: color, [`${name}-text`]: text, [`${name}-ink`]: ink });
  }
  vars['--card-accent'] = secondary;
  vars['--card-accent-text'] = vars['--accent-2-text']!;
  return vars;
}

export function applyTheme(settings: ShellSettings, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(settings))) root.style.setProperty(name, value);
}

/**
 * The theme as one CSS rule for the first HTML's head (the same variables applyTheme sets after
 * hydration). Values come from the platform's settings: anything that could end the rule or the
 * element (`<`, `>`, `{`, `}`, `;`, `\\`) is dropped, so a setting cannot inject CSS or markup.
 */
export function themeCss(settings: ShellSettings): string {
  const declarations = Object.entries(themeVariables(settings))
    .filter(([name]) => /^--[\w-]+$/.test(name))
    .map(([name, value]) => `${name}:${value.replace(/[<>{};\\]/g, '')}`);
  return `:root{${declarations.join(';')}}`;
}
