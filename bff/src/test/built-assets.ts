import { existsSync, statSync } from 'node:fs';
import { loadConfig } from '../config';

// The web's build as the bff serves it, for the tests that count what a first load transfers
// (ssr/first-load-budget.int.test.ts, ssr/text-files.int.test.ts).

export const dist = loadConfig({}).WEB_DIST;

/** An asset's response headers as the bff sends them (status line, cache-control, etag, type, length, encoding, vary, date, keep-alive): about 430 bytes, rounded up. */
const headerBytes = 500;

/** The bytes a browser that accepts brotli gets for a built asset (`/assets/…`): its `.br` copy, or the file itself when too small to be compressed, plus the headers of its answer. */
export function transferredBytes(path: string): number {
  const file = `${dist}/client${path}`;
  return (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size) + headerBytes;
}
