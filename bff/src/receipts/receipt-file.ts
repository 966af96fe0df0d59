import { join } from 'node:path';
import sharp from 'sharp';
import type { Lang } from '@mall/site';
import type { PdfCheck } from '../upload-route/pdf-check';
import { ACTIVE_FINDINGS } from '../upload-route/pdf-safety';
import type { ReceivedUpload } from '../upload-route/receive-upload';
import { notAllowedType, unavailable, unreadableFile, unsafeFile } from '../upload-route/refusals';

// What the platform gets of a receipt (issue 17 "Low": receipts passed byte for byte, so a JPEG with
// an HTML page appended, or a PDF whose OpenAction runs JavaScript, reached the platform and the people
// who check receipts there):
// - a photo (JPEG or PNG) is decoded and encoded anew with sharp, as the profile picture is: turned
//   upright by its EXIF orientation, at most RECEIPT_MAX_SIDE on its longer side (never enlarged,
//   never cropped: the whole receipt stays readable), on white where it was transparent, as a JPEG of
//   RECEIPT_JPEG_QUALITY without any metadata (no location, no camera). Only pixels pass: bytes after
//   the image's end, comments and other segments do not. A PNG becomes a JPEG (a photo of a receipt
//   is far smaller so, and the platform takes either);
// - a PDF is checked in a worker thread (upload-route/pdf-check.ts, upload-route/pdf-safety.ts) and passed on as
//   it is when nothing in it runs or is attached; else refused on the file field (415), in the
//   page's language.

/** The longer side of a receipt photo: a till receipt's smallest print stays legible at this size. */
export const RECEIPT_MAX_SIDE = 2560;
/** JPEG quality of a receipt photo (mozjpeg): text keeps its edges, a photo weighs 0.5–2 MB. */
export const RECEIPT_JPEG_QUALITY = 85;
/** Pixels of a photo decoded at most (a 108-megapixel phone camera's); beyond it the file is refused before it is decoded. */
const MAX_INPUT_PIXELS = 110_000_000;

/** A receipt photo encoded anew at `output`: upright, bounded, flattened, JPEG, no metadata. */
export async function receiptImage(input: string | Buffer, output: string): Promise<{ size: number; width: number; height: number }> {
  const info = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: RECEIPT_MAX_SIDE, height: RECEIPT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: RECEIPT_JPEG_QUALITY, mozjpeg: true })
    .toFile(output);
  return { size: info.size, width: info.width, height: info.height };
}

/** The file sent for a received receipt: a photo re-encoded (a `.png` name ends in `.jpg`), a PDF checked; else an UploadRefusal. */
export async function receiptFile(file: ReceivedUpload['file'], context: { lang: Lang; pdfCheck: PdfCheck }): Promise<ReceivedUpload['file']> {
  const { lang, pdfCheck } = context;
  if (file.type === 'application/pdf') {
    const result = await pdfCheck.inspect(file.path);
    if ('busy' in result) throw unavailable(lang);
    if (!result.safe) throw result.findings.some((finding) => ACTIVE_FINDINGS.includes(finding)) ? unsafeFile(lang) : unreadableFile(lang);
    return file;
  }
  const path = join(file.path, '..', 'receipt.jpg');
  let size: number;
  try {
    ({ size } = await receiptImage(file.path, path));
  } catch {
    // The first bytes of a photo and nothing a decoder can read: not a photo.
    throw notAllowedType(lang);
  }
  return { path, name: file.type === 'image/png' ? `${file.name.replace(/\.png$/i, '')}.jpg` : file.name, type: 'image/jpeg', size };
}
