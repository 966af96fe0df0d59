import { breadcrumbListJsonLd } from '@mall/site/structured-data';
import { describe, expect, it } from 'vitest';
import { absoluteJsonLd, openGraphImage } from './head';

const origin = 'https://www.aupark.sk';

describe('openGraphImage', () => {
  it('asks the image route for 1200 px and makes the link absolute on the tenant origin', () => {
    expect(openGraphImage(origin, '/img?url=https%3A%2F%2Fcdn.example%2Fa.png')).toBe('https://www.aupark.sk/img?url=https%3A%2F%2Fcdn.example%2Fa.png&w=1200');
  });

  it('replaces a width the link had', () => {
    expect(openGraphImage(origin, '/img?url=x&w=320')).toBe('https://www.aupark.sk/img?url=x&w=1200');
  });

  it('keeps an absolute URL elsewhere as it is, and refuses a protocol-relative one', () => {
    expect(openGraphImage(origin, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(openGraphImage(origin, '//evil.example/img?url=x')).toBeNull();
    expect(openGraphImage(origin, null)).toBeNull();
  });
});

describe('absoluteJsonLd', () => {
  it('makes root-relative links absolute, deep inside, and leaves other text alone', () => {
    const [crumbs] = absoluteJsonLd([breadcrumbListJsonLd([{ name: '/not-a-link', path: '/sk' }])], `${origin}/`);
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: '/not-a-link', item: 'https://www.aupark.sk/sk' }],
    });
  });

  it('keeps absolute and protocol-relative links as they are', () => {
    const [item] = absoluteJsonLd([{ '@type': 'Thing', url: 'https://x.example/a', image: '//x.example/b', sameAs: ['/a', 'https://y.example'] }], origin);
    expect(item).toEqual({ '@type': 'Thing', url: 'https://x.example/a', image: '//x.example/b', sameAs: ['https://www.aupark.sk/a', 'https://y.example'] });
  });
});
