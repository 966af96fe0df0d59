import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize, renderSvg } from './images';
import { renderRaster } from './raster';

describe('renderRaster', () => {
  it('draws a JPEG photo at the size of its kind, with EXIF data as a camera would write', async () => {
    const jpeg = await renderRaster('banner-wide', 'aupark', 'event-1101', 'Summer', 'jpg');
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: imageSize('banner-wide')[0], height: imageSize('banner-wide')[1], hasAlpha: false });
    expect(meta.exif).toBeDefined();
    expect(jpeg.includes('Mall sandbox')).toBe(true);
  });

  it('draws a PNG, keeping the transparent corners of a round icon', async () => {
    const png = await renderRaster('icon', 'aupark', 'mall-icons_parking', 'P', 'png');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 128, height: 128, hasAlpha: true });
    const { isOpaque } = await sharp(png).stats();
    expect(isOpaque).toBe(false);
  });

  it('draws a gallery photo as a JPEG at its size, the same bytes from a fresh drawing', async () => {
    const jpeg = await renderRaster('picture', 'europasc', 'shop-4003-2', '', 'jpg', ['#e4032e', '#ffcc00']);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    const again = await sharp(Buffer.from(renderSvg('picture', 'europasc', 'shop-4003-2', '', ['#e4032e', '#ffcc00'])))
      .flatten({ background: '#ffffff' })
      .withExif({ IFD0: { Artist: 'Mall sandbox', Copyright: 'europasc sandbox photo', ImageDescription: 'shop-4003-2' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(again.equals(jpeg)).toBe(true);
    // Other colours, another photo.
    expect((await renderRaster('picture', 'europasc', 'shop-4003-2', '', 'jpg', ['#002878', '#ffd400'])).equals(jpeg)).toBe(false);
  });

  it('draws an image once, and another text makes another image', async () => {
    const a = await renderRaster('cover', 'novoplaza', 'shop-3001', 'Kaufland', 'jpg');
    const b = await renderRaster('cover', 'novoplaza', 'shop-3001', 'Kaufland', 'jpg');
    expect(b).toBe(a);
    const other = await renderRaster('cover', 'novoplaza', 'shop-3001', 'Kaufland ', 'jpg');
    expect(other.equals(a)).toBe(false);
  });
});
