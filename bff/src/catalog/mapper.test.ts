import { describe, expect, it } from 'vitest';
import { toCategory, toHeroBanners, toLocales, toShop } from './mapper';
import type { UpstreamCategory, UpstreamShop } from './upstream';

const en = { lang: 'en', fallbackLang: 'cz' } as const;
const image = 'https://cdn.example.com/banner.jpg';
const proxied = (src: string) => `/img?url=${encodeURIComponent(src)}`;

describe('toHeroBanners', () => {
  it('maps a known type with its detail: translated title, slug, proxied images', () => {
    const [banner] = toHeroBanners(
      [{ type: 'event', detail: { id: '7', image, image_wide: null, translations: [{ locale: 'cz', title: 'Letní výprodej', description: 'Slevy' }] } }],
      en,
    );
    expect(banner).toEqual({
      type: 'event',
      id: '7',
      title: 'Letní výprodej',
      description: 'Slevy',
      image: proxied(image),
      imageWide: proxied(image),
      slug: 'letni-vyprodej',
    });
  });
  it('skips unknown types and empty details', () => {
    expect(toHeroBanners([{ type: 'poll', detail: { id: '1', translations: [] } }, { type: 'news', detail: null }, { type: 'news' }], en)).toEqual([]);
  });
  it("titles a company by its brand name when no translation has a title, else by the placeholder", () => {
    const [company, news] = toHeroBanners(
      [
        { type: 'company', detail: { id: '1', name: 'H&M', translations: [] } },
        { type: 'news', detail: { id: '2', translations: [] } },
      ],
      en,
    );
    expect(company).toMatchObject({ title: 'H&M', slug: 'h-and-m', description: null, image: null });
    expect(news).toMatchObject({ title: 'Title missing', slug: 'title-missing' });
  });
});

describe('toShop', () => {
  const shop: UpstreamShop = {
    id: '12',
    name: 'Tchibo Café',
    logo: 'https://cdn.example.com/tchibo.png',
    website: 'www.tchibo.sk',
    floor: 1,
    translations: [{ locale: 'en', company_category: 'Coffee', description: '' }],
  };
  it('is display-ready: slug, proxied logo, normalised website, translations', () => {
    expect(toShop(shop, en)).toEqual({
      id: '12',
      name: 'Tchibo Café',
      slug: 'tchibo-cafe',
      logo: proxied('https://cdn.example.com/tchibo.png'),
      image: null,
      category: 'Coffee',
      description: null,
      floor: 1,
      unit: null,
      website: 'http://www.tchibo.sk',
      phone: null,
      email: null,
    });
  });
});

describe('toCategory', () => {
  const tree: UpstreamCategory = {
    id: '1',
    parent_id: null,
    icon: 'fashion',
    translations: [{ locale: 'en', name: 'Fashion & Shoes' }],
    subcategory: [{ id: '2', parent_id: '1', icon: 'https://cdn.example.com/shoe.svg', translations: [], subcategory: [] }],
  };
  it('maps the tree, keeps a named icon as it is and proxies an icon URL', () => {
    expect(toCategory(tree, en)).toEqual({
      id: '1',
      parentId: null,
      name: 'Fashion & Shoes',
      slug: 'fashion-and-shoes',
      icon: 'fashion',
      children: [{ id: '2', parentId: '1', name: 'Translation is missing', slug: 'translation-is-missing', icon: proxied('https://cdn.example.com/shoe.svg'), children: [] }],
    });
  });
});

describe('toLocales', () => {
  it("keeps the site's languages only, named by the platform or by their code", () => {
    expect(
      toLocales([
        { locale: 'cz', name: 'Čeština' },
        { locale: 'pl', name: 'Polski' },
        { locale: 'de', name: null },
      ]),
    ).toEqual([
      { language: 'cz', name: 'Čeština' },
      { language: 'de', name: 'de' },
    ]);
  });
});
