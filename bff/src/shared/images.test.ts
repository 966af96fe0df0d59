import { describe, expect, it } from 'vitest';
import { imageProxyPath, proxiedImage } from './images';

describe('proxiedImage', () => {
  it("points http and https images at the bff's image proxy, root-relative", () => {
    expect(proxiedImage('https://cdn.example.com/a b.png')).toBe(`${imageProxyPath}?url=${encodeURIComponent('https://cdn.example.com/a b.png')}`);
    expect(proxiedImage('http://cdn.example.com/logo.svg')).toBe('/img?url=http%3A%2F%2Fcdn.example.com%2Flogo.svg');
  });
  it('is null for empty values, relative paths and other schemes', () => {
    expect(proxiedImage(null)).toBeNull();
    expect(proxiedImage(undefined)).toBeNull();
    expect(proxiedImage('')).toBeNull();
    expect(proxiedImage('/uploads/logo.png')).toBeNull();
    expect(proxiedImage('data:image/png;base64,AAAA')).toBeNull();
    expect(proxiedImage('javascript:alert(1)')).toBeNull();
  });
});
