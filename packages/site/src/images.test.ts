import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageWidths, sizedImage, snapImageWidth } from './images';

const src = `/img?url=${encodeURIComponent('http://127.0.0.1:4010/images/banner/aupark/a.jpg?text=A b')}`;

describe('snapImageWidth', () => {
  it('snaps up to the next width of the set, and down to the largest beyond it', () => {
    expect(snapImageWidth(1)).toBe(160);
    expect(snapImageWidth(160)).toBe(160);
    expect(snapImageWidth(161)).toBe(320);
    expect(snapImageWidth(1000)).toBe(1280);
    expect(snapImageWidth(1920)).toBe(1920);
    expect(snapImageWidth(5000)).toBe(1920);
  });
});

describe('sizedImage', () => {
  it('adds the snapped width to a link through the image route, keeping its url intact', () => {
    const sized = sizedImage(src, 600);
    expect(sized).toMatch(/^\/img\?url=.*&w=640$/);
    expect(new URL(sized, 'http://x').searchParams.get('url')).toBe('http://127.0.0.1:4010/images/banner/aupark/a.jpg?text=A b');
    // Sizing a sized link replaces its width.
    expect(new URL(sizedImage(sized, 100), 'http://x').searchParams.getAll('w')).toEqual(['160']);
  });

  it('leaves other links alone', () => {
    expect(sizedImage('https://cdn.example/a.jpg', 320)).toBe('https://cdn.example/a.jpg');
    expect(sizedImage('/images/a.jpg?img', 320)).toBe('/images/a.jpg?img');
  });
});

describe('imageSrcSet', () => {
  it('lists every width up to the largest needed, with its descriptor', () => {
    const set = imageSrcSet(src, 700)!.split(', ');
    expect(set.map((c) => c.split(' ')[1])).toEqual(['160w', '320w', '480w', '640w', '960w']);
    expect(set.every((c) => c.startsWith('/img?url='))).toBe(true);
    expect(imageSrcSet(src)!.split(', ')).toHaveLength(imageWidths.length);
  });

  it('is undefined for a link the route does not serve', () => {
    expect(imageSrcSet('https://cdn.example/a.jpg')).toBeUndefined();
  });
});
