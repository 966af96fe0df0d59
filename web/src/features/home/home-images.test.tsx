import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HomePageQuery } from '../../graphql/generated';
import { FeaturedShops } from './featured-shops';
import { HeroCarousel } from './hero-carousel';

// The home's images (issue 7, "Images"): sizes reserved, candidates through the image route, the first
// slide eager and fetched first, everything else lazy.

const proxied = (name: string) => `/img?url=${encodeURIComponent(`http://127.0.0.1:4010/images/banner-wide/aupark/${name}.jpg?text=A`)}`;

const banner = (id: string, imageWide: string | null) =>
  ({ type: 'event', id, slug: `event-${id}`, title: `Event ${id}`, description: null, imageWide }) as unknown as HomePageQuery['heroBanners'][number];

const shop = (id: string, logo: string | null) =>
  ({ id, name: `Shop ${id}`, slug: `shop-${id}`, logo, website: null, category: null }) as unknown as HomePageQuery['featuredShops'][number];

describe('HeroCarousel', () => {
  it('gives every slide its box and its candidates; only the first is eager and high priority', () => {
    const { container } = render(
      <MemoryRouter>
        <HeroCarousel banners={[banner('1', proxied('a')), banner('2', proxied('b')), banner('3', null)]} aspectRatio="3/1" lang="sk" />
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '640']);
      expect(img.getAttribute('src')).toMatch(/^\/img\?url=.+&w=1280$/);
      expect(img.getAttribute('srcset')?.split(', ').map((c) => c.split(' ')[1])).toEqual(['160w', '320w', '480w', '640w', '960w', '1280w', '1920w']);
      expect(img.getAttribute('sizes')).toBe('(min-width: 1232px) 1200px, calc(100vw - 2rem)');
    }
    expect([images[0]!.getAttribute('loading'), images[0]!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([images[1]!.getAttribute('loading'), images[1]!.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });

  it('reserves a 16:9 box when the ratio setting cannot be read', () => {
    const { container } = render(
      <MemoryRouter>
        <HeroCarousel banners={[banner('1', proxied('a'))]} aspectRatio="wide" lang="sk" />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')?.getAttribute('height')).toBe('1080');
  });
});

describe('FeaturedShops', () => {
  it('loads shop logos lazily, with candidates up to three device pixels of their 140 px', () => {
    const { container } = render(
      <MemoryRouter>
        <FeaturedShops shops={[shop('1', proxied('logo')), shop('2', 'https://cdn.example/logo.png')]} lang="sk" />
      </MemoryRouter>,
    );
    const [routed, foreign] = [...container.querySelectorAll('img')];
    expect(routed!.getAttribute('loading')).toBe('lazy');
    expect(routed!.getAttribute('srcset')?.split(', ').map((c) => c.split(' ')[1])).toEqual(['160w', '320w', '480w']);
    expect(routed!.getAttribute('sizes')).toBe('140px');
    expect([routed!.getAttribute('width'), routed!.getAttribute('height')]).toEqual(['160', '160']);
    // A link that does not go through the image route is left as it is, with no candidates.
    expect(foreign!.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(foreign!.hasAttribute('srcset')).toBe(false);
  });
});
