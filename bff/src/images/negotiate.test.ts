import { describe, expect, it } from 'vitest';
import { negotiateFormat, requestedWidth } from './negotiate';

describe('negotiateFormat', () => {
  it.each([
    // What browsers send for images.
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'], // Chrome
    ['image/avif,image/webp,*/*', 'avif'], // Firefox
    ['image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'avif'], // Safari 17
    ['image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'webp'], // Safari 14
    ['image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', null], // Safari 13
    ['*/*', null],
    ['image/*', null],
    ['', null],
  ])('%s → %s', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });

  it('honours weights, and refusals with q=0', () => {
    expect(negotiateFormat('image/avif;q=0.5, image/webp')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp;q=0.1')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp;q=0')).toBeNull();
    expect(negotiateFormat('IMAGE/AVIF ; Q=1')).toBe('avif');
  });

  it('ignores an entry with a malformed weight', () => {
    expect(negotiateFormat('image/avif;q=2, image/webp')).toBe('webp');
    expect(negotiateFormat('image/avif;q=abc')).toBeNull();
  });

  it('reads a header sent twice as one list, and no header as none', () => {
    expect(negotiateFormat(['image/png', 'image/webp'])).toBe('webp');
    expect(negotiateFormat(undefined)).toBeNull();
  });
});

describe('negotiateFormat, asked again', () => {
  it('gives each header its own answer however many headers came before (the kept answers are bounded)', () => {
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    for (let i = 0; i < 200; i++) expect(negotiateFormat(`image/avif;q=0.${i % 10},image/png,x/${i}`)).toBe(i % 10 === 0 ? null : 'avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif,image/webp')).toBe('avif');
    const long = `image/webp,${'x/y,'.repeat(200)}*/*`;
    expect(negotiateFormat(long)).toBe('webp');
    expect(negotiateFormat(long)).toBe('webp');
  });
});

describe('requestedWidth', () => {
  it('snaps up to the set, and gives the largest when none is asked', () => {
    expect(requestedWidth('1')).toEqual({ ok: true, width: 160 });
    expect(requestedWidth('640')).toEqual({ ok: true, width: 640 });
    expect(requestedWidth('641')).toEqual({ ok: true, width: 960 });
    expect(requestedWidth('9999')).toEqual({ ok: true, width: 1920 });
    expect(requestedWidth(undefined)).toEqual({ ok: true, width: 1920 });
  });

  it.each([['0'], ['-5'], ['1.5'], ['abc'], [''], ['10001'], ['1e3'], [['320', '640']]])('refuses %j', (w) => {
    expect(requestedWidth(w)).toEqual({ ok: false });
  });
});
