import type { UpstreamAmenity, UpstreamAmenityCategory } from '../amenities/upstream';
import { flattenCategories as flattenAmenityCategories, toAmenity } from '../amenities/mapper';
import { parseRedirectLinks, redirectFor } from '../amenities/redirect-links';
import { dayIn, indexOfferCategories, toOffer, toOfferCategory } from '../offers/mapper';
import type { UpstreamOfferCategory, UpstreamOfferShop, UpstreamOffersPage } from '../offers/upstream';
import { flattenCategories as flattenRewardCategories, toReward } from '../rewards/mapper';
import type { UpstreamRewardCategory, UpstreamRewardPage } from '../rewards/upstream';
import type { Amenity, Offer, Reward } from '../graphql/generated';
import type { RawSettings } from '../settings/mapper';
import { searchDocument } from './documents';
import { defineSource, shopSource, type AnySource } from './sources';

// The sources of offers, rewards and amenities (issue 8): each type's own mapper makes the display-ready
// item (its translated title, its slug, its plain-text summary), so a result says what its screen says.

/** Every item of a list on one page (the platform's largest page, sandbox/CONTRACT.md). */
const ALL = 1000;

function offerDocument(offer: Offer) {
  return searchDocument({
    type: 'offer',
    id: offer.id,
    title: offer.name,
    slug: offer.slug,
    description: offer.summary ?? null,
    // The shop's name too: "starbucks" finds Starbucks' offers.
    categories: [...offer.categories.map((c) => c.name), ...(offer.shop ? [offer.shop.name] : [])],
    image: offer.image ?? null,
  });
}

function rewardDocument(reward: Reward) {
  return searchDocument({
    type: 'reward',
    id: reward.id,
    title: reward.title,
    slug: reward.slug,
    description: reward.summary ?? null,
    categories: reward.category ? [reward.category.name] : [],
    image: reward.image ?? null,
  });
}

function amenityDocument(amenity: Amenity) {
  return searchDocument({
    type: 'amenity',
    id: amenity.id,
    title: amenity.title,
    slug: amenity.slug,
    description: amenity.summary ?? null,
    categories: amenity.category ? [amenity.category.name] : [],
    image: amenity.image ?? null,
    href: amenity.redirect,
  });
}

export const offerSource = defineSource<{ page: UpstreamOffersPage; categories: readonly UpstreamOfferCategory[]; shops: { data: readonly UpstreamOfferShop[] }; today: string }>({
  type: 'offer',
  async load(calls, call) {
    // Offers that ended are gone from the site (the offers' own list asks the same): today's list.
    const today = dayIn(new Date(), call.tenant.timeZone);
    const [page, categories, shops] = await Promise.all([calls.offersPage(call, { page: 1, perPage: ALL, validOn: today }), calls.offerCategories(call), calls.offerShops(call)]);
    if (!page.ok) return page;
    if (!categories.ok) return categories;
    if (!shops.ok) return shops;
    return { ok: true, value: { page: page.value, categories: categories.value, shops: shops.value, today } };
  },
  copies: (raw) => [raw.page, raw.categories, raw.shops],
  documents(raw, ctx) {
    const categories = indexOfferCategories(raw.categories.map((node) => toOfferCategory(node, ctx)));
    const shops = new Map(raw.shops.data.map((shop) => [shop.id, shop]));
    return raw.page.data.map((item) => offerDocument(toOffer(item, { ...ctx, today: raw.today, shops, categories })));
  },
  // Without the categories and shops (the fallback is one call): title, summary, image.
  fromPlatform: (reply, ctx) =>
    reply.products.map((item) => offerDocument(toOffer(item, { ...ctx, today: dayIn(new Date(), 'UTC'), shops: new Map(), categories: { byId: new Map() } }))),
});

export const rewardSource = defineSource<{ page: UpstreamRewardPage; categories: readonly UpstreamRewardCategory[] }>({
  type: 'reward',
  async load(calls, call) {
    const [page, categories] = await Promise.all([calls.rewardList(call, { page: 1, per_page: ALL }), calls.rewardCategories(call)]);
    if (!page.ok) return page;
    if (!categories.ok) return categories;
    return { ok: true, value: { page: page.value, categories: categories.value } };
  },
  copies: (raw) => [raw.page, raw.categories],
  documents(raw, ctx) {
    const categories = flattenRewardCategories(raw.categories);
    return raw.page.data.map((item) => rewardDocument(toReward(item, ctx, categories)));
  },
  fromPlatform: (reply, ctx) => reply.rewards.map((item) => rewardDocument(toReward(item, ctx, []))),
});

export const amenitySource = defineSource<{ page: { data: readonly UpstreamAmenity[] }; categories: readonly UpstreamAmenityCategory[]; settings: RawSettings }>({
  type: 'amenity',
  async load(calls, call) {
    const [page, categories, settings] = await Promise.all([calls.amenityList(call, { page: 1, per_page: ALL }), calls.amenityCategories(call), calls.settings(call)]);
    if (!page.ok) return page;
    if (!categories.ok) return categories;
    if (!settings.ok) return settings;
    return { ok: true, value: { page: page.value, categories: categories.value, settings: settings.value } };
  },
  copies: (raw) => [raw.page, raw.categories, raw.settings],
  documents(raw, ctx) {
    const categories = flattenAmenityCategories(raw.categories);
    const links = parseRedirectLinks(raw.settings.amenitiy_redirect_links, () => {});
    return raw.page.data.map((item) => amenityDocument(toAmenity(item, { ...ctx, categories, redirect: (id) => redirectFor(id, links, ctx.lang) })));
  },
  // Without the settings (the fallback is one call): an amenity's configured link is its screen's to follow.
  fromPlatform: (reply, ctx) => reply.amenities.map((item) => amenityDocument(toAmenity(item, { ...ctx, categories: [], redirect: () => null }))),
});

/**
 * Every source of the index, in the groups' order. Events and news join here as their domains land
 * (each one more `defineSource`); a type whose detail screen is not live is never answered.
 */
export const searchSources: readonly AnySource[] = [shopSource, offerSource, rewardSource, amenitySource];
