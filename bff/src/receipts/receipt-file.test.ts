import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import type { UploadType } from '@mall/site/uploads';
import { jpegBytes, jpegWithHtml, pdfBytes, pdfWithOpenActionJs, receiptPdf } from '../test/upload-fixtures';
import type { PdfCheck } from '../upload-route/pdf-check';
import { inspectPdf } from '../upload-route/pdf-safety';
import { UploadRefusal } from '../upload-route/refusals';
import { RECEIPT_MAX_SIDE, receiptFile, receiptImage } from './receipt-file';

// What the platform gets of a receipt (issue 17 "Low"): a photo's pixels encoded anew (bytes appended
// after the image, metadata and orientation do not pass as they came), a PDF only when nothing in it
// runs or is attached. The PDF check runs here on the main thread (its worker is pdf-check.test.ts's).

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A received upload as receiveUpload leaves it: the file spooled in a folder of its own. */
function spooled(bytes: Buffer, type: UploadType, name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-file-test-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'file'), bytes);
  return { path: join(dir, 'file'), name, type, size: bytes.length };
}

const checkHere: PdfCheck = { inspect: async (path) => inspectPdf(await readFile(path)) };

async function refusal(promise: Promise<unknown>): Promise<UploadRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRefusal);
  return error as UploadRefusal;
}

describe('a receipt photo', () => {
  it('loses what was appended after the image: a JPEG with an HTML page after its end reaches the platform without it', async () => {
    const html = '<html><body><script>alert(document.domain)</script></body></html>';
    const bytes = await jpegWithHtml(html);
    expect(bytes.toString('latin1')).toContain('<script>');
    const sent = await receiptFile(spooled(bytes, 'image/jpeg', 'uctenka.jpg'), { lang: 'en', pdfCheck: checkHere });
    const out = readFileSync(sent.path);
    expect(sent).toMatchObject({ name: 'uctenka.jpg', type: 'image/jpeg', size: out.length });
    expect(out.toString('latin1')).not.toContain('<script>');
    expect(out.toString('latin1')).not.toContain('<html');
    // One JPEG and nothing after it: the file ends with the end-of-image marker.
    expect([out[0], out[1], out.at(-2), out.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 160]);
  });

  it('is turned upright, bounded on its longer side, never cropped or enlarged, and keeps no metadata', async () => {
    // A camera's photo: 4000 × 3000 stored sideways (EXIF orientation 6), with a location and a camera.
    const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#f4f1ea' } })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Phone', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const input = await sharp(camera).metadata();
    expect([input.orientation, input.exif !== undefined]).toEqual([6, true]);
    const dir = mkdtempSync(join(tmpdir(), 'receipt-image-test-'));
    dirs.push(dir);
    const { width, height, size } = await receiptImage(camera, join(dir, 'out.jpg'));
    // Upright (portrait now), the longer side bounded, the proportions kept (3:4).
    expect([width, height]).toEqual([1920, RECEIPT_MAX_SIDE]);
    const meta = await sharp(join(dir, 'out.jpg')).metadata();
    expect([meta.orientation, meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined, undefined]);
    expect(size).toBe(readFileSync(join(dir, 'out.jpg')).length);
    // A small photo stays its size.
    const small = await receiptImage(await jpegBytes(300, 500), join(dir, 'small.jpg'));
    expect([small.width, small.height]).toEqual([300, 500]);
  });

  it('becomes a JPEG named .jpg when it came as a PNG, on white where it was transparent', async () => {
    const png = await sharp({ create: { width: 200, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const sent = await receiptFile(spooled(png, 'image/png', 'screenshot.png'), { lang: 'en', pdfCheck: checkHere });
    expect(sent).toMatchObject({ name: 'screenshot.jpg', type: 'image/jpeg' });
    const { data, info } = await sharp(sent.path).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 300]);
    expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(240);
  });

  it('is refused as no photo when its first bytes say JPEG and nothing can be decoded (415, on the file field)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    const refused = await refusal(receiptFile(spooled(broken, 'image/jpeg', 'a.jpg'), { lang: 'sk', pdfCheck: checkHere }));
    expect([refused.statusCode, refused.body()]).toEqual([415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: fieldErrorMessages.sk.invalidFile, fieldErrors: [{ field: 'file', code: 'invalidFile', message: fieldErrorMessages.sk.invalidFile }] }]);
  });
});

describe('a receipt PDF', () => {
  it('passes as it came when nothing in it runs or is attached', async () => {
    const bytes = pdfBytes();
    const file = spooled(bytes, 'application/pdf', 'uctenka.pdf');
    const sent = await receiptFile(file, { lang: 'en', pdfCheck: checkHere });
    expect(sent).toEqual(file);
  });

  it('is refused with JavaScript, a Launch or an attachment (unsafeFile), or when it cannot be checked (unreadableFile), in the page language', async () => {
    for (const [bytes, lang] of [
      [pdfWithOpenActionJs(), 'de'],
      [receiptPdf({ page: '/AA << /O << /S /Launch /F (calc.exe) >> >>' }), 'cz'],
      [receiptPdf({ catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>', extra: ['<< /Type /Filespec /F (a.exe) >>'] }), 'en'],
    ] as const) {
      const refused = await refusal(receiptFile(spooled(bytes, 'application/pdf', 'a.pdf'), { lang, pdfCheck: checkHere }));
      expect(refused.statusCode).toBe(415);
      expect(refused.body()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: fieldErrorMessages[lang].unsafeFile, fieldErrors: [{ field: 'file', code: 'unsafeFile', message: fieldErrorMessages[lang].unsafeFile }] });
    }
    const encrypted = receiptPdf({ extra: ['<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], trailer: '/Encrypt 6 0 R' });
    const unreadable = await refusal(receiptFile(spooled(encrypted, 'application/pdf', 'a.pdf'), { lang: 'sk', pdfCheck: checkHere }));
    expect(unreadable.body().fieldErrors).toEqual([{ field: 'file', code: 'unreadableFile', message: fieldErrorMessages.sk.unreadableFile }]);
  });

  it('asks to come back later when the checks are busy (503)', async () => {
    const busy: PdfCheck = { inspect: async () => ({ busy: true }) };
    const refused = await refusal(receiptFile(spooled(pdfBytes(), 'application/pdf', 'a.pdf'), { lang: 'en', pdfCheck: busy }));
    expect([refused.statusCode, refused.code]).toEqual([503, 'UPSTREAM_UNAVAILABLE']);
  });
});
