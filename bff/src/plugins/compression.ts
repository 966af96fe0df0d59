import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { BoundedMemory } from '../shared/bounded-memory';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Issue "The page pipeline", point 5: HTML, GraphQL and other text answers leave compressed, by the
// client's Accept-Encoding (brotli first, then gzip). Built assets have copies compressed at build
// time (web/build/precompress.ts) that @fastify/static sends as they are; this plugin compresses what
// is made per request, and gives a cache the means to store compressed copies once.

/** Bodies smaller than this are sent as they are: the saving is less than a packet. */
export const compressionThreshold = 1024;

/** The response types that are compressed (any other type goes out as it is, see `isCompressibleType`). */
const compressibleTypes = new Set([
  'text/html',
  'application/json',
  'application/graphql-response+json',
  'text/css',
  'text/plain',
  'image/svg+xml',
  'application/javascript',
  // What RFC 9239 and newer mime tables call JavaScript.
  'text/javascript',
  'application/xml',
]);

export function isCompressibleType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  return compressibleTypes.has(contentType.split(';', 1)[0]!.trim().toLowerCase());
}

// Per request, speed matters more than the last percent: brotli 5 is about as fast as gzip 6 and a
// few percent smaller (quality 11 is ~100 times slower). The build's copies use the maximum instead.
const brotliQuality = 5;
const gzipLevel = 6;

/**
 * A kept page (the first HTML the page cache stores) whose brotli copy at the per-request quality is
 * over `firstWindowBytes` is compressed again at quality 10 (`keptCopies`): about 8 % fewer bytes
 * (aupark's home 13,870 → 12,723), for 25 to 30 ms of a core on libuv's thread pool, never the event
 * loop. A new connection's first round trip carries about 14,600 bytes (TCP's initial window of 10
 * segments), headers (about 1,080) included: a first HTML of at most 13,500 arrives in it, and the
 * page paints a round trip sooner (docs/page-speed.md). A page already under it, most of them, is
 * not compressed again: quality 10 for every render cut cold renders from 43–47 to 33 a second
 * (aupark's 556 pages, 4 at a time). Quality 11 would save 200 bytes more for three times the time.
 */
const keptBrotliQuality = 10;
export const firstWindowBytes = 13_500;

function brotliOptions(size?: number, quality = brotliQuality): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
    },
  };
}
const gzipOptions: ZlibOptions = { level: gzipLevel };

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** A qvalue (RFC 9110 §12.4.2): 0 to 1 with at most three decimals; anything else is malformed. */
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The content coding to send for an Accept-Encoding header (RFC 9110 §12.5.3), among brotli, gzip
 * and none. Weights are honoured; an entry with a malformed weight is ignored; `x-gzip` is gzip.
 * `*` stands for every coding the header does not name. At equal weight a named coding beats one
 * matched only by `*`; of two named codings brotli wins; of two matched only by `*`, gzip (what
 * @fastify/compress and @fastify/static send for `*`: the old clients that send a bare `*` know it).
 * `identity` wins only when named with a higher weight than the best coding, or when no coding is
 * acceptable; no header at all means no coding.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  // Browsers send a handful of distinct headers: each is read once. Bounded, as a client can send anything.
  return negotiated.answer(acceptEncoding, negotiate);
}

const negotiated = new BoundedMemory<string, ContentEncoding>(256);

function negotiate(acceptEncoding: string): ContentEncoding {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = entry.split(';');
    let name = rawName.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      weight = qvalue.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    }
    if (Number.isNaN(weight)) continue;
    weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  const wildcard = weights.get('*');
  const candidates = (['br', 'gzip'] as const).map((coding, order) => {
    const named = weights.has(coding);
    return { coding, weight: (named ? weights.get(coding) : wildcard) ?? 0, named, order: named ? order : -order };
  });
  candidates.sort((a, b) => b.weight - a.weight || Number(b.named) - Number(a.named) || a.order - b.order);
  const best = candidates[0]!;
  if (best.weight === 0) return 'identity';
  const identity = weights.get('identity');
  return identity !== undefined && identity > best.weight ? 'identity' : best.coding;
}

/** Brotli and gzip copies of a body, made once (for a cache that stores them), with the per-request settings. */
export function precompressed(body: Buffer): { br: Buffer; gzip: Buffer } {
  return { br: compressedCopy(body, 'br'), gzip: compressedCopy(body, 'gzip') };
}

