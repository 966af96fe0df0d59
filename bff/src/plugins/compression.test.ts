import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCompressibleType, negotiateEncoding, precompressed } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    // no header, empty header
    [undefined, 'identity'],
    ['', 'identity'],
    // what browsers send
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    // case and spaces
    ['  GZIP ,  BR  ', 'br'],
    ['x-gzip', 'gzip'],
    // weights
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br ; q=0.2 , gzip ; Q=0.1', 'br'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0', 'identity'],
    ['br;q=0.001', 'br'],
    // identity named with a weight
    ['gzip;q=0.5, identity', 'identity'],
    ['gzip;q=0.5, identity;q=0.5', 'gzip'],
    ['br, identity;q=0', 'br'],
    // malformed weights: the entry is ignored
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=0.1234, gzip;q=0.5', 'gzip'],
    ['br;q=, gzip;q=0.5', 'gzip'],
    // `*`: any coding not named
    ['*', 'gzip'],
    ['*;q=0', 'identity'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['gzip;q=0.5, *', 'br'],
    ['br, *', 'br'],
    ['gzip, *', 'gzip'],
    ['*;q=0.5, identity', 'identity'],
    // nothing we make is acceptable: the body goes out as it is
    ['zstd', 'identity'],
    [',;,', 'identity'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('precompressed', () => {
  it('gives brotli and gzip copies that decompress to the body', () => {
    const body = Buffer.from('<!doctype html><html><body>' + '<p>Shops, cafés and a cinema, open every day.</p>'.repeat(200) + '</body></html>');
    const copies = precompressed(body);
    expect(brotliDecompressSync(copies.br)).toEqual(body);
    expect(gunzipSync(copies.gzip)).toEqual(body);
    expect(copies.br.length).toBeLessThan(body.length / 10);
    expect(copies.gzip.length).toBeLessThan(body.length / 10);
  });

  it('handles an empty body', () => {
    const copies = precompressed(Buffer.alloc(0));
    expect(brotliDecompressSync(copies.br)).toHaveLength(0);
    expect(gunzipSync(copies.gzip)).toHaveLength(0);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['application/graphql-response+json', true],
    ['TEXT/CSS', true],
    ['text/plain', true],
    ['image/svg+xml', true],
    ['application/javascript; charset=utf-8', true],
    ['text/javascript', true],
    ['application/xml', true],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
    ['text/event-stream', false],
    [undefined, false],
    [42, false],
  ] as const)('%j → %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});
