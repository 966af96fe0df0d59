import type { LogoType, Settings } from '../graphql/generated';
import { parseNavItems, type NavItemSource } from './nav-items';

// The tenant's web settings arrive as a flat map of strings (spec §3 "Settings", DESIGN.md). This
// module owns their typing: booleans delivered as the text 'true', JSON values parsed (invalid JSON
// is logged and ignored, spec §5), comma-plus-space name lists split, colour names resolved to the
// palette, and the specification's defaults where a key is absent (§9: Czech-market defaults and
// default header colours).

/** The typed settings as the resolvers hand them on: the lists in a language are field resolvers (resolvers.ts). */
export type SettingsModel = Omit<Settings, 'headerNavItems' | 'footerLinks'>;

export type RawSettings = Readonly<Record<string, string | null | undefined>>;
export type SettingsWarn = (message: string, context: Record<string, unknown>) => void;

export const booleanKeys = {
  webUsingMulticolor: 'web_using_multicolor',
  webHasDividers: 'web_has_dividers',
  roundedCorners: 'rounded_corners',
  isChristmasStallSectionActive: 'is_christmas_stall_section_active',
  isParkingVisibleOnHeader: 'is_parking_visible_on_header',
  isParkingVisibleOnOpeningHours: 'is_parking_visible_on_opening_hours',
  isSsoVisible: 'is_sso_visible',
  isAuthenticationActive: 'is_authentication_active',
  isMobileAppActive: 'is_mobile_app_active',
  isLoyaltyProgramDisplayedOnShop: 'is_loyalty_program_displayed_on_shop',
  isOffersVisibleOnlyWhenLoggedIn: 'is_offers_visible_only_when_logged_in',
  isRewardsVisibleOnlyWhenLoggedIn: 'is_rewards_visible_only_when_logged_in',
  isEventsCalendarVisible: 'is_events_calendar_visible',
  isHeaderMinimizingDisabled: 'is_header_minimizing_disabled',
  isFloorplanFirstOnShopDetail: 'is_floorplan_first_on_shop_detail',
  showFloorTitlesOnDesktop: 'show_floor_titles_on_desktop',
  showFloorNumberOnShopCard: 'show_floor_number_on_shop_card',
  isContactSupportActive: 'is_contact_support_active',
  // The sandbox's key (sandbox/CONTRACT.md): the spec's forced consent dialog, per tenant.
  isCookieConsentForced: 'is_cookie_consent_forced',
} as const satisfies Partial<Record<keyof Settings, string>>;

const listKeys = {
  navItems: 'nav_items_names',
  homepageItems: 'homepage_items_names',
  informationItems: 'information_items_names',
  footerDiscoverItems: 'footer_discover_items_names',
  footerForVisitorsItems: 'footer_for_visitors_items_names',
  footerAboutUsItems: 'footer_about_us_items_names',
  footerUsefulItems: 'footer_useful_items_names',
  loginSliderImagesNames: 'login_slider_images_names',
  mapWayItems: 'map_way_items_names',
} as const satisfies Partial<Record<keyof Settings, string>>;

// `hero_banner_items` is not read: the hero is `settings-web-app/hero-banner`, the platform's
// resolution of that same selection (sandbox/CONTRACT.md says why the bff does not resolve it again).
const jsonKeys = {
  footerItems: 'footer_items',
  // Spelled so by the platform (spec §3).
  amenityRedirectLinks: 'amenitiy_redirect_links',
  headerNavbarItems: 'header_navbar_items',
} as const satisfies Partial<Record<keyof Settings, string>>;

export const imageGroupPrefixes = [
  'loyalty_program_images',
  'gift_cards_images',
  'parking_images',
  'space_lease_images',
  'christmas_stall_images',
  'mobile_app_images',
  'login_slider_images',
  'icons',
  'landings_images',
  'documents',
] as const;

/** Spec §9 "Default header colours". */
export const defaultHeaderColorNames = {
  overHeader: 'primary',
  header: 'white',
  idleText: 'grayDark3',
  activeText: 'primary',
  button: 'primary',
  buttonText: 'white',
  footer: 'primary',
} as const;

const headerColorKeys = {
  overHeader: 'over_header_color_name',
  header: 'header_color_name',
  // Spelled so by the platform ("idel").
  idleText: 'header_idel_text_color_name',
  activeText: 'header_active_text_color_name',
  button: 'header_button_color_name',
  buttonText: 'header_button_text_color_name',
  footer: 'footer_color_name',
} as const;

/** Used when the tenant's palette lacks a colour a setting names. */
export const defaultPalette: Readonly<Record<string, string>> = {
  primary: '#1f2937',
  secondary: '#4b5563',
  white: '#ffffff',
  black: '#000000',
  grayDark3: '#374151',
  grayLight1: '#f3f4f6',
  success: '#15803d',
  danger: '#b91c1c',
};

/** Spec §9 "Czech-market defaults". */
export const marketDefaults = {
  heroBannerAspectRatio: '16/9',
  storeDetailCarouselAspectRatio: '1/1',
  heroCardsEventType: 'stores',
  offersLayout: 'product',
} as const;

const logoTypes: Record<string, LogoType> = {
  base: 'base',
  wide: 'wide',
  inverted: 'inverted',
  inverted_wide: 'invertedWide',
  icon: 'icon',
};