/** One copy of a body, with the per-request settings. */
export function compressedCopy(body: Buffer, coding: 'br' | 'gzip'): Buffer {
  return coding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, gzipOptions);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip copies of a body a cache keeps and sends many times: those of `precompressed`, the
 * brotli one made again at the kept quality, on the thread pool, when it is over `firstWindowBytes`.
 */
export async function keptCopies(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const copies = precompressed(body);
  if (copies.br.length <= firstWindowBytes) return copies;
  const br = await brotliAsync(body, brotliOptions(body.length, keptBrotliQuality));
  return { br: br.length < copies.br.length ? br : copies.br, gzip: copies.gzip };
}

/** Adds `accept-encoding` to Vary unless it (or `*`) is there already. */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)]).flatMap((v) => v.split(','));
  if (values.some((v) => ['accept-encoding', '*'].includes(v.trim().toLowerCase()))) return;
  reply.header('vary', [...values.map((v) => v.trim()).filter(Boolean), 'accept-encoding'].join(', '));
}

function isNodeStream(payload: unknown): payload is Readable {
  return typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
}

function hasEncoding(reply: FastifyReply): boolean {
  const encoding = reply.getHeader('content-encoding');
  return encoding !== undefined && encoding !== 'identity';
}

/**
 * Answers @fastify/compress does not reach (it attaches its hook to each route in `onRoute`):
 * - the not-found handler's, where the SPA's pages answer from: it gets no route hooks;
 * - the HEAD twins fastify makes of GET routes: fastify drops their body before @fastify/compress's
 *   hook runs, so their headers would describe another representation than the GET's.
 * A route that opted out (`compress: false`) has no `reply.compress`.
 */
function unreached(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.is404 || (request.method === 'HEAD' && typeof reply.compress === 'function');
}

/** Compresses a buffered answer that @fastify/compress does not reach, by the same rules. */
async function compressUnreached(request: FastifyRequest, reply: FastifyReply, payload: string | Buffer): Promise<string | Buffer> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < compressionThreshold || request.headers['x-no-compression'] !== undefined || reply.statusCode === 206) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return payload;
  const compressed = encoding === 'br' ? await brotliAsync(body, brotliOptions(body.length)) : await gzipAsync(body, gzipOptions);
  reply.header('content-encoding', encoding).header('content-length', compressed.length);
  return compressed;
}

export default fp(
  async (fastify) => {
    // Runs before @fastify/compress, whose hook is added to each route and so comes after every
    // instance hook. It settles what @fastify/compress would get wrong for this app.
    fastify.addHook('onSend', async (request, reply, payload) => {
      // No body, nothing to encode: @fastify/compress would label a 304 with the coding it picked,
      // and a cache that takes the 304's headers would relabel the copy it holds.
      if (reply.statusCode === 304 || reply.statusCode === 204) {
        reply.removeHeader('content-encoding');
        // A route that opted out of compression (`compress: false`: the image route) never varies on it.
        if (typeof reply.compress === 'function' || request.is404) varyOnEncoding(reply);
        if (isNodeStream(payload)) payload.destroy();
        return null;
      }
      if (payload === null || payload === undefined || !isCompressibleType(reply.getHeader('content-type'))) return payload;
      const encoded = hasEncoding(reply);
      // The same URL may answer compressed to another client: caches must keep the answers apart.
      // (@fastify/static sets no Vary on its precompressed files, and none on the plain ones.)
      if (encoded || request.is404 || typeof reply.compress === 'function') varyOnEncoding(reply);
      if (encoded) return payload;
      // @fastify/compress applies its threshold to buffered bodies only; a small file (no copies
      // were built for it) would be compressed on every request, and sent chunked.
      if (isNodeStream(payload)) {
        const length = Number(reply.getHeader('content-length'));
        return Number.isFinite(length) && length < compressionThreshold ? await buffer(payload) : payload;
      }
      if ((typeof payload === 'string' || Buffer.isBuffer(payload)) && unreached(request, reply)) return compressUnreached(request, reply, payload);
      return payload;
    });

    await fastify.register(fastifyCompress, {
      // Every route registered after this plugin; a route opts out with `compress: false`.
      globalCompression: true,
      // Clients send no compressed bodies; inflating them would be work, and an attack surface, for nothing.
      globalDecompression: false,
      // `identity` last: a client that prefers it (`gzip;q=0.5, identity`) gets it.
      encodings: ['br', 'gzip', 'identity'],
      threshold: compressionThreshold,
      customTypes: isCompressibleType,
      brotliOptions: brotliOptions(),
      zlibOptions: gzipOptions,
    });
  },
  { name: 'compression', dependencies: ['config'] },
);
