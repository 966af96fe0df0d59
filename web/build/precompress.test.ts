import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressDir } from './precompress';

/** Some JavaScript-like text of exactly `bytes` bytes. */
function text(bytes: number): string {
  const rows = Array.from({ length: bytes }, (_, i) => `"row ${i}", `).join('');
  return `export const rows = [${rows}`.slice(0, bytes - 3) + '];\n';
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function expectCopies(file: string) {
  const original = await readFile(join(dir, file));
  expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(original);
  expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(original);
}

/** The plugin's writeBundle hook, called as Vite calls it after writing the bundle to `dir`. */
async function runPlugin(ssr: boolean | string) {
  const logged: string[] = [];
  const hook = precompress().writeBundle;
  if (!hook || typeof hook === 'function') throw new Error('writeBundle should be an object hook');
  const context = { environment: { config: { build: { ssr } }, logger: { info: (message: string) => logged.push(message) } } };
  // A stand-in for Rolldown's plugin context: the hook reads only `environment`.
  await hook.handler.call(context as never, { dir } as never, {});
  return logged;
}

describe('precompressDir', () => {
  it('writes br and gz copies that decompress to the original, for every compressible type', async () => {
    const files = ['assets/app-1a2b.js', 'assets/index-3c4d.css', 'index.html', 'logo.svg', 'data.json', 'robots.txt', 'sitemap.xml', 'site.webmanifest', 'assets/app-1a2b.js.map'];
    for (const file of files) await writeFile(join(dir, file), text(4096));

    const summary = await precompressDir(dir);

    for (const file of files) await expectCopies(file);
    expect(summary.files).toBe(files.length);
    expect(summary.brBytes).toBeLessThan(summary.bytes);
    expect(summary.gzipBytes).toBeLessThan(summary.bytes);
  });

  it('leaves alone files of 1 KiB or less, other types, and copies that would not be smaller', async () => {
    await writeFile(join(dir, 'small.js'), text(1024));
    await writeFile(join(dir, 'just-over.js'), text(1025));
    await writeFile(join(dir, 'photo.png'), randomBytes(8192));
    await writeFile(join(dir, 'noise.js'), randomBytes(8192)); // incompressible

    await precompressDir(dir);

    expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'small.js.gz'))).toBe(false);
    await expectCopies('just-over.js');
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.js.gz'))).toBe(false);
  });

  it('does not compress its own copies again when run twice', async () => {
    await writeFile(join(dir, 'app.js'), text(4096));
    await precompressDir(dir);
    await precompressDir(dir);
    expect(existsSync(join(dir, 'app.js.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'app.js.gz.gz'))).toBe(false);
    await expectCopies('app.js');
  });

  it('takes other extensions and another size floor when asked', async () => {
    await writeFile(join(dir, 'app.js'), text(2048));
    await writeFile(join(dir, 'app.css'), text(2048));
    await precompressDir(dir, { extensions: ['css'], minBytes: 100 });
    expect(existsSync(join(dir, 'app.js.br'))).toBe(false);
    await expectCopies('app.css');
  });
});

describe('precompress (Vite plugin)', () => {
  it('runs only in builds', () => {
    expect(precompress().apply).toBe('build');
  });

  it('compresses the client output after it is written and reports the sizes', async () => {
    await writeFile(join(dir, 'assets/app.js'), text(4096));
    const logged = await runPlugin(false);
    await expectCopies('assets/app.js');
    expect(logged).toEqual([expect.stringMatching(/^precompressed 1 files: 4\.0 KiB → br [\d.]+ KiB, gzip [\d.]+ KiB$/)]);
  });

  it('skips a server (SSR) build', async () => {
    await writeFile(join(dir, 'entry-server.js'), text(4096));
    await runPlugin('src/entry-server.tsx');
    expect(existsSync(join(dir, 'entry-server.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'entry-server.js.gz'))).toBe(false);
  });
});
