import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } });

describe('sniffImage', () => {
  it.each([
    ['jpeg', () => pixel().jpeg().toBuffer()],
    ['png', () => pixel().png().toBuffer()],
    ['gif', () => pixel().gif().toBuffer()],
    ['webp', () => pixel().webp().toBuffer()],
    ['avif', () => pixel().avif().toBuffer()],
  ] as const)('knows %s by its bytes', async (format, make) => {
    expect(sniffImage(await make())).toBe(format);
  });

  it.each([
    ['a bare root', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'],
    ['a prolog, comment and doctype', '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>\n</svg>'],
    ['a namespace prefix', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"></svg:svg>'],
  ])('knows SVG with %s', (_name, text) => {
    expect(sniffImage(Buffer.from(text))).toBe('svg');
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['an HTML page', Buffer.from('<!doctype html><html><body><svg></svg></body></html>')],
    ['an HTML page that starts with a comment', Buffer.from('<!-- x --><html><svg></svg></html>')],
    ['JSON', Buffer.from('{"svg": "<svg>"}')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a WAV file (RIFF but not WEBP)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['HEIC (ISO-BMFF but not AVIF)', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['an element named svgx', Buffer.from('<svgx></svgx>')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });
});
