// The web-app settings (spec §3 "Settings"): a flat map of strings. Booleans are the text
// 'true'/'false', some values are JSON text, lists are names joined by ', '. europasc's
// `footer_items` is invalid JSON on purpose (spec §5: logged and ignored).

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { heroBannerRefs } from './hero-banners';

export type Settings = Record<string, string>;

/**
 * A value as the platform sends it: mostly text (booleans as 'true'/'false', JSON as text), but its
 * editors' newer keys also arrive as numbers and booleans, and a cleared one as null (the bff accepts
 * all four, bff/src/settings/upstream.ts). The knob stores it untouched so a test sees what the bff does
 * with each kind.
 */
export type SettingValue = string | number | boolean | null;

/** Where the settings knob keeps a tenant's changed values (members/store.ts's per-tenant state). */
export const SETTINGS_OVERRIDES_AREA = 'settings-overrides';

/** Route names the web maps to paths; the name lists below may only use these. */
export const ROUTE_NAMES = [
  'home', 'about', 'amenities', 'booking', 'cinema', 'contact', 'events', 'news', 'news-events', 'faq', 'floorplan',
  'gift-cards', 'information', 'loyalty-program', 'map-way', 'mobile-app', 'newsletter', 'offers',
  'opening-hours', 'parking', 'rewards', 'search', 'shops-services', 'cookies', 'operating-rules',
  'privacy-policy', 'terms-and-conditions', 'blog', 'eshops',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export const HOMEPAGE_SECTIONS = [
  'hero', 'opening-hours', 'featured-shops', 'news-events', 'offers', 'rewards', 'loyalty-program', 'mobile-app', 'newsletter',
] as const;
type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];

export const BOOLEAN_SETTINGS = [
  'web_using_multicolor', 'web_has_dividers', 'rounded_corners', 'is_christmas_stall_section_active',
  'is_parking_visible_on_header', 'is_parking_visible_on_opening_hours', 'is_sso_visible',
  'is_authentication_active', 'is_mobile_app_active', 'is_loyalty_program_displayed_on_shop',
  'is_offers_visible_only_when_logged_in', 'is_rewards_visible_only_when_logged_in', 'is_events_calendar_visible',
  'is_header_minimizing_disabled', 'is_floorplan_first_on_shop_detail', 'show_floor_titles_on_desktop',
  'show_floor_number_on_shop_card', 'is_contact_support_active', 'is_cookie_consent_forced',
] as const;
type BooleanSetting = (typeof BOOLEAN_SETTINGS)[number];

export const COLOR_NAME_SETTINGS = [
  'over_header_color_name', 'header_color_name', 'header_idel_text_color_name', 'header_active_text_color_name',
  'header_button_color_name', 'header_button_text_color_name', 'footer_color_name',
] as const;
type ColorNameSetting = (typeof COLOR_NAME_SETTINGS)[number];
export const COLOR_NAMES = ['primary', 'secondary', 'white', 'black', 'grayDark3', 'grayLight1', 'success', 'danger'] as const;
type ColorName = (typeof COLOR_NAMES)[number];

export const LOGO_TYPES = ['base', 'wide', 'inverted', 'inverted_wide', 'icon'] as const;
type LogoType = (typeof LOGO_TYPES)[number];

interface Profile {
  booleans: Partial<Record<BooleanSetting, boolean>>;
  colorNames: Partial<Record<ColorNameSetting, ColorName>>;
  logos: { header: LogoType; footer: LogoType; favicon: LogoType; auth: LogoType };
  font: string;
  offersLayout: 'product' | 'grid';
  heroAspect: string;
  nav: RouteName[];
  homepage: HomepageSection[];
  information: RouteName[];
  footerDiscover: RouteName[];
  footerVisitors: RouteName[];
  footerAbout: RouteName[];
  footerUseful: RouteName[];
  mapWay: string[];
  defaultFloorplanId: number;
}

/** The spec's defaults (§9 "Default header colours"); a profile overrides some. */
const DEFAULT_COLOR_NAMES: Record<ColorNameSetting, ColorName> = {
  over_header_color_name: 'primary',
  header_color_name: 'white',
  header_idel_text_color_name: 'grayDark3',
  header_active_text_color_name: 'primary',
  header_button_color_name: 'primary',
  header_button_text_color_name: 'white',
  footer_color_name: 'primary',
};

