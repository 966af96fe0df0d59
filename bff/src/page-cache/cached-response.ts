import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedCopy, compressionThreshold, keptCopies, negotiateEncoding, precompressed, type ContentEncoding } from '../plugins/compression';

// A whole response kept in the shared cache (DESIGN.md "The first HTML", cached responses): the first
// HTML of a page or the result of a public page operation. It is stored compressed once (brotli and
// gzip; a small body as it is), so a hit only picks the copy the client accepts, and it carries a
// weak ETag of its text, the same for every encoding, so a client that has it gets 304.

export interface CachedResponse {
  status: number;
  /** Content-Type. */
  type: string;
  /** Other headers to send as they are (location, retry-after). */
  headers: Record<string, string>;
  etag: string;
  /**
   * Base64 copies (JSON-safe for Redis): br and gzip for a body above the threshold, else identity. An
   * answer made for one client only (`only`, never stored) has that client's copy alone.
   */
  br?: string;
  gzip?: string;
  identity?: string;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * A response with its copies. `only`: the one coding the answer is sent with, for an answer no cache
 * keeps (a member's page): the other copy would be made for nobody (a member's render spent about a
 * seventh of its time compressing).
 */
export function toCachedResponse(status: number, type: string, body: string, headers: Record<string, string> = {}, only?: ContentEncoding): CachedResponse {
  const bytes = Buffer.from(body, 'utf8');
  const stored: CachedResponse = { status, type, headers, etag: etagOf(body) };
  if (bytes.length < compressionThreshold || only === 'identity') {
    stored.identity = bytes.toString('base64');
  } else if (only !== undefined) {
    stored[only] = compressedCopy(bytes, only).toString('base64');
  } else {
    const copies = precompressed(bytes);
    stored.br = copies.br.toString('base64');
    stored.gzip = copies.gzip.toString('base64');
  }
  return stored;
}

/**
 * A response a cache keeps and sends many times (a page's first HTML): when its brotli copy is over
 * a first round trip's bytes, made again at a higher quality, off the event loop (compression.ts
 * `keptCopies`). The same response as toCachedResponse's otherwise.
 */
export async function toKeptResponse(status: number, type: string, body: string, headers: Record<string, string> = {}): Promise<CachedResponse> {
  const bytes = Buffer.from(body, 'utf8');
  if (bytes.length < compressionThreshold) return toCachedResponse(status, type, body, headers);
  const copies = await keptCopies(bytes);
  return { status, type, headers, etag: etagOf(body), br: copies.br.toString('base64'), gzip: copies.gzip.toString('base64') };
}

export interface Representation {
  encoding: 'br' | 'gzip' | 'identity';
  body: Buffer;
}

// The cache hands out the same object while a copy is current: its bytes are decoded once per copy.
const decoded = new WeakMap<CachedResponse, Partial<Record<Representation['encoding'], Buffer>>>();

/** The copy for a client's Accept-Encoding: brotli, gzip, or the text itself (unpacked once from gzip). */
export function representation(stored: CachedResponse, acceptEncoding: string | undefined): Representation {
  let buffers = decoded.get(stored);
  if (!buffers) decoded.set(stored, (buffers = {}));
  if (stored.identity !== undefined) {
    buffers.identity ??= Buffer.from(stored.identity, 'base64');
    return { encoding: 'identity', body: buffers.identity };
  }
  const wanted = negotiateEncoding(acceptEncoding);
  if (wanted === 'br' && stored.br !== undefined) {
    buffers.br ??= Buffer.from(stored.br, 'base64');
    return { encoding: 'br', body: buffers.br };
  }
  if ((wanted === 'gzip' || wanted === 'br') && stored.gzip !== undefined) {
    buffers.gzip ??= Buffer.from(stored.gzip, 'base64');
    return { encoding: 'gzip', body: buffers.gzip };
  }
  // The text itself, unpacked once from the copy there is.
  if (!buffers.identity) {
    if (stored.gzip !== undefined) buffers.identity = gunzipSync((buffers.gzip ??= Buffer.from(stored.gzip, 'base64')));
    else buffers.identity = brotliDecompressSync((buffers.br ??= Buffer.from(stored.br ?? '', 'base64')));
  }
  return { encoding: 'identity', body: buffers.identity };
}

/** Whether If-None-Match names this ETag (weak comparison, lists and `*`, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === mine);
}
