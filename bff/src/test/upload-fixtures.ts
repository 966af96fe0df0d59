import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Real files of each kind an upload meets (issue 10: receipts, profile picture), made in the test
// rather than kept as binaries: a photo as JPEG and as PNG (sharp), a one-page PDF, a Windows
// executable's first bytes, a GIF; and the multipart body a browser sends, built by the platform's
// own FormData.

/** A receipt-like photo: noise, so that it does not compress to nothing (`width` × `height`). */
export async function jpegBytes(width = 64, height = 96): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

export async function pngBytes(width = 48, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
}

export async function gifBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).gif().toBuffer();
}

/** A valid one-page PDF saying "Receipt" (objects, cross-reference table and trailer with real offsets). */
export function pdfBytes(text = 'Receipt 24.90 EUR'): Buffer {
  return receiptPdf({ text });
}

/** A PDF of these objects (numbered from 1; text or bytes), with a real cross-reference table. */
export function pdfOf(objects: readonly (string | Buffer)[], options: { trailer?: string; version?: string } = {}): Buffer {
  const chunks: Buffer[] = [Buffer.from(`%PDF-${options.version ?? '1.4'}\n`, 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(chunks);
}

/** A stream object's body: its dictionary entries and data, Flate-compressed when asked. */
export function pdfStream(entries: string, data: Buffer | string, compress = false): Buffer {
  const raw = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const body = compress ? deflateSync(raw) : raw;
  return Buffer.concat([Buffer.from(`<< ${entries}${compress ? ' /Filter /FlateDecode' : ''} /Length ${body.length} >>\nstream\n`, 'latin1'), body, Buffer.from('\nendstream', 'latin1')]);
}

/** An object stream (compressed) holding `bodies` as the objects numbered from `first`. */
export function pdfObjectStream(first: number, bodies: readonly string[]): Buffer {
  let index = '';
  let data = '';
  bodies.forEach((body, i) => {
    index += `${first + i} ${data.length} `;
    data += `${body}\n`;
  });
  return pdfStream(`/Type /ObjStm /N ${bodies.length} /First ${index.length}`, index + data, true);
}

/**
 * A one-page receipt PDF (objects 1–5: catalog, pages, page, content, font) with entries added to the
 * catalog and the page, and further objects from 6 on: what the PDF check is tried with.
 */
export function receiptPdf(options: { text?: string; catalog?: string; page?: string; extra?: readonly (string | Buffer)[]; trailer?: string } = {}): Buffer {
  const content = `BT /F1 12 Tf 20 260 Td (${(options.text ?? 'Receipt 24.90 EUR').replace(/[()\\]/g, '')}) Tj ET`;
  return pdfOf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${options.page ?? ''}>>`,
      pdfStream('', content),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...(options.extra ?? []),
    ],
    { trailer: options.trailer },
  );
}

/** A receipt PDF that runs JavaScript when it is opened (the catalog's OpenAction). */
export function pdfWithOpenActionJs(): Buffer {
  return receiptPdf({ catalog: '/OpenAction 6 0 R', extra: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>'] });
}

/** A JPEG photo with an HTML page appended after its end: what a browser sniffing the bytes could take for a page. */
export async function jpegWithHtml(html = '<html><body><script>alert(document.domain)</script></body></html>'): Promise<Buffer> {
  return Buffer.concat([await jpegBytes(120, 160), Buffer.from(html, 'utf8')]);
}

/** The start of a Windows executable (DOS header `MZ`, the PE header where e_lfanew points). */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

/** A multipart/form-data body as a browser sends it: text fields, then (or before) the file. */
export async function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer; field?: string } | null,
  options: { fileFirst?: boolean } = {},
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const addFile = () => {
    if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  };
  if (options.fileFirst) addFile();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (!options.fileFirst) addFile();
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}
