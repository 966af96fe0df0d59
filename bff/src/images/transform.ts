import sharp, { type Sharp } from 'sharp';
import type { ModernFormat } from './negotiate';

// Makes one variant of a source image (issue 7, "Images"): at most the asked width and never wider
// than the source (no upscaling), in the negotiated format, with no metadata. SVG sources are
// rasterised here like any other image (librsvg, with no base URL, so an SVG cannot make it load
// anything), so the route never sends SVG: a script in one has nothing to run in.

export type OutputType = 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';

export interface Variant {
  body: Buffer;
  type: OutputType;
  width: number;
  height: number;
  readonly byteLength: number;
}

export interface VariantRequest {
  /** The largest width wanted (one of the fixed set); a narrower source keeps its own width. */
  width: number;
  /** What the browser takes beyond JPEG and PNG (negotiate.ts). */
  modern: ModernFormat | null;
}

/** Raised for bytes that pass the sniff but cannot be decoded, or decode to too many pixels. */
export class UnreadableImageError extends Error {
  constructor(
    readonly reason: 'corrupt' | 'too-many-pixels',
    options?: ErrorOptions,
  ) {
    super(reason === 'corrupt' ? 'the image cannot be decoded' : 'the image has too many pixels', options);
    this.name = 'UnreadableImageError';
  }
}

/**
 * Decoding a small file can take a lot of memory (a 1 KB PNG can claim 60000×60000 pixels): sources
 * above this many pixels (about 6000×4000) are refused before they are decoded.
 */
export const maxInputPixels = 24_000_000;

/** Encoding settings: visually close to the source at a fraction of its bytes; AVIF's effort kept low, it is the slow one. */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, effort: 4 }),
} as const;

export async function makeVariant(source: Buffer, request: VariantRequest): Promise<Variant> {
  // `failOn: 'error'`: a truncated file is refused rather than half drawn. One frame of an animation.
  const input = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false });
  let output: keyof typeof encoders;
  try {
    output = request.modern ?? ((await transparent(input)) ? 'png' : 'jpeg');
  } catch (error) {
    throw unreadable(error);
  }
  // rotate(): turns the pixels as the EXIF orientation says, since the orientation goes with the metadata.
  const pipeline = encoders[output](input.rotate().resize({ width: request.width, withoutEnlargement: true })).timeout({ seconds: 20 });
  try {
    // sharp writes no metadata (EXIF, XMP, IPTC, ICC) unless asked to keep it: the output is stripped.
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { body: data, type: `image/${output}`, width: info.width, height: info.height, byteLength: data.byteLength };
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * Whether the image has pixels that are not fully opaque: an alpha channel alone is not enough (every
 * SVG, and many PNGs, have one with nothing transparent in it). Only asked for the JPEG-or-PNG
 * fallback, so the full decode it takes is paid for older browsers only, once per variant.
 */
async function transparent(input: Sharp): Promise<boolean> {
  const { hasAlpha } = await input.metadata();
  if (!hasAlpha) return false;
  const { isOpaque } = await input.clone().stats();
  return !isOpaque;
}

function unreadable(error: unknown): UnreadableImageError {
  const message = error instanceof Error ? error.message : '';
  return new UnreadableImageError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'corrupt', { cause: error });
}
