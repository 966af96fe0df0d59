// The platform's `sitemap` call (spec §7 "Other: badges, sitemap"; the shape is ours, see
// CONTRACT.md): per tenant, every detail item a crawler should find, by type, with what the bff
// needs to build its paths (the id, and the title each language's slug is made from) and when it
// last changed. Built from the seeded collections, so an item is listed exactly when its data exists.

import type { ImageUrl } from '../images';
import type { TenantId } from '../tenancy';
import { companiesFor } from './companies';
import type { ContentItem } from './content';
import { eventsFor } from './events';
import { heroBannersFor } from './hero-banners';
import type { Locale } from './i18n';
import { newsFor } from './news';

export interface SitemapTitle {
  locale: Locale;
  title: string;
}

/** A translated item: its slug in each language is the slug of that language's title. */
export interface SitemapItem {
  id: number;
  translations: SitemapTitle[];
  /** ISO 8601; the sandbox has no edits, so it is the item's creation time. */
  updated_at: string;
}

/** A shop: its slug is that of its brand name, the same in every language. */
export interface SitemapShop {
  id: number;
  name: string;
  updated_at: string;
}

/** A custom page: its path is its permalink (which may contain slashes). */
export interface SitemapArticle extends SitemapItem {
  permalink: string;
}

export interface Sitemap {
  shops: SitemapShop[];
  offers: SitemapItem[];
  rewards: SitemapItem[];
  events: SitemapItem[];
  news: SitemapItem[];
  amenities: SitemapItem[];
  articles: SitemapArticle[];
}

const titled = (item: ContentItem): SitemapItem => ({
  id: item.id,
  translations: item.translations.map(({ locale, title }) => ({ locale, title })),
  updated_at: item.created_at,
});

/** A fixed time for the hero placeholders, which carry no creation time of their own. */
const PLACEHOLDER_UPDATED_AT = '2026-01-15T08:00:00.000000Z';

export function sitemapFor(tenant: TenantId, image: ImageUrl): Sitemap {
  const heroes = heroBannersFor(tenant, image);
  // Rewards and offers (products) have no area yet: the placeholders the hero banner shows are
  // the only ones that exist, so they are the only ones listed.
  const placeholders = (type: 'reward' | 'product'): SitemapItem[] =>
    heroes
      .filter((hero) => hero.type === type)
      .map(({ detail }) => ({
        id: detail.id,
        translations: (detail.translations as SitemapTitle[]).map(({ locale, title }) => ({ locale, title })),
        updated_at: PLACEHOLDER_UPDATED_AT,
      }));
  return {
    shops: companiesFor(tenant, image).map((shop) => ({ id: shop.id, name: shop.name, updated_at: shop.created_at })),
    offers: placeholders('product'),
    rewards: placeholders('reward'),
    events: eventsFor(tenant, image).map(titled),
    news: newsFor(tenant, image).map(titled),
    // No amenities or custom pages are seeded yet: their areas will add them here.
    amenities: [],
    articles: [],
  };
}
