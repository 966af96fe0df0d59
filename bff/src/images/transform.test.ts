import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff';
import { makeVariant, UnreadableImageError } from './transform';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a4f2c' } })
    .withExif({ IFD0: { Copyright: 'secret camera owner', Artist: 'Jana' } })
    .jpeg()
    .toBuffer();
const withAlpha = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('makeVariant', () => {
  it('resizes down to the asked width, keeping the aspect ratio', async () => {
    const variant = await makeVariant(await photo(1600, 900), { width: 640, modern: null });
    expect(variant).toMatchObject({ type: 'image/jpeg', width: 640, height: 360 });
    expect(await sharp(variant.body).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    expect(variant.byteLength).toBe(variant.body.byteLength);
  });

  it('never upscales past the source', async () => {
    const variant = await makeVariant(await photo(300, 200), { width: 1920, modern: 'webp' });
    expect(variant).toMatchObject({ type: 'image/webp', width: 300, height: 200 });
  });

  it('makes the negotiated modern format, with alpha kept', async () => {
    const avif = await makeVariant(await withAlpha(400, 400), { width: 160, modern: 'avif' });
    expect(avif).toMatchObject({ type: 'image/avif', width: 160 });
    expect(sniffImage(avif.body)).toBe('avif');
    const webp = await makeVariant(await withAlpha(400, 400), { width: 160, modern: 'webp' });
    expect(sniffImage(webp.body)).toBe('webp');
    expect((await sharp(webp.body).metadata()).hasAlpha).toBe(true);
  });

  it('falls back to PNG for a source with transparent pixels, JPEG otherwise', async () => {
    expect((await makeVariant(await withAlpha(50, 50), { width: 160, modern: null })).type).toBe('image/png');
    const opaqueAlpha = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } }).png().toBuffer();
    expect((await sharp(opaqueAlpha).metadata()).hasAlpha).toBe(true);
    expect((await makeVariant(opaqueAlpha, { width: 160, modern: null })).type).toBe('image/jpeg');
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await makeVariant(gif, { width: 160, modern: null })).type).toBe('image/jpeg');
  });

  it('strips the metadata: no EXIF, XMP or ICC profile leaves', async () => {
    const source = await photo(800, 600);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    for (const modern of [null, 'webp', 'avif'] as const) {
      const meta = await sharp((await makeVariant(source, { width: 320, modern })).body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('turns the pixels as the EXIF orientation said before dropping it', async () => {
    // 200×100 stored, orientation 6 (turn 90° clockwise): shown 100×200.
    const rotated = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const variant = await makeVariant(rotated, { width: 1920, modern: null });
    expect(variant).toMatchObject({ width: 100, height: 200 });
    expect((await sharp(variant.body).metadata()).orientation).toBeUndefined();
  });

  it('rasterises SVG, with no way to load what it links to', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="800" height="400">' +
        '<rect width="800" height="400" fill="#00803e"/>' +
        '<image href="file:///etc/passwd" width="10" height="10"/><image xlink:href="http://169.254.169.254/latest" width="10" height="10"/>' +
        '<script>alert(1)</script></svg>',
    );
    const variant = await makeVariant(svg, { width: 320, modern: null });
    expect(variant).toMatchObject({ type: 'image/jpeg', width: 320, height: 160 });
    const { data } = await sharp(variant.body).raw().toBuffer({ resolveWithObject: true });
    // The green of the rect, give or take JPEG's rounding.
    expect([data[0], data[1], data[2]].map((c) => Math.round((c ?? 0) / 16))).toEqual([0, 8, 4]);
  });

  it('refuses bytes that look like an image but do not decode', async () => {
    const truncated = (await photo(400, 300)).subarray(0, 200);
    const error = await makeVariant(truncated, { width: 160, modern: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableImageError);
    expect((error as UnreadableImageError).reason).toBe('corrupt');
  });

  it('refuses a small file that claims too many pixels before decoding it', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(200_000);
    const error = await makeVariant(bomb, { width: 160, modern: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableImageError);
    expect((error as UnreadableImageError).reason).toBe('too-many-pixels');
  });
});