export function parseBoolean(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

/** Name lists are separated by comma plus space (spec §3); tolerant of stray spaces and empties. */
export function splitNameList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Parses a JSON setting; invalid JSON is logged and ignored (spec §5). */
export function parseJsonSetting(key: string, value: string | null | undefined, warn: SettingsWarn): unknown {
  if (value === null || value === undefined || value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    warn('invalid JSON in a setting, ignored', { key, error: (error as Error).message });
    return null;
  }
}

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

const aspectRatio = /^\d+(\.\d+)?\/\d+(\.\d+)?$/;
const ratio = (value: string | null | undefined, fallback: string): string => {
  const v = text(value)?.replace(/\s+/g, '');
  return v && aspectRatio.test(v) ? v : fallback;
};

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The checked items of `header_navbar_items` and `footer_items`, kept by the typed settings they came with. */
export interface SettingsNavItems {
  /** Null: unset, empty or no valid item (the header shows `nav_items_names`). */
  header: NavItemSource[] | null;
  footer: NavItemSource[];
}

const navItemsOf = new WeakMap<SettingsModel, SettingsNavItems>();

/** The editors' item lists of settings made by parseSettings (none for any other object). */
export function settingsNavItems(settings: SettingsModel): SettingsNavItems {
  return navItemsOf.get(settings) ?? { header: null, footer: [] };
}

export function parseSettings(raw: RawSettings, warn: SettingsWarn): SettingsModel {
  const colors = Object.keys(raw)
    .filter((key) => key.startsWith('colors_'))
    .sort()
    .flatMap((key) => {
      const value = text(raw[key]);
      if (!value || !hex.test(value)) {
        if (value) warn('invalid colour in a setting, ignored', { key, value });
        return [];
      }
      return [{ name: key.slice('colors_'.length), value }];
    });
  const palette = new Map<string, string>([...Object.entries(defaultPalette), ...colors.map((c) => [c.name, c.value] as const)]);
  const resolveColor = (key: string, fallbackName: string): string => {
    const name = text(raw[key]) ?? fallbackName;
    return palette.get(name) ?? palette.get(fallbackName) ?? defaultPalette.primary!;
  };
  const headerColors = Object.fromEntries(
    (Object.keys(headerColorKeys) as (keyof typeof headerColorKeys)[]).map((field) => [
      field,
      resolveColor(headerColorKeys[field], defaultHeaderColorNames[field]),
    ]),
  ) as Settings['headerColors'];

  const logo = (key: string, fallback: LogoType): LogoType => logoTypes[text(raw[key]) ?? ''] ?? fallback;

  const imageGroups = imageGroupPrefixes.flatMap((group) => {
    const images = Object.keys(raw)
      .filter((key) => key.startsWith(`${group}_`) && !key.endsWith('_names'))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((key) => text(raw[key]))
      .filter((value): value is string => value !== null);
    return images.length > 0 ? [{ group, images }] : [];
  });

  const booleans = Object.fromEntries(
    Object.entries(booleanKeys).map(([field, key]) => [field, parseBoolean(raw[key])]),
  ) as Record<keyof typeof booleanKeys, boolean>;
  const lists = Object.fromEntries(Object.entries(listKeys).map(([field, key]) => [field, splitNameList(raw[key])])) as Record<
    keyof typeof listKeys,
    string[]
  >;
  const json = Object.fromEntries(
    Object.entries(jsonKeys).map(([field, key]) => [field, parseJsonSetting(key, raw[key], warn)]),
  ) as Record<keyof typeof jsonKeys, unknown>;

  const floorplanId = text(raw.default_floorplan_id);
  const header = parseNavItems(jsonKeys.headerNavbarItems, json.headerNavbarItems, warn, floorplanId);
  const footer = parseNavItems(jsonKeys.footerItems, json.footerItems, warn, floorplanId);

  const settings: SettingsModel = {
    websiteName: text(raw.website_name),
    appFontName: text(raw.app_font_name),
    colors,
    headerColors,
    logoTypes: {
      header: logo('header_logo_type', 'base'),
      footer: logo('footer_logo_type', 'inverted'),
      favicon: logo('favicon_logo_type', 'icon'),
      auth: logo('auth_logo_type', 'base'),
    },
    imageGroups,
    ...booleans,
    ...lists,
    ...json,
    offersLayout: text(raw.offers_layout) ?? marketDefaults.offersLayout,
    storeDetailCarouselAspectRatio: ratio(raw.store_detail_carousel_aspect_ratio, marketDefaults.storeDetailCarouselAspectRatio),
    heroCardsEventType: text(raw.hero_cards_event_type) ?? marketDefaults.heroCardsEventType,
    heroBannerAspectRatio: ratio(raw.hero_banner_aspect_ratio, marketDefaults.heroBannerAspectRatio),
    giftCardsPageHelpEmail: text(raw.gift_cards_page_help_email),
    newsletterConsentLinkUrl: text(raw.newsletter_consent_link_url),
    defaultFloorplanId: floorplanId,
  };
  navItemsOf.set(settings, { header: header && header.length > 0 ? header : null, footer: footer ?? [] });
  return settings;
}
