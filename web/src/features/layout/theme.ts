import type { ShellQuery } from '../../graphql/generated';
import { ringColor } from './contrast';

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
