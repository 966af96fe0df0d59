// Generated placeholder images. URLs are self-describing (kind, tenant, name, text, file type) so
// rendering needs no lookup and the same URL always yields the same bytes, which lets the bff's image
// proxy and browsers cache them. Photos (banners, covers, pictures) are JPEG and icons PNG, rasterised
// from the same design (raster.ts), so that the bff's resizing and formats meet real raster sources;
// logos stay SVG, as the platform's often are.

import { BRANDS } from './data/brand';
import { isTenantId } from './tenancy';

export const IMAGE_KINDS = [
  'logo',
  'logo-wide',
  'logo-inverted',
  'logo-inverted-wide',
  'icon',
  'cover',
  'banner',
  'banner-wide',
  'picture',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const SIZES: Record<ImageKind, [number, number]> = {
  logo: [400, 400],
  'logo-wide': [800, 240],
  'logo-inverted': [400, 400],
  'logo-inverted-wide': [800, 240],
  icon: [128, 128],
  cover: [1200, 675],
  banner: [1920, 1080],
  'banner-wide': [2100, 700],
  picture: [1200, 900],
};

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}

/** The file types the image route serves; every kind is served in each, the data links one. */
export const IMAGE_FILES = ['svg', 'jpg', 'png'] as const;
export type ImageFile = (typeof IMAGE_FILES)[number];

export function isImageFile(value: string): value is ImageFile {
  return (IMAGE_FILES as readonly string[]).includes(value);
}

/** The file type the seeded data links for each kind. */
export const FILE_OF_KIND: Record<ImageKind, ImageFile> = {
  logo: 'svg',
  'logo-wide': 'svg',
  'logo-inverted': 'svg',
  'logo-inverted-wide': 'svg',
  icon: 'png',
  cover: 'jpg',
  banner: 'jpg',
  'banner-wide': 'jpg',
  picture: 'jpg',
};

/** Width and height of a kind, in pixels (the raster's, and the SVG's intrinsic size). */
export function imageSize(kind: ImageKind): readonly [number, number] {
  return SIZES[kind];
}

/** A function that turns an image description into an absolute URL on this sandbox. */
export type ImageUrl = (kind: ImageKind, name: string, text: string) => string;

/** `base` is the sandbox's public origin (no trailing slash); `tenant` picks the palette. */
export function imageUrlFor(base: string, tenant: string): ImageUrl {
  return (kind, name, text) =>
    `${base}/images/${kind}/${encodeURIComponent(tenant)}/${encodeURIComponent(name)}.${FILE_OF_KIND[kind]}?text=${encodeURIComponent(text)}`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** 'Marks & Spencer' → 'MS', 'H&M' → 'HM', 'Kaufland' → 'KA'. */
export function initials(text: string): string {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
}

/** FNV-1a: a small stable hash so each shop gets its own, always the same, hue. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function palette(tenant: string, name: string): { main: string; accent: string } {
  if (isTenantId(tenant) && (name === 'mall' || name.startsWith('mall-'))) {
    return { main: BRANDS[tenant].primary, accent: BRANDS[tenant].secondary };
  }
  const hue = hash(`${tenant}/${name}`) % 360;
  // Dark enough (lightness 32%) that the white label stays readable.
  return { main: `hsl(${hue}, 55%, 32%)`, accent: `hsl(${(hue + 40) % 360}, 60%, 45%)` };
}

function fitFontSize(text: string, width: number, height: number, maxShare: number): number {
  const byWidth = (width * 0.85) / Math.max(1, text.length * 0.6);
  return Math.max(12, Math.round(Math.min(byWidth, height * maxShare)));
}

export function renderSvg(kind: ImageKind, tenant: string, name: string, text: string): string {
  const [w, h] = SIZES[kind];
  const { main, accent } = palette(tenant, name);
  const label = text.trim() || name;
  const inverted = kind === 'logo-inverted' || kind === 'logo-inverted-wide';
  const wide = kind === 'logo-wide' || kind === 'logo-inverted-wide';
  const shown = kind === 'logo' || kind === 'logo-inverted' || kind === 'icon' ? initials(label) : label;
  const fontSize = fitFontSize(shown, w, h, wide || kind.startsWith('logo') || kind === 'icon' ? 0.45 : 0.12);
  const bg = inverted ? '#ffffff' : kind === 'banner' || kind === 'banner-wide' || kind === 'cover' || kind === 'picture' ? 'url(#g)' : main;
  const fg = inverted ? main : '#ffffff';
  const rx = kind === 'icon' ? w / 2 : kind.startsWith('logo') ? Math.round(h * 0.08) : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" rx="${rx}" fill="${bg}"${inverted ? ` stroke="${main}" stroke-width="4"` : ''}/>`,
    // Hero banners carry no text: the site lays the translated title over them.
    kind === 'banner' || kind === 'banner-wide'
      ? `<circle cx="${Math.round(w * 0.78)}" cy="${Math.round(h * 0.3)}" r="${Math.round(h * 0.42)}" fill="#ffffff" fill-opacity="0.12"/><circle cx="${Math.round(w * 0.9)}" cy="${Math.round(h * 0.85)}" r="${Math.round(h * 0.25)}" fill="#ffffff" fill-opacity="0.08"/>`
      : `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${fg}">${escapeXml(shown)}</text>`,
    '</svg>',
  ].join('');
}
