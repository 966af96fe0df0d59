import { readFile } from 'node:fs/promises';
import { inspectPdf, type PdfVerdict } from './pdf-safety';

// The PDF check's task in a worker thread (pdf-check.ts): the spooled file is read here, so that its
// bytes never cross between the threads.

export default async function inspectPdfFile({ path }: { path: string }): Promise<PdfVerdict> {
  return inspectPdf(await readFile(path));
}
