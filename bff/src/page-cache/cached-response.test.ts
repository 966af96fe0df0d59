import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstWindowBytes } from '../plugins/compression';
import { etagOf, matchesEtag, representation, toCachedResponse, toKeptResponse } from './cached-response';

const page = `<!doctype html><title>Aupark</title>${'<p>Obchody a služby</p>'.repeat(200)}`;

describe('toCachedResponse', () => {
  it('keeps a large body as brotli and gzip only, and a small one as it is', () => {
    const large = toCachedResponse(200, 'text/html; charset=utf-8', page);
    expect(large.identity).toBeUndefined();
    expect(large.br!.length).toBeLessThan(Buffer.byteLength(page));
    expect(gunzipSync(Buffer.from(large.gzip!, 'base64')).toString('utf8')).toBe(page);
    const small = toCachedResponse(301, 'text/html; charset=utf-8', '', { location: '/sk' });
    expect(small).toMatchObject({ status: 301, identity: '', headers: { location: '/sk' } });
    // JSON-safe, as Redis keeps it.
    expect(JSON.parse(JSON.stringify(large))).toEqual(large);
  });

  it('makes only the one copy asked for an answer no cache keeps (a member’s page)', () => {
    const br = toCachedResponse(200, 'text/html; charset=utf-8', page, {}, 'br');
    expect(br.gzip).toBeUndefined();
    expect(br.identity).toBeUndefined();
    expect(brotliDecompressSync(Buffer.from(br.br!, 'base64')).toString('utf8')).toBe(page);
    const gzip = toCachedResponse(200, 'text/html; charset=utf-8', page, {}, 'gzip');
    expect(gzip.br).toBeUndefined();
    expect(gunzipSync(Buffer.from(gzip.gzip!, 'base64')).toString('utf8')).toBe(page);
    const identity = toCachedResponse(200, 'text/html; charset=utf-8', page, {}, 'identity');
    expect(identity.br).toBeUndefined();
    expect(identity.gzip).toBeUndefined();
    expect(Buffer.from(identity.identity!, 'base64').toString('utf8')).toBe(page);
    expect(br.etag).toBe(etagOf(page));
  });

  it('has a weak ETag of the text, the same for every encoding', () => {
    expect(toCachedResponse(200, 'text/html', page).etag).toBe(etagOf(page));
    expect(etagOf(page)).not.toBe(etagOf(`${page} `));
  });
});

describe('toKeptResponse', () => {
  // Texts of a first HTML's kind: this repository's pages about it. One is over a first round trip's
  // bytes with brotli at the per-request quality, the other under.
  const read = (name: string) => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8');
  const large = ['first-html.md', 'page-speed.md', 'caching.md', 'architecture.md', 'offline.md'].map(read).join('\n');
  const small = read('first-html.md').slice(0, 20_000);
  const type = 'text/html; charset=utf-8';

  it('makes the brotli copy of a body over a first round trip again, smaller (a higher quality, for a copy sent many times)', async () => {
    const plain = toCachedResponse(200, type, large, { 'retry-after': '1' });
    expect(Buffer.from(plain.br!, 'base64').length).toBeGreaterThan(firstWindowBytes);
    const kept = await toKeptResponse(200, type, large, { 'retry-after': '1' });
    expect({ ...kept, br: undefined }).toEqual({ ...plain, br: undefined });
    expect(brotliDecompressSync(Buffer.from(kept.br!, 'base64')).toString('utf8')).toBe(large);
    expect(Buffer.from(kept.br!, 'base64').length).toBeLessThan(Buffer.from(plain.br!, 'base64').length);
    expect(JSON.parse(JSON.stringify(kept))).toEqual(kept);
  });

  it('keeps the per-request copies of a body under it, and a small body as it is', async () => {
    const plain = toCachedResponse(200, type, small);
    expect(Buffer.from(plain.br!, 'base64').length).toBeLessThanOrEqual(firstWindowBytes);
    expect(await toKeptResponse(200, type, small)).toEqual(plain);
    expect(await toKeptResponse(301, type, '', { location: '/sk' })).toEqual(toCachedResponse(301, type, '', { location: '/sk' }));
  });
});

describe('representation', () => {
  const stored = toCachedResponse(200, 'text/html', page);
  it('picks the copy the client accepts, unpacking the text only for a client that takes none', () => {
    expect(representation(stored, 'gzip, deflate, br').encoding).toBe('br');
    expect(representation(stored, 'gzip').encoding).toBe('gzip');
    const plain = representation(stored, undefined);
    expect(plain.encoding).toBe('identity');
    expect(plain.body.toString('utf8')).toBe(page);
    // Decoded once per copy.
    expect(representation(stored, 'br').body).toBe(representation(stored, 'br').body);
  });

  it('answers from whichever copy there is: never an empty body', () => {
    const brOnly = toCachedResponse(200, 'text/html', page, {}, 'br');
    expect(representation(brOnly, 'br').encoding).toBe('br');
    const unpacked = representation(brOnly, 'gzip');
    expect(unpacked.encoding).toBe('identity');
    expect(unpacked.body.toString('utf8')).toBe(page);
    const gzipOnly = toCachedResponse(200, 'text/html', page, {}, 'gzip');
    const fromGzip = representation(gzipOnly, 'br');
    expect(fromGzip.encoding).toBe('gzip');
    expect(gunzipSync(fromGzip.body).toString('utf8')).toBe(page);
    expect(representation(gzipOnly, undefined).body.toString('utf8')).toBe(page);
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists and with *', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