const DEFAULT_BOOLEANS: Record<BooleanSetting, boolean> = {
  web_using_multicolor: false,
  web_has_dividers: true,
  rounded_corners: true,
  is_christmas_stall_section_active: false,
  is_parking_visible_on_header: true,
  is_parking_visible_on_opening_hours: true,
  is_sso_visible: false,
  is_authentication_active: true,
  is_mobile_app_active: true,
  is_loyalty_program_displayed_on_shop: true,
  is_offers_visible_only_when_logged_in: false,
  is_rewards_visible_only_when_logged_in: false,
  is_events_calendar_visible: true,
  is_header_minimizing_disabled: false,
  is_floorplan_first_on_shop_detail: false,
  show_floor_titles_on_desktop: true,
  show_floor_number_on_shop_card: true,
  is_contact_support_active: true,
  // Our key (CONTRACT.md "Settings"): the consent dialog forced open until a choice. Off everywhere.
  is_cookie_consent_forced: false,
};

const PROFILES: Record<TenantId, Profile> = {
  aupark: {
    booleans: { is_sso_visible: true, is_christmas_stall_section_active: true, web_using_multicolor: true },
    colorNames: {},
    logos: { header: 'wide', footer: 'inverted_wide', favicon: 'icon', auth: 'base' },
    font: 'Montserrat',
    offersLayout: 'grid',
    heroAspect: '16/9',
    nav: ['shops-services', 'offers', 'news-events', 'cinema', 'opening-hours', 'parking', 'loyalty-program', 'booking'],
    homepage: ['hero', 'opening-hours', 'featured-shops', 'news-events', 'offers', 'loyalty-program', 'mobile-app'],
    information: ['opening-hours', 'parking', 'map-way', 'amenities', 'faq', 'contact'],
    footerDiscover: ['shops-services', 'offers', 'events', 'news', 'cinema', 'booking', 'eshops'],
    footerVisitors: ['opening-hours', 'parking', 'map-way', 'floorplan', 'amenities'],
    footerAbout: ['about', 'contact', 'faq', 'newsletter'],
    footerUseful: ['operating-rules', 'privacy-policy', 'cookies', 'terms-and-conditions'],
    mapWay: ['car', 'public-transport', 'bike', 'walk'],
    defaultFloorplanId: 1001,
  },
  galerieharfa: {
    // Parking hours stay off the opening-hours page here (is_parking_visible_on_opening_hours).
    booleans: { is_offers_visible_only_when_logged_in: true, is_floorplan_first_on_shop_detail: true, web_has_dividers: false, is_parking_visible_on_opening_hours: false, is_sso_visible: true },
    colorNames: { header_color_name: 'primary', header_idel_text_color_name: 'white', header_active_text_color_name: 'white', header_button_color_name: 'white', header_button_text_color_name: 'primary', footer_color_name: 'grayDark3' },
    logos: { header: 'inverted_wide', footer: 'inverted_wide', favicon: 'icon', auth: 'wide' },
    font: 'Inter',
    offersLayout: 'product',
    heroAspect: '21/9',
    nav: ['shops-services', 'offers', 'events', 'news', 'gift-cards', 'opening-hours', 'loyalty-program', 'booking'],
    homepage: ['hero', 'featured-shops', 'offers', 'news-events', 'opening-hours', 'newsletter'],
    information: ['opening-hours', 'parking', 'map-way', 'gift-cards', 'faq'],
    footerDiscover: ['shops-services', 'offers', 'events', 'news', 'booking', 'blog'],
    footerVisitors: ['opening-hours', 'parking', 'map-way', 'floorplan'],
    footerAbout: ['about', 'contact', 'newsletter'],
    footerUseful: ['operating-rules', 'privacy-policy', 'cookies'],
    mapWay: ['public-transport', 'car', 'walk'],
    defaultFloorplanId: 2001,
  },
  novoplaza: {
    // No member sign-in here: the loyalty page shows no join links (is_authentication_active).
    booleans: { rounded_corners: false, is_mobile_app_active: false, is_parking_visible_on_header: false, show_floor_titles_on_desktop: false, is_authentication_active: false },
    colorNames: { over_header_color_name: 'grayDark3' },
    logos: { header: 'base', footer: 'inverted', favicon: 'icon', auth: 'base' },
    font: 'Roboto',
    offersLayout: 'product',
    heroAspect: '16/9',
    nav: ['shops-services', 'offers', 'news-events', 'opening-hours', 'parking', 'contact'],
    homepage: ['hero', 'opening-hours', 'featured-shops', 'news-events'],
    information: ['opening-hours', 'parking', 'map-way', 'contact'],
    footerDiscover: ['shops-services', 'offers', 'news-events'],
    footerVisitors: ['opening-hours', 'parking', 'map-way'],
    footerAbout: ['about', 'contact'],
    footerUseful: ['operating-rules', 'privacy-policy', 'cookies', 'terms-and-conditions'],
    mapWay: ['car', 'public-transport'],
    defaultFloorplanId: 3001,
  },
  europasc: {
    booleans: { is_rewards_visible_only_when_logged_in: true, is_header_minimizing_disabled: true, is_events_calendar_visible: false, is_christmas_stall_section_active: true },
    colorNames: { footer_color_name: 'black' },
    logos: { header: 'wide', footer: 'inverted_wide', favicon: 'icon', auth: 'wide' },
    font: 'Open Sans',
    offersLayout: 'grid',
    heroAspect: '3/1',
    nav: ['shops-services', 'offers', 'rewards', 'events', 'cinema', 'opening-hours', 'information', 'booking'],
    homepage: ['hero', 'featured-shops', 'news-events', 'rewards', 'opening-hours', 'mobile-app'],
    information: ['opening-hours', 'parking', 'map-way', 'amenities', 'faq', 'contact', 'gift-cards'],
    footerDiscover: ['shops-services', 'offers', 'rewards', 'events', 'news', 'cinema', 'booking'],
    footerVisitors: ['opening-hours', 'parking', 'map-way', 'floorplan', 'amenities'],
    footerAbout: ['about', 'contact', 'faq'],
    footerUseful: ['operating-rules', 'privacy-policy', 'cookies', 'terms-and-conditions'],
    mapWay: ['car', 'public-transport', 'walk'],
    defaultFloorplanId: 4001,
  },
  beta: {
    booleans: { is_authentication_active: true, is_contact_support_active: false },
    colorNames: {},
    logos: { header: 'base', footer: 'inverted', favicon: 'icon', auth: 'base' },
    font: 'Lato',
    offersLayout: 'product',
    heroAspect: '16/9',
    nav: ['shops-services', 'offers', 'news-events', 'opening-hours', 'search'],
    homepage: ['hero', 'opening-hours', 'featured-shops', 'news-events'],
    information: ['opening-hours', 'parking', 'contact'],
    footerDiscover: ['shops-services', 'offers', 'news-events'],
    footerVisitors: ['opening-hours', 'parking'],
    footerAbout: ['about', 'contact'],
    footerUseful: ['privacy-policy', 'cookies'],
    mapWay: ['car', 'public-transport'],
    defaultFloorplanId: 5001,
  },
};

