// Generated images (the drawings are artwork.ts's). URLs are self-describing (kind, tenant, name, text,
// the brand's colours, file type) so rendering needs no lookup and the same URL always yields the same
// bytes, which lets the bff's image proxy and browsers cache them. Photos (banners, covers, pictures) are JPEG and icons PNG, rasterised
// from the same design (raster.ts), so that the bff's resizing and formats meet real raster sources;
// logos stay SVG, as the platform's often are.

import { escapeXml, hashedPalette, initials, logoSvg, photoSvg, type Palette, type Scene } from './artwork';
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

/** A brand's two colours, `#rrggbb` each: its logo and photos are drawn in them. */
export type BrandColors = readonly [main: string, accent: string];

/** A function that turns an image description into an absolute URL on this sandbox. */
export type ImageUrl = (kind: ImageKind, name: string, text: string, colors?: BrandColors) => string;

const HEX = /^#[0-9a-f]{6}$/i;

/** `base` is the sandbox's public origin (no trailing slash); `tenant` picks the palette. */
export function imageUrlFor(base: string, tenant: string): ImageUrl {
  return (kind, name, text, colors) => {
    const own = colors && colors.every((c) => HEX.test(c)) ? `&colors=${colors.map((c) => c.slice(1).toLowerCase()).join(',')}` : '';
    return `${base}/images/${kind}/${encodeURIComponent(tenant)}/${encodeURIComponent(name)}.${FILE_OF_KIND[kind]}?text=${encodeURIComponent(text)}${own}`;
  };
}

/** The `colors` query of an image URL (`e10915,ffffff`), or undefined when it is absent or malformed. */
export function parseColors(value: unknown): BrandColors | undefined {
  if (typeof value !== 'string' || !/^[0-9a-f]{6},[0-9a-f]{6}$/i.test(value)) return undefined;
  const [main, accent] = value.toLowerCase().split(',') as [string, string];
  return [`#${main}`, `#${accent}`];
}

export { escapeXml, initials };

function palette(tenant: string, name: string, colors?: BrandColors): Palette {
  if (colors) return { main: colors[0], accent: colors[1] };
  if (isTenantId(tenant) && (name === 'mall' || name.startsWith('mall-'))) {
    return { main: BRANDS[tenant].primary, accent: BRANDS[tenant].secondary };
  }
  return hashedPalette(`${tenant}/${name}`);
}

/** What a photo shows, by what it is of: a shop's cover and first photo its front, its others and
 * offers' and rewards' pictures a product, everything else (the mall's pages, amenities) the mall. */
export function sceneOf(name: string): Scene {
  if (/^shop-\d+$/.test(name) || /^shop-\d+-1$/.test(name)) return 'storefront';
  if (/^shop-\d+-\d+$/.test(name) || /^(offer|reward)-/.test(name)) return 'product';
  return 'atrium';
}

export function renderSvg(kind: ImageKind, tenant: string, name: string, text: string, colors?: BrandColors): string {
  const [w, h] = SIZES[kind];
  const colours = palette(tenant, name, colors);
  const label = text.trim() || name;
  const open = (aria: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ${aria}>`;
  if (kind === 'cover' || kind === 'picture') {
    // A photograph: no text in it, not even a label for assistive technology (the page's alt text says what it is).
    return `${open('role="img"')}${photoSvg(sceneOf(name), w, h, `${tenant}/${name}/${kind}`, colours)}</svg>`;
  }
  const titled = open(`role="img" aria-label="${escapeXml(label)}"`);
  if (kind === 'banner' || kind === 'banner-wide') {
    // Hero banners carry no text: the site lays the translated title over them.
    return [
      titled,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.main}"/><stop offset="1" stop-color="${colours.accent}"/></linearGradient></defs>`,
      `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
      `<circle cx="${Math.round(w * 0.78)}" cy="${Math.round(h * 0.3)}" r="${Math.round(h * 0.42)}" fill="#ffffff" fill-opacity="0.12"/><circle cx="${Math.round(w * 0.9)}" cy="${Math.round(h * 0.85)}" r="${Math.round(h * 0.25)}" fill="#ffffff" fill-opacity="0.08"/>`,
      '</svg>',
    ].join('');
  }
  const inverted = kind === 'logo-inverted' || kind === 'logo-inverted-wide';
  const shape = kind === 'icon' ? 'icon' : kind === 'logo-wide' || kind === 'logo-inverted-wide' ? 'wide' : 'square';
  return `${titled}${logoSvg(shape, w, h, label, colours, inverted)}</svg>`;
}
