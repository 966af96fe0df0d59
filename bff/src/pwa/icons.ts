import sharp, { type Sharp } from 'sharp';
import { maxInputPixels } from '../images/transform';
import type { IconSpec } from './paths';

// The install icons (issue 24: 192 and 512 px from the tenant's icon logo, maskable too), drawn with
// sharp (libvips), which the image route already uses. Every icon is an opaque square PNG of exactly
// its declared size: iOS fills a transparent home-screen icon with black, and Chromium refuses a
// manifest icon whose pixels are not the size it declares.
// - `any`: the logo contained in the square, on the theme's background colour.
// - `maskable`: the logo inside the safe zone, the circle of 80 % of the icon's width that every
//   launcher's mask keeps (W3C Manifest, "maskable icons"); its inscribed square is 80 % / √2 of the
//   side, about 57 %, so no mask cuts into the logo. The rest is the background colour, to the edge.
// - No logo (the settings name none, or it cannot be read): the mall's initials, on the theme colour.

/** The side of the square a maskable icon's content must stay in: inscribed in the 80 % circle. */
export function safeZoneSide(size: number): number {
  return Math.floor((size * 0.8) / Math.SQRT2);
}

/** Raised when the logo's bytes cannot be drawn: the plugin draws the initials instead. */
export class UnreadableLogoError extends Error {
  constructor(options?: ErrorOptions) {
    super('the icon logo cannot be decoded', options);
    this.name = 'UnreadableLogoError';
  }
}

const png = (image: Sharp) => image.png({ compressionLevel: 9, effort: 7 }).toBuffer();

/** The logo in a square box of `box` pixels, transparent around it. SVG is rasterised at the box's size, not scaled up from its own. */
async function logoInBox(source: Buffer, box: number): Promise<Buffer> {
  const options = { limitInputPixels: maxInputPixels, failOn: 'error', animated: false } as const;
  try {
    const meta = await sharp(source, options).metadata();
    const longest = Math.max(meta.width, meta.height, 1);
    // librsvg draws an SVG at 72 dpi by default: a 128 px icon drawn for 512 px would be upscaled pixels.
    const density = meta.format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * box) / longest))) : undefined;
    return await png(
      sharp(source, { ...options, ...(density ? { density } : {}) }).resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }),
    );
  } catch (error) {
    throw new UnreadableLogoError({ cause: error });
  }
}

export async function logoIcon(source: Buffer, icon: IconSpec, background: string): Promise<Buffer> {
  const box = icon.purpose === 'maskable' ? safeZoneSide(icon.size) : icon.size;
  const logo = await logoInBox(source, box);
  return png(sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } }).composite([{ input: logo, gravity: 'centre' }]).flatten({ background }));
}

/** "Europa Shopping Center" → "ES", "Aupark" → "A": the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/** WCAG relative luminance of `#rgb` or `#rrggbb`. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on `background` (the larger WCAG contrast). */
export function inkOn(background: string): '#ffffff' | '#111111' {
  const l = luminance(background);
  return (1.05 / (l + 0.05) >= (l + 0.05) / (luminance('#111111') + 0.05)) ? '#ffffff' : '#111111';
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export async function initialsIcon(name: string, icon: IconSpec, color: string): Promise<Buffer> {
  const { size } = icon;
  const initials = initialsOf(name);
  // Two letters must fit the safe zone of a maskable icon, and look the same size in an `any` one.
  const box = icon.purpose === 'maskable' ? safeZoneSide(size) : size * 0.8;
  const fontSize = Math.round((box * (initials.length > 1 ? 0.55 : 0.75)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${escapeXml(color)}"/><text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${inkOn(color)}">${escapeXml(initials)}</text></svg>`;
  return png(sharp(Buffer.from(svg)).resize(size, size).flatten({ background: color }));
}