const list = (items: readonly string[]): string => items.join(', ');

function footerItems(tenant: TenantId): string {
  // Broken on purpose for europasc: a trailing comma and an unquoted key.
  if (tenant === 'europasc') return '[{"type": "route", "name": "privacy-policy"}, {type: "link", "url": "https://www.europasc.sk/kariera"},]';
  return JSON.stringify([
    { type: 'route', name: 'privacy-policy' },
    { type: 'route', name: 'operating-rules' },
    {
      type: 'link',
      url: `${TENANTS[tenant].origin}/career`,
      translations: [
        { locale: 'en', title: 'Careers' },
        { locale: 'cz', title: 'Kariéra' },
        { locale: 'sk', title: 'Kariéra' },
        { locale: 'de', title: 'Karriere' },
      ],
    },
  ]);
}

/**
 * The header's navigation an editor set (issue 22): when set it replaces `nav_items_names`. Only
 * novoplaza has one (its pages in another order, and its e-shop outside the site); the others leave it
 * empty and keep their name list.
 */
function headerNavbarItems(tenant: TenantId): string {
  if (tenant !== 'novoplaza') return '';
  return JSON.stringify([
    { name: 'shops-services' },
    { name: 'opening-hours', icon: 'mdi:clock-outline' },
    { name: 'offers' },
    { name: 'news-events' },
    { name: 'parking', icon: 'mdi:parking' },
    { name: 'contact' },
    {
      type: 'link',
      url: 'eshop.novoplaza.test',
      icon: 'mdi:cart-outline',
      translations: [
        { locale: 'en', title: 'E-shop' },
        { locale: 'cz', title: 'E-shop' },
        { locale: 'sk', title: 'E-shop' },
        { locale: 'de', title: 'Onlineshop' },
      ],
    },
  ]);
}

/** `icons_<route>` (dashes as underscores) for the pages the information lists name. */
export const INFORMATION_ICON_NAMES: Readonly<Record<string, string>> = {
  icons_opening_hours: 'mdi:clock-outline',
  icons_parking: 'mdi:parking',
  icons_map_way: 'mdi:map-marker-radius',
  icons_amenities: 'mdi:room-service',
  icons_faq: 'mdi:help-circle-outline',
  icons_contact: 'mdi:chat-outline',
  icons_gift_cards: 'mdi:gift-outline',
  icons_loyalty_program: 'mdi:card-account-details-star-outline',
};

function informationIcons(tenant: TenantId): Record<string, string> {
  return tenant === 'beta' ? { ...INFORMATION_ICON_NAMES, icons_contact: 'mdi:no-such-icon' } : { ...INFORMATION_ICON_NAMES };
}

