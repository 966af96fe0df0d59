// The home hero banner (spec §7 "Hero banners: response data is an array of {type, detail}").
// Each tenant's editor picks a few items by type and id (`hero_banner_items` in the settings);
// `settings-web-app/hero-banner` answers them resolved into the full entities, each read from its
// own area's data (events, news, companies, rewards, offers), so a banner shows what the item's page
// shows. A wide picture is added where the entity has none.

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { companiesFor, companyId } from './companies';
import { eventsFor } from './events';
import { newsFor } from './news';
import { offersFor } from './offers';
import { rewardId, rewardsFor } from './rewards';

export type HeroType = 'event' | 'news' | 'company' | 'reward' | 'product';

export interface HeroRef {
  type: HeroType;
  id: number;
}

export interface HeroBanner {
  type: HeroType;
  detail: { id: number; image: string; image_wide?: string } & Record<string, unknown>;
}

/** An item's English text of a field, for its picture's caption (the sandbox's pictures are drawn with it). */
function englishOf<K extends string>(texts: readonly ({ locale: string } & Record<K, string>)[], field: K): string {
  return (texts.find((t) => t.locale === 'en') ?? texts[0])?.[field] ?? '';
}

const base = (tenant: TenantId) => TENANTS[tenant].index * 1000;

/** Positions: event n → base+100+n, news n → base+200+n, shop at position p → companyId(p); the first reward and the first offer (base+501). */
export function heroBannerRefs(tenant: TenantId): HeroRef[] {
  const b = base(tenant);
  switch (tenant) {
    case 'aupark':
      return [
        { type: 'event', id: b + 101 },
        { type: 'company', id: companyId(tenant, 6) },
        { type: 'news', id: b + 204 },
        { type: 'reward', id: rewardId(tenant, 0) },
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
        { type: 'reward', id: rewardId(tenant, 0) },
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
  const rewards = rewardsFor(tenant, image);
  const offers = offersFor(tenant, image);
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
      case 'reward': {
        const reward = rewards.find((r) => r.id === ref.id);
        if (reward) banners.push({ type: 'reward', detail: { ...reward, image_wide: image('banner-wide', `reward-${reward.id}`, englishOf(reward.translations, 'title')) } });
        break;
      }
      case 'product': {
        const offer = offers.find((o) => o.id === ref.id);
        if (!offer) break;
        // Every hero item is titled by its translations' `title` (the bff reads that one field); an
        // offer names itself by `name`, so its translations carry that name as `title` too.
        const titled = offer.translations.map((t) => ({ ...t, title: t.name }));
        banners.push({ type: 'product', detail: { ...offer, translations: titled, image_wide: image('banner-wide', `product-${offer.id}`, englishOf(offer.translations, 'name')) } });
        break;
      }
    }
  }
  return banners;
}
