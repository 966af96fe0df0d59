import { describe, expect, it } from 'vitest';
import { logoImage, logoUrl } from './logo';

const logos = { base: '/img?url=base', wide: '/img?url=wide', inverted: null, invertedWide: null, icon: null } as unknown as Parameters<typeof logoUrl>[0];

describe('logoUrl', () => {
  it('picks the variant the setting names, else the base logo', () => {
    expect(logoUrl(logos, 'wide' as Parameters<typeof logoUrl>[1])).toBe('/img?url=wide');
    expect(logoUrl(logos, 'inverted' as Parameters<typeof logoUrl>[1])).toBe('/img?url=base');
  });
});

describe('logoImage', () => {
  it('asks the image route for the 160 CSS pixels the header and footer show, up to three device pixels', () => {
    expect(logoImage('/img?url=https%3A%2F%2Fcdn.example%2Flogo.svg')).toEqual({
      src: '/img?url=https%3A%2F%2Fcdn.example%2Flogo.svg&w=320',
      srcSet: [160, 320, 480].map((w) => `/img?url=https%3A%2F%2Fcdn.example%2Flogo.svg&w=${w} ${w}w`).join(', '),
      sizes: '160px',
    });
  });

  it('leaves a logo that does not go through the route as it is', () => {
    expect(logoImage('https://cdn.example/logo.svg')).toEqual({ src: 'https://cdn.example/logo.svg', srcSet: undefined, sizes: '160px' });
  });
});
