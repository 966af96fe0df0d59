// The platform's `sitemap` call (spec §7 "Other: badges, sitemap"; the shape is ours, see
// CONTRACT.md): per tenant, every detail item a crawler should find, by type, with what the bff
// needs to build its paths (the id, and the title each language's slug is made from) and when it
// last changed. Built from the seeded collections, so an item is listed exactly when its data exists.

import type { ImageUrl } from '../images';
import { amenitiesFor } from './amenities';
import type { TenantId } from '../tenancy';
import { companiesFor } from './companies';
import type { ContentItem } from './content';
import { eventsFor } from './events';
import type { Locale } from './i18n';
import { newsFor } from './news';
import { offersFor } from './offers';
import { rewardsFor } from './rewards';
import { websitePagesFor } from './website-pages';

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

/** Rewards and amenities: each language's title, as the other items. */
const titledByLocale = (item: { id: number; translations: { locale: Locale; title: string }[]; created_at: string }): SitemapItem => ({
  id: item.id,
  translations: item.translations.map(({ locale, title }) => ({ locale, title })),
  updated_at: item.created_at,
});

export function sitemapFor(tenant: TenantId, image: ImageUrl): Sitemap {
  return {
    shops: companiesFor(tenant, image).map((shop) => ({ id: shop.id, name: shop.name, updated_at: shop.created_at })),
    // Every offer with a name, ended ones too (their pages still answer); a name missing in a
    // language is left out, so that the bff falls back as the offer's page does.
    offers: offersFor(tenant, image).flatMap((offer) => {
      const translations = offer.translations.flatMap(({ locale, name }) => (name ? [{ locale, title: name }] : []));
      return translations.length > 0 ? [{ id: offer.id, translations, updated_at: offer.updated_at }] : [];
    }),
    rewards: rewardsFor(tenant, image).map(titledByLocale),
    events: eventsFor(tenant, image).map(titled),
    news: newsFor(tenant, image).map(titled),
    amenities: amenitiesFor(tenant, image).map(titledByLocale),
    // The custom pages shown as articles (landings are left out, as their routes are).
    articles: websitePagesFor(tenant, image)
      .filter((page) => page.type === 'article')
      .map((page) => ({ id: page.id, permalink: page.permalink, translations: page.translations.map(({ locale, title }) => ({ locale, title })), updated_at: page.updated_at })),
  };
}
