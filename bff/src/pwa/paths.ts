import type { Lang } from '@mall/site';

// Where the installable site's files are (README "Installable site"): one manifest per language, and
// the icons it declares, plus the 180 px one iOS reads from `<link rel="apple-touch-icon">`. The head
// (ssr/render-page.ts), the manifest and the routes read them here, so that they cannot disagree.

export type IconPurpose = 'any' | 'maskable';

export interface IconSpec {
  size: number;
  purpose: IconPurpose;
}

/** What the manifest declares: Chromium's installability asks for 192 and 512 px; maskable ones for Android's shapes. */
export const manifestIcons: readonly IconSpec[] = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  { size: 192, purpose: 'maskable' },
  { size: 512, purpose: 'maskable' },
];

/** iOS's home-screen icon (it ignores the manifest's): opaque, 180 px, rounded by the system. */
export const appleTouchIcon: IconSpec = { size: 180, purpose: 'any' };

/** Every icon the routes answer; any other name is a 404. */
export const servedIcons: readonly IconSpec[] = [...manifestIcons, appleTouchIcon];

export const manifestPathPattern = '/manifest/:file';
/** Where the manifests and icons are: no document's security headers there (app.ts), only nosniff and CORP. */
export const installFilesPrefixes = ['/manifest/', '/pwa/'] as const;
export const iconPathPattern = '/pwa/:file';

export function manifestPath(lang: Lang): string {
  return `/manifest/${lang}.webmanifest`;
}

export function iconFile({ size, purpose }: IconSpec): string {
  return purpose === 'maskable' ? `icon-maskable-${size}.png` : `icon-${size}.png`;
}

export function iconPath(icon: IconSpec): string {
  return `/pwa/${iconFile(icon)}`;
}

/** The icon a file name names, or undefined when the routes do not answer it. */
export function iconOfFile(file: string): IconSpec | undefined {
  return servedIcons.find((icon) => iconFile(icon) === file);
}
