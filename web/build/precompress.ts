import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Issue "The page pipeline", point 5: the build writes brotli and gzip copies of every text asset,
// and the bff sends the one the browser accepts (@fastify/static `preCompressed`). Compressing once at
// build time affords the slowest, smallest settings; compressing per request could not.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats Vite writes or copies from `public/`; images and fonts are compressed already. */
export const compressibleExtensions: readonly string[] = ['js', 'css', 'html', 'svg', 'json', 'txt', 'xml', 'webmanifest', 'map'];

export interface PrecompressOptions {
  /** File extensions (without the dot) that get copies. Default: `compressibleExtensions`. */
  extensions?: readonly string[];
  /** Files of this size or smaller are left alone: the saving is less than a packet. Default 1024. */
  minBytes?: number;
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli 11, text mode) and `file.gz` (gzip 9) next to every compressible file of
 * `dir` bigger than `minBytes`. A copy that would not be smaller is not written: the server then
 * falls back to the next encoding, and at last to the file itself.
 */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<PrecompressSummary> {
  const extensions = new Set((options.extensions ?? compressibleExtensions).map((ext) => `.${ext.toLowerCase()}`));
  const minBytes = options.minBytes ?? 1024;
  const files = (await listFiles(dir)).filter((file) => extensions.has(extname(file).toLowerCase()));
  const summary: PrecompressSummary = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };

  async function one(file: string): Promise<void> {
    const content = await readFile(file);
    if (content.length <= minBytes) return;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const writes: Promise<void>[] = [];
    if (br.length < content.length) writes.push(writeFile(`${file}.br`, br));
    if (gz.length < content.length) writes.push(writeFile(`${file}.gz`, gz));
    await Promise.all(writes);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brBytes += Math.min(br.length, content.length);
    summary.gzipBytes += Math.min(gz.length, content.length);
  }

  // zlib's asynchronous calls run on libuv's thread pool: a few files at a time keep the cores busy
  // without holding every file of a large build in memory at once.
  const queue = [...files];
  const workers = Array.from({ length: Math.min(queue.length, Math.max(2, availableParallelism())) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await one(file);
  });
  await Promise.all(workers);
  return summary;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Vite plugin: brotli and gzip copies of the client build's text files, after they are written. */
export function precompress(options: PrecompressOptions = {}): Plugin {
  return {
    name: 'mall:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler(outputOptions) {
        // A server (SSR) bundle is read from disk by Node and never goes over the wire.
        if (this.environment.config.build.ssr || !outputOptions.dir) return;
        const summary = await precompressDir(outputOptions.dir, options);
        this.environment.logger.info(
          `precompressed ${summary.files} files: ${kib(summary.bytes)} → br ${kib(summary.brBytes)}, gzip ${kib(summary.gzipBytes)}`,
        );
      },
    },
  };
}
