// The sandbox's raster photos: the SVG design of images.ts drawn by sharp (librsvg) into JPEG or PNG.
// Deterministic (same URL, same bytes: same SVG, same encoder settings), and made once per URL while
// the process runs, in a small bounded memo. JPEGs carry EXIF data, as a camera's photos do, so that
// the bff's stripping of metadata is exercised on every one.

import sharp from 'sharp';
import { renderSvg, type BrandColors, type ImageFile, type ImageKind } from './images';

/** Rasters kept (the seeded data links a few hundred; a 1920×1080 JPEG is about 50 KB). */
const MEMO_ENTRIES = 500;
const memo = new Map<string, Promise<Buffer>>();

async function draw(kind: ImageKind, tenant: string, name: string, text: string, file: Exclude<ImageFile, 'svg'>, colors?: BrandColors): Promise<Buffer> {
  const image = sharp(Buffer.from(renderSvg(kind, tenant, name, text, colors)));
  if (file === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  return image
    .flatten({ background: '#ffffff' })
    .withExif({ IFD0: { Artist: 'Mall sandbox', Copyright: `${tenant} sandbox photo`, ImageDescription: text || name } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The JPEG or PNG of an image, drawn once per URL (a failed draw is forgotten, so the next one tries again). */
export function renderRaster(kind: ImageKind, tenant: string, name: string, text: string, file: Exclude<ImageFile, 'svg'>, colors?: BrandColors): Promise<Buffer> {
  const key = [kind, tenant, name, text, file, colors?.join(',') ?? ''].join('\n');
  const kept = memo.get(key);
  if (kept) return kept;
  const made = draw(kind, tenant, name, text, file, colors);
  memo.set(key, made);
  made.catch(() => memo.delete(key));
  // Oldest first out: a Map keeps insertion order.
  for (const oldest of memo.keys()) {
    if (memo.size <= MEMO_ENTRIES) break;
    memo.delete(oldest);
  }
  return made;
}
