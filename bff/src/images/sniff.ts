// Which image a source's bytes are, read from the bytes themselves (issue 7: "checks the bytes are an
// image, not the claimed type"). A source that calls an HTML page, a script or a PDF `image/png` is
// refused here, before any decoder sees it; only these formats are ever handed to sharp.

export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const jpeg = [0xff, 0xd8, 0xff];
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const gif87 = ascii('GIF87a');
const gif89 = ascii('GIF89a');
const riff = ascii('RIFF');
const webp = ascii('WEBP');
const ftyp = ascii('ftyp');
const avifBrands = new Set(['avif', 'avis']);

/** ISO-BMFF (`....ftyp`): AVIF when its major brand or one of its compatible brands says so. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ftyp, 4)) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  if (boxSize < 16) return false;
  const brand = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (avifBrands.has(brand(8))) return true;
  for (let at = 16; at + 4 <= end; at += 4) if (avifBrands.has(brand(at))) return true;
  return false;
}

/** What may come before the root element of an XML document: declaration, comments, doctype, space. */
const prolog = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/** SVG: a text document whose root element is `<svg>` (and not an HTML page that contains one). */
function isSvg(bytes: Uint8Array): boolean {
  // The root element of any sane SVG is within its first few kilobytes.
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, '');
  const rest = head.slice(prolog.exec(head)?.[0].length ?? 0);
  return /^<(?:[a-z][\w.-]*:)?svg[\s>/]/i.test(rest);
}

/** The format of an image's bytes, or null when they are no image this route takes. */
export function sniffImage(bytes: Uint8Array): SourceFormat | null {
  if (startsWith(bytes, jpeg)) return 'jpeg';
  if (startsWith(bytes, png)) return 'png';
  if (startsWith(bytes, gif87) || startsWith(bytes, gif89)) return 'gif';
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (isSvg(bytes)) return 'svg';
  return null;
}