export function settingsFor(tenant: TenantId, image: ImageUrl): Settings {
  const profile = PROFILES[tenant];
  const brand = BRANDS[tenant];
  const origin = TENANTS[tenant].origin;
  const booleans = { ...DEFAULT_BOOLEANS, ...profile.booleans };
  const colorNames = { ...DEFAULT_COLOR_NAMES, ...profile.colorNames };
  const picture = (key: string, text: string) => image('picture', `mall-${key}`, text);

  const settings: Settings = {
    website_name: brand.name,
    colors_primary: brand.primary,
    colors_secondary: brand.secondary,
    colors_white: '#ffffff',
    colors_black: brand.black,
    colors_grayDark3: brand.grayDark3,
    colors_grayLight1: brand.grayLight1,
    colors_success: '#15803d',
    colors_danger: '#b91c1c',
    ...colorNames,
    header_logo_type: profile.logos.header,
    footer_logo_type: profile.logos.footer,
    favicon_logo_type: profile.logos.favicon,
    auth_logo_type: profile.logos.auth,
    app_font_name: profile.font,
    offers_layout: profile.offersLayout,
    store_detail_carousel_aspect_ratio: '1/1',
    hero_cards_event_type: 'stores',
    hero_banner_aspect_ratio: profile.heroAspect,
    // Beta names no help address (the key is there, empty): the gift-cards page then shows none.
    gift_cards_page_help_email: tenant === 'beta' ? '' : `giftcards@${tenant}.test`,
    newsletter_consent_link_url: `${origin}/newsletter-consent`,
    default_floorplan_id: String(profile.defaultFloorplanId),
    loyalty_program_images_1: picture('loyalty_program_images_1', `${brand.name} Club`),
    gift_cards_images_1: picture('gift_cards_images_1', 'Gift card'),
    parking_images_1: picture('parking_images_1', 'Parking'),
    space_lease_images_1: picture('space_lease_images_1', 'Space for lease'),
    christmas_stall_images_1: picture('christmas_stall_images_1', 'Christmas stalls'),
    mobile_app_images_1: picture('mobile_app_images_1', `${brand.name} app`),
    mobile_app_images_2: picture('mobile_app_images_2', `${brand.name} app – rewards`),
    // The app's store pages (our choice of keys; the mobile-app page's badges). galerieharfa's app is
    // on Google Play only: an empty value is no store.
    mobile_app_ios_url: tenant === 'galerieharfa' ? '' : `https://apps.apple.com/app/${tenant}/id${6_400_000_000 + TENANTS[tenant].index}`,
    mobile_app_android_url: `https://play.google.com/store/apps/details?id=com.mallsites.${tenant}`,
    login_slider_images_1: picture('login_slider_images_1', 'Collect points'),
    login_slider_images_2: picture('login_slider_images_2', 'Redeem rewards'),
    login_slider_images_3: picture('login_slider_images_3', 'Exclusive offers'),
    login_slider_images_names: list(['Collect points', 'Redeem rewards', 'Exclusive offers']),
    landings_images_1: picture('landings_images_1', brand.name),
    // The information hub's icons: Iconify names (the platform's editors pick them from the icon sets),
    // one for every page an information list names. Beta names one that no icon set has (a quirk: the
    // neutral icon stands in).
    ...informationIcons(tenant),
    // Real PDFs on the sandbox's own origin (routes/files.ts), as the platform's file storage serves them.
    documents_operating_rules: `${new URL(picture('documents', '')).origin}/files/${tenant}/operating_rules.pdf`,
    documents_parking_price_list: `${new URL(picture('documents', '')).origin}/files/${tenant}/parking_price_list.pdf`,
    header_navbar_items: headerNavbarItems(tenant),
    hero_banner_items: JSON.stringify(heroBannerRefs(tenant)),
    footer_items: footerItems(tenant),
    amenitiy_redirect_links: JSON.stringify([
      { amenity_id: TENANTS[tenant].index * 1000 + 301, route: 'parking' },
      { amenity_id: TENANTS[tenant].index * 1000 + 302, url: `${origin}/wifi` },
    ]),
    nav_items_names: list(profile.nav),
    homepage_items_names: list(profile.homepage),
    information_items_names: list(profile.information),
    footer_discover_items_names: list(profile.footerDiscover),
    footer_for_visitors_items_names: list(profile.footerVisitors),
    footer_about_us_items_names: list(profile.footerAbout),
    footer_useful_items_names: list(profile.footerUseful),
    map_way_items_names: list(profile.mapWay),
  };
  for (const key of BOOLEAN_SETTINGS) settings[key] = booleans[key] ? 'true' : 'false';
  return settings;
}
