import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { initialsIcon, initialsOf, inkOn, logoIcon, safeZoneSide, UnreadableLogoError } from './icons';

// The install icons: the declared size exactly, opaque, the logo inside the maskable safe zone, and
// the initials when there is no logo.

/** A logo that fills its whole square in one colour, so where it lands in an icon can be measured. */
const squareLogo = (size: number, color: string) => sharp({ create: { width: size, height: size, channels: 4, background: color } }).png().toBuffer();

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i], data[i + 1], data[i + 2]] as const;
  };
  return { info, at };
}

/** The bounding box of the pixels that are not the background colour. */
async function contentBox(png: Buffer, background: readonly [number, number, number]) {
  const { info, at } = await pixels(png);
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const [r, g, b] = at(x, y);
      if (Math.abs(r! - background[0]) + Math.abs(g! - background[1]) + Math.abs(b! - background[2]) > 24) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return { left, top, right, bottom };
}

describe('logoIcon', () => {
  it.each([192, 512, 180])('draws an opaque %i px PNG, the logo filling it (purpose any)', async (size) => {
    const icon = await logoIcon(await squareLogo(128, '#e2001a'), { size, purpose: 'any' }, '#ffffff');
    const meta = await sharp(icon).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', size, size, false]);
    const { at } = await pixels(icon);
    expect(at(0, 0)).toEqual([226, 0, 26]);
    expect(at(size - 1, size - 1)).toEqual([226, 0, 26]);
  });

  it.each([192, 512])('keeps the logo inside the 80 %% circle of a maskable %i px icon, on the background colour', async (size) => {
    const icon = await logoIcon(await squareLogo(128, '#e2001a'), { size, purpose: 'maskable' }, '#ffffff');
    const meta = await sharp(icon).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([size, size, false]);
    const { at } = await pixels(icon);
    expect(at(0, 0)).toEqual([255, 255, 255]);
    const box = await contentBox(icon, [255, 255, 255]);
    const side = safeZoneSide(size);
    // Every corner of the logo's box is within the safe circle (radius 40 % of the side, at the centre).
    for (const [x, y] of [[box.left, box.top], [box.right + 1, box.top], [box.left, box.bottom + 1], [box.right + 1, box.bottom + 1]] as const) {
      expect(Math.hypot(x - size / 2, y - size / 2)).toBeLessThanOrEqual(size * 0.4 + 1);
    }
    // …and it uses the zone: not drawn smaller than needed.
    expect(box.right - box.left + 1).toBeGreaterThanOrEqual(side - 2);
  });

  it('draws an SVG logo at the size asked, not scaled up from its own', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="20" fill="#0f4c81"/></svg>');
    const icon = await logoIcon(svg, { size: 512, purpose: 'any' }, '#ffffff');
    expect((await sharp(icon).metadata()).width).toBe(512);
    const { at } = await pixels(icon);
    expect(at(256, 256)).toEqual([15, 76, 129]);
    // A sharp edge: 8 px inside the circle's edge is its colour (an upscaled 40 px raster would be blurred there).
    expect(at(256, 8)).toEqual([15, 76, 129]);
    expect(at(2, 2)).toEqual([255, 255, 255]);
  });

  it('refuses bytes that are no image it can draw', async () => {
    await expect(logoIcon(Buffer.from('not an image'), { size: 192, purpose: 'any' }, '#ffffff')).rejects.toBeInstanceOf(UnreadableLogoError);
  });
});

describe('initialsIcon', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Europa Shopping Center')).toBe('ES');
    expect(initialsOf('Aupark')).toBe('A');
    expect(initialsOf('  galerie   harfa ')).toBe('GH');
    expect(initialsOf('Čierny Orol')).toBe('ČO');
    expect(initialsOf('')).toBe('?');
  });

  it('writes in white on a dark colour and in near-black on a light one', () => {
    expect(inkOn('#7b2d8e')).toBe('#ffffff');
    expect(inkOn('#ffd200')).toBe('#111111');
    expect(inkOn('#fff')).toBe('#111111');
  });

  it.each([
    [192, 'any'],
    [512, 'any'],
    [180, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const)('draws %i px (%s): opaque, on the theme colour, the letters inside the safe zone', async (size, purpose) => {
    const icon = await initialsIcon('Europa Shopping Center', { size, purpose }, '#7b2d8e');
    const meta = await sharp(icon).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', size, size, false]);
    const { at } = await pixels(icon);
    expect(at(0, 0)).toEqual([123, 45, 142]);
    const box = await contentBox(icon, [123, 45, 142]);
    // Letters were drawn (the machine has a font), centred, within the 80 % circle.
    expect(box.right).toBeGreaterThan(box.left);
    for (const [x, y] of [[box.left, box.top], [box.right + 1, box.bottom + 1]] as const) {
      expect(Math.hypot(x - size / 2, y - size / 2)).toBeLessThanOrEqual(size * 0.4 + 1);
    }
  });
});
