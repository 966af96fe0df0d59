// Checks of the seeded data that the bff and the web rely on (and of the deliberate quirks).

import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../images';
import { TENANT_IDS } from '../tenancy';
import { BRANDS, contrastRatio } from './brand';
import { CATEGORIES_BY_ID, categoryWithDescendants } from './categories';
import { companiesFor } from './companies';
import { eventsFor } from './events';
import { heroBannerRefs, heroBannersFor } from './hero-banners';
import { LOCALES } from './i18n';
import { mallFor } from './malls';
import { newsFor } from './news';
import { offersFor } from './offers';
import { rewardsFor } from './rewards';
import { BOOLEAN_SETTINGS, COLOR_NAMES, COLOR_NAME_SETTINGS, HOMEPAGE_SECTIONS, LOGO_TYPES, ROUTE_NAMES, settingsFor } from './settings';

const image = (tenant: string) => imageUrlFor('http://sandbox.test', tenant);

const SPEC_SETTING_KEYS = [
  ...BOOLEAN_SETTINGS, 'offers_layout', 'app_font_name', 'store_detail_carousel_aspect_ratio', 'hero_cards_event_type',
  'website_name', 'gift_cards_page_help_email', 'newsletter_consent_link_url', 'default_floorplan_id', 'hero_banner_items',
  'hero_banner_aspect_ratio', 'footer_items', 'amenitiy_redirect_links', ...COLOR_NAME_SETTINGS, 'header_logo_type',
  'footer_logo_type', 'favicon_logo_type', 'auth_logo_type', 'nav_items_names', 'homepage_items_names',
  'information_items_names', 'footer_discover_items_names', 'footer_for_visitors_items_names', 'footer_about_us_items_names',
  'footer_useful_items_names', 'login_slider_images_names', 'map_way_items_names', 'header_navbar_items',
  'colors_primary', 'colors_secondary', 'colors_white', 'colors_black', 'colors_grayDark3', 'colors_grayLight1',
  'colors_success', 'colors_danger', 'loyalty_program_images_1', 'gift_cards_images_1', 'parking_images_1',
  'space_lease_images_1', 'christmas_stall_images_1', 'mobile_app_images_1', 'login_slider_images_1',
  'login_slider_images_2', 'login_slider_images_3', 'landings_images_1',
];

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe.each(TENANT_IDS)('seed data of %s', (tenant) => {
  const settings = settingsFor(tenant, image(tenant));

  it('white text on the primary colour reaches WCAG AA', () => {
    expect(contrastRatio('#ffffff', BRANDS[tenant].primary)).toBeGreaterThanOrEqual(4.5);
    expect(settings.colors_primary).toBe(BRANDS[tenant].primary);
  });

  it('has every settings key of the specification, all strings', () => {
    for (const key of SPEC_SETTING_KEYS) expect(typeof settings[key], key).toBe('string');
    expect(Object.keys(settings).some((k) => k.startsWith('icons_'))).toBe(true);
    expect(Object.keys(settings).some((k) => k.startsWith('documents_'))).toBe(true);
    for (const key of BOOLEAN_SETTINGS) expect(['true', 'false']).toContain(settings[key]);
  });

  it('uses only known names in colour, logo and name-list settings', () => {
    for (const key of COLOR_NAME_SETTINGS) expect(COLOR_NAMES).toContain(settings[key]);
    for (const key of ['header_logo_type', 'footer_logo_type', 'favicon_logo_type', 'auth_logo_type']) expect(LOGO_TYPES).toContain(settings[key]);
    const routeLists = ['nav_items_names', 'information_items_names', 'footer_discover_items_names', 'footer_for_visitors_items_names', 'footer_about_us_items_names', 'footer_useful_items_names'];
    for (const key of routeLists) {
      const names = (settings[key] ?? '').split(', ');
      for (const name of names) expect(ROUTE_NAMES, `${key}: ${name}`).toContain(name);
    }
    for (const name of (settings.homepage_items_names ?? '').split(', ')) expect(HOMEPAGE_SECTIONS).toContain(name);
  });

  it('has valid JSON settings except europasc footer_items', () => {
    // Only novoplaza's editors set a header navigation (issue 22); the others leave it empty.
    if (tenant === 'novoplaza') expect(isJson(settings.header_navbar_items ?? '')).toBe(true);
    else expect(settings.header_navbar_items).toBe('');
    expect(isJson(settings.hero_banner_items ?? '')).toBe(true);
    expect(isJson(settings.amenitiy_redirect_links ?? '')).toBe(true);
    expect(isJson(settings.footer_items ?? '')).toBe(tenant !== 'europasc');
  });

  it('has 15-30 shops with 6-10 featured, valid categories and unique ids', () => {
    const shops = companiesFor(tenant, image(tenant));
    expect(shops.length).toBeGreaterThanOrEqual(15);
    expect(shops.length).toBeLessThanOrEqual(30);
    const featured = shops.filter((s) => s.is_featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
    expect(new Set(shops.map((s) => s.id)).size).toBe(shops.length);
    for (const shop of shops) for (const id of shop.category_ids) expect(CATEGORIES_BY_ID.has(id)).toBe(true);
    expect(shops.some((s) => s.website !== null && !/^https?:\/\//.test(s.website))).toBe(true);
    expect(shops.some((s) => s.translations.length < LOCALES.length)).toBe(true);
  });

  it('resolves every hero banner reference (3-5 items)', () => {
    const banners = heroBannersFor(tenant, image(tenant));
    expect(banners).toHaveLength(heroBannerRefs(tenant).length);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(5);
  });

  it('takes each banner\'s entity from its own area, not a copy of its own (issue 22)', () => {
    const areas = {
      event: eventsFor(tenant, image(tenant)),
      news: newsFor(tenant, image(tenant)),
      company: companiesFor(tenant, image(tenant)),
      reward: rewardsFor(tenant, image(tenant)),
      product: offersFor(tenant, image(tenant)),
    };
    for (const banner of heroBannersFor(tenant, image(tenant))) {
      const entity = (areas[banner.type] as { id: number; translations: { locale: string }[] }[]).find((item) => item.id === banner.detail.id);
      expect(entity, `${banner.type} ${banner.detail.id}`).toBeDefined();
      const { image_wide: wide, translations, ...rest } = banner.detail;
      expect(wide).toEqual(expect.any(String));
      expect(rest).toEqual(Object.fromEntries(Object.entries(entity!).filter(([key]) => key !== 'image_wide' && key !== 'translations')));
      // Every item is titled as the bff reads it: a shop by its own `name`, the others by their
      // translations' `title` (a product's is its name).
      for (const [n, text] of (translations as Record<string, string>[]).entries()) {
        expect(text).toMatchObject(entity!.translations[n]!);
        const title = banner.type === 'company' ? banner.detail.name : text.title;
        expect(title, `${banner.type} ${banner.detail.id} ${text.locale}`).toEqual(expect.any(String));
      }
    }
  });

  it('links shop events and news to shops of the same tenant', () => {
    const ids = new Set(companiesFor(tenant, image(tenant)).map((s) => s.id));
    for (const item of [...eventsFor(tenant, image(tenant)), ...newsFor(tenant, image(tenant))]) {
      if (item.company_id !== null) expect(ids.has(item.company_id)).toBe(true);
    }
  });

  it('opens its default zone except beta, and novoplaza property_management is invalid JSON', () => {
    const mall = mallFor(tenant, image(tenant));
    const zone = mall.opening_hours.find((z) => z.zone === 'default');
    expect(zone?.status).toBe(tenant === 'beta' ? 'closed' : 'open');
    if (typeof mall.property_management === 'string') expect(isJson(mall.property_management)).toBe(tenant !== 'novoplaza');
    else expect(tenant).not.toBe('novoplaza');
  });
});

describe('categories', () => {
  it('includes descendants when filtering by a parent', () => {
    expect(categoryWithDescendants(1)).toEqual([1, 11, 12, 13, 14]);
    expect(categoryWithDescendants(11)).toEqual([11]);
    expect(categoryWithDescendants(999)).toEqual([]);
  });
});
