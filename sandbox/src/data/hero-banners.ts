// The home hero banner (spec §7 "Hero banners: response data is an array of {type, detail}").
// Each tenant's editor picks a few items by type and id (`hero_banner_items` in the settings);
// `settings-web-app/hero-banner` answers them resolved into the full entities.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { companiesFor, companyId } from './companies';
import { eventsFor } from './events';
import { translations, type Translation } from './i18n';
import { newsFor } from './news';

export type HeroType = 'event' | 'news' | 'company' | 'reward' | 'product';

export interface HeroRef {
  type: HeroType;
  id: number;
}

export interface HeroBanner {
  type: HeroType;
  detail: { id: number; image: string; image_wide?: string } & Record<string, unknown>;
}

/** Rewards and products have no area yet; the few the banners show live here until they do. */
interface Promo {
  title: Record<'en' | 'cz' | 'sk' | 'de', string>;
  description: Record<'en' | 'cz' | 'sk' | 'de', string>;
}

const REWARD: Promo = {
  title: { en: 'Free coffee', cz: 'Káva zdarma', sk: 'Káva zadarmo', de: 'Gratis Kaffee' },
  description: {
    en: 'Swap 100 points for a coffee of your choice.',
    cz: 'Vyměňte 100 bodů za kávu dle výběru.',
    sk: 'Vymeňte 100 bodov za kávu podľa výberu.',
    de: 'Tauschen Sie 100 Punkte gegen einen Kaffee Ihrer Wahl.',
  },
};

const PRODUCT: Promo = {
  title: { en: 'Linen summer shirt', cz: 'Letní lněná košile', sk: 'Letná ľanová košeľa', de: 'Sommerhemd aus Leinen' },
  description: {
    en: 'Breathable linen in five colours.',
    cz: 'Prodyšný len v pěti barvách.',
    sk: 'Priedušný ľan v piatich farbách.',
    de: 'Atmungsaktives Leinen in fünf Farben.',
  },
};

function promoTranslations(promo: Promo): Translation<{ title: string; description: string }>[] {
  return translations({
    en: { title: promo.title.en, description: promo.description.en },
    cz: { title: promo.title.cz, description: promo.description.cz },
    sk: { title: promo.title.sk, description: promo.description.sk },
    de: { title: promo.title.de, description: promo.description.de },
  });
}

const base = (tenant: TenantId) => TENANTS[tenant].index * 1000;

/** Positions: event n → base+100+n, news n → base+200+n, shop at position p → companyId(p). */
export function heroBannerRefs(tenant: TenantId): HeroRef[] {
  const b = base(tenant);
  switch (tenant) {
    case 'aupark':
      return [
        { type: 'event', id: b + 101 },
        { type: 'company', id: companyId(tenant, 6) },
        { type: 'news', id: b + 204 },
        { type: 'reward', id: b + 401 },
        { type: 'event', id: b + 104 },
      ];
    case 'galerieharfa':
      return [
        { type: 'event', id: b + 101 },
        { type: 'company', id: companyId(tenant, 12) },
        { type: 'product', id: b + 501 },
        { type: 'news', id: b + 202 },
      ];
    case 'novoplaza':
      return [
        { type: 'news', id: b + 201 },
        { type: 'company', id: companyId(tenant, 0) },
        { type: 'event', id: b + 102 },
      ];
    case 'europasc':
      return [
        { type: 'event', id: b + 106 },
        { type: 'reward', id: b + 401 },
        { type: 'company', id: companyId(tenant, 11) },
        { type: 'news', id: b + 204 },
      ];
    case 'beta':
      return [
        { type: 'event', id: b + 101 },
        { type: 'news', id: b + 204 },
        { type: 'company', id: companyId(tenant, 0) },
      ];
  }
}

export function heroBannersFor(tenant: TenantId, image: ImageUrl): HeroBanner[] {
  const events = eventsFor(tenant, image);
  const news = newsFor(tenant, image);
  const companies = companiesFor(tenant, image);
  const banners: HeroBanner[] = [];
  for (const ref of heroBannerRefs(tenant)) {
    switch (ref.type) {
      case 'event': {
        const item = events.find((e) => e.id === ref.id);
        if (item) banners.push({ type: 'event', detail: { ...item } });
        break;
      }
      case 'news': {
        const item = news.find((n) => n.id === ref.id);
        if (item) banners.push({ type: 'news', detail: { ...item } });
        break;
      }
      case 'company': {
        const shop = companies.find((c) => c.id === ref.id);
        if (shop) banners.push({ type: 'company', detail: { ...shop, image_wide: image('banner-wide', `shop-${shop.id}`, shop.name) } });
        break;
      }
      case 'reward':
        banners.push({
          type: 'reward',
          detail: {
            id: ref.id,
            image: image('banner', `reward-${ref.id}`, REWARD.title.en),
            image_wide: image('banner-wide', `reward-${ref.id}`, REWARD.title.en),
            points: 100,
            customer_like: null,
            translations: promoTranslations(REWARD),
          },
        });
        break;
      case 'product':
        banners.push({
          type: 'product',
          detail: {
            id: ref.id,
            company_id: companyId(tenant, 12),
            image: image('banner', `product-${ref.id}`, PRODUCT.title.en),
            image_wide: image('banner-wide', `product-${ref.id}`, PRODUCT.title.en),
            price: '899.00',
            currency: TENANTS[tenant].currency,
            customer_like: null,
            translations: promoTranslations(PRODUCT),
          },
        });
        break;
    }
  }
  return banners;
}
