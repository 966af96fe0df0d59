import { getRoute, isRouteName, toHtmlLang, type Lang, type RouteName } from '@mall/site';
import type { AboutPage, CinemaFilm, CinemaPage, CinemaScreening, InformationDocument, InformationItem, InformationSections, MapWayMode, MapWayPage, MobileAppPage, RentalSection, Weekday } from '../graphql/generated';
import { FALLBACK_ICON, svgIcon } from '../shared/icons';
import { proxiedImage } from '../shared/images';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import { INFORMATION_ICONS } from './information-icons';
import { httpsUrl, type UpstreamCinemaProgramme, type UpstreamMallInformation } from './upstream';

// Display-ready mall information, the screens about the mall (issue 9 "Pages"): about, cinema,
// information, how to get here, mobile app. Rich text is sanitised here; links a visitor follows are https only.

export type InformationWarn = (message: string, context: Record<string, unknown>) => void;

// ---- about

/** The about text: the mall's `about` rich text, else its short description; photos; the shop count. */
export function toAboutPage(mall: UpstreamMallInformation | null, shopCount: number, ctx: DisplayContext): AboutPage {
  const about = mall ? pickTranslation(mall.translations, 'about', ctx.lang, ctx.fallbackLang) : undefined;
  const description = mall ? pickTranslation(mall.translations, 'description', ctx.lang, ctx.fallbackLang) ?? mall.description : undefined;
  const html = sanitizeRichText(about) ?? sanitizeRichText(description ? `<p>${escapeHtml(description)}</p>` : null);
  return {
    html,
    summary: plainText(description ?? html) || null,
    images: (mall?.gallery ?? []).flatMap((src) => {
      const proxied = proxiedImage(src);
      return proxied ? [proxied] : [];
    }),
    shopCount: Math.max(0, shopCount),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// ---- cinema

const weekdayByIndex: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday of a calendar day (YYYY-MM-DD). */
export function weekdayOf(day: string): Weekday {
  return weekdayByIndex[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
}

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) and the wall-clock time (HH:MM, 24 h) of an instant in a time zone. */
export function zonedDayAndTime(instant: Date, timeZone: string): { day: string; time: string } {
  let formatter = zonedFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    });
    zonedFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

export interface CinemaContext extends DisplayContext {
  now: Date;
  timeZone: string;
}

/**
 * The programme in the mall's time zone: screenings from now on (started ones left out) by day, time
 * and film title; the films that have one, by title.
 */
export function toCinemaPage(programme: UpstreamCinemaProgramme, ctx: CinemaContext): CinemaPage {
  const collator = new Intl.Collator(toHtmlLang(ctx.lang));
  const films = new Map<string, CinemaFilm>();
  const screenings: CinemaScreening[] = [];
  for (const film of programme.films) {
    const upcoming = film.screenings.filter((s) => new Date(s.starts_at).getTime() > ctx.now.getTime());
    if (upcoming.length === 0 || films.has(film.id)) continue;
    films.set(film.id, {
      id: film.id,
      title: requireTranslation(film.translations, 'title', ctx.lang, ctx.fallbackLang),
      description: pickTranslation(film.translations, 'description', ctx.lang, ctx.fallbackLang) ?? null,
      image: proxiedImage(film.image),
      durationMinutes: film.duration_minutes ?? null,
      ageRating: film.age_rating ?? null,
    });
    for (const screening of upcoming) {
      const { day, time } = zonedDayAndTime(new Date(screening.starts_at), ctx.timeZone);
      screenings.push({
        id: screening.id,
        filmId: film.id,
        date: day,
        weekday: weekdayOf(day),
        time,
        hall: screening.hall ?? null,
        format: screening.format ?? null,
        audio: screening.audio ?? null,
        bookingUrl: screening.booking_url,
      });
    }
  }
  const titleOf = (id: string) => films.get(id)?.title ?? '';
  screenings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || collator.compare(titleOf(a.filmId), titleOf(b.filmId)));
  const { cinema } = programme;
  return {
    name: cinema.name,
    website: cinema.website,
    bookingUrl: cinema.booking_url,
    note: pickTranslation(cinema.translations, 'note', ctx.lang, ctx.fallbackLang) ?? null,
    films: [...films.values()].sort((a, b) => collator.compare(a.title, b.title)),
    screenings,
  };
}

// ---- information

/**
 * A route the hub can link: one of the site's route names whose path needs no parameter (an optional
 * page is fine). A name the setting holds that is no such route has no page to link.
 */
export function isLinkableRoute(name: string): boolean {
  if (!isRouteName(name)) return false;
  const required = getRoute(name).paths.en.replace(/\/:[^/]+\?/g, '');
  return !required.includes(':') && !required.includes('*');
}

/**
 * A hub card's icon. The tenant's `icons_<route>` holds an image's address (shown through the image
 * route) or an Iconify name (drawn from the bundled sets; a name that is malformed or in no bundled set
 * draws the neutral icon); without one, the site's own icon for the route.
 */
export function informationItem(route: string, setting: string | null | undefined): InformationItem {
  const value = setting?.trim();
  const image = proxiedImage(value);
  if (image) return { route, icon: image, svgIcon: null };
  return { route, icon: null, svgIcon: svgIcon(value || (INFORMATION_ICONS[route as RouteName] ?? FALLBACK_ICON)) };
}

/**
 * The information hub's cards (`information_items_names`, spec §3), in the setting's order: names that
 * are no page of the site are left out and logged (once per cached copy of the settings), a name
 * given twice is shown once. Each card carries the tenant's icon `icons_<route>` when it has one.
 */
export function toInformationItems(names: readonly string[], settings: Readonly<Record<string, string | null | undefined>>, warn: InformationWarn): InformationItem[] {
  const seen = new Set<string>();
  const unknown: string[] = [];
  const items = names.flatMap((name) => {
    if (!isLinkableRoute(name)) {
      unknown.push(name);
      return [];
    }
    if (seen.has(name)) return [];
    seen.add(name);
    return [informationItem(name, settings[`icons_${name.replace(/-/g, '_')}`])];
  });
  if (unknown.length > 0) warn('information_items_names names no page of the site, left out', { names: unknown });
  return items;
}

/** Name lists are separated by comma plus space (spec §3); tolerant of stray spaces and empties. */
export function splitNames(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

// ---- how to get here

/** The travel modes of `map_way_items_names` (sandbox/CONTRACT.md) and Google Maps' name for each. */
export const travelModes = { car: 'driving', 'public-transport': 'transit', bike: 'bicycling', walk: 'walking' } as const;
export type TravelMode = keyof typeof travelModes;
const isTravelMode = (mode: string): mode is TravelMode => Object.hasOwn(travelModes, mode);

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function coordinatesOf(mall: UpstreamMallInformation | null): Coordinates | null {
  const latitude = mall?.latitude;
  const longitude = mall?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}

const place = ({ latitude, longitude }: Coordinates) => `${latitude},${longitude}`;

/** Google Maps' directions to the mall from where the visitor is (Maps URLs, `api=1`), by a mode when given. */
export function directionsUrl(to: Coordinates, mode?: TravelMode): string {
  const params = new URLSearchParams({ api: '1', destination: place(to) });
  if (mode) params.set('travelmode', travelModes[mode]);
  return `https://www.google.com/maps/dir/?${params}`;
}

export function mapUrl(at: Coordinates): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: place(at) })}`;
}

/** The Maps Embed API's map of the place, in the page's language; only with a key. */
export function embedUrl(at: Coordinates, key: string, lang: Lang): string {
  return `https://www.google.com/maps/embed/v1/place?${new URLSearchParams({ key, q: place(at), language: toHtmlLang(lang) })}`;
}

export interface MapWayContext extends DisplayContext {
  mapsApiKey: string | undefined;
  warn: InformationWarn;
}

/**
 * How to get here (`map_way_items_names`, spec §3): each mode in the setting's order with its text
 * (the mall's translation field `map_way_<mode>`, `-` as `_`), sanitised, and directions by that mode.
 * An unknown mode, or one without a text in any language, is left out and logged.
 */
export function toMapWayPage(modes: readonly string[], mall: UpstreamMallInformation | null, ctx: MapWayContext): MapWayPage {
  const at = coordinatesOf(mall);
  const seen = new Set<string>();
  const unknown: string[] = [];
  const withoutText: string[] = [];
  const items: MapWayMode[] = modes.flatMap((mode) => {
    if (!isTravelMode(mode)) {
      unknown.push(mode);
      return [];
    }
    if (seen.has(mode)) return [];
    seen.add(mode);
    const html = sanitizeRichText(mall ? pickTranslation(mall.translations, `map_way_${mode.replace(/-/g, '_')}`, ctx.lang, ctx.fallbackLang) : null);
    if (!html) {
      withoutText.push(mode);
      return [];
    }
    return [{ mode, html, directionsUrl: at ? directionsUrl(at, mode) : null }];
  });
  if (unknown.length > 0) ctx.warn('map_way_items_names names an unknown travel mode, left out', { modes: unknown });
  if (withoutText.length > 0) ctx.warn('a travel mode of map_way_items_names has no text, left out', { modes: withoutText });
  return {
    modes: items,
    directionsUrl: at ? directionsUrl(at) : null,
    mapUrl: at ? mapUrl(at) : null,
    embedUrl: at && ctx.mapsApiKey ? embedUrl(at, ctx.mapsApiKey, ctx.lang) : null,
  };
}

// ---- mobile app

const imagePrefix = 'mobile_app_images_';

/** The store links (settings `mobile_app_ios_url`, `mobile_app_android_url`, https only) and the app's images. */
export function toMobileAppPage(settings: Readonly<Record<string, string | null | undefined>>): MobileAppPage {
  const link = (key: string) => {
    const parsed = httpsUrl.safeParse(settings[key]);
    return parsed.success ? parsed.data : null;
  };
  return {
    iosUrl: link('mobile_app_ios_url'),
    androidUrl: link('mobile_app_android_url'),
    images: Object.keys(settings)
      .filter((key) => key.startsWith(imagePrefix) && /^\d+$/.test(key.slice(imagePrefix.length)))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .flatMap((key) => {
        const src = proxiedImage(settings[key]);
        return src ? [src] : [];
      }),
  };
}

// ---- the information page's sections (issue 22)

type RawSettings = Readonly<Record<string, string | null | undefined>>;

/** A numbered image group's images (`<prefix>_1`, `_2`, … in number order) through the image route; invalid ones left out. */
export function numberedImages(settings: RawSettings, prefix: string): string[] {
  const start = `${prefix}_`;
  return Object.keys(settings)
    .filter((key) => key.startsWith(start) && /^\d+$/.test(key.slice(start.length)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((key) => {
      const src = proxiedImage(settings[key]?.trim());
      return src ? [src] : [];
    });
}

const rental = (images: string[]): RentalSection | null => (images.length > 0 ? { images } : null);

/** `parking_price_list` → `Parking price list`: a title for a document name the web has no translation of. */
export function humaniseName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/** The upper-case extension of an address's path (`PDF`), or null. */
export function fileTypeOf(url: URL): string | null {
  const match = /\.([a-z0-9]{1,5})$/i.exec(url.pathname);
  return match ? match[1]!.toUpperCase() : null;
}

/**
 * A document's address a visitor may follow: https, or on the platform's own origin (`platformOrigin`,
 * the tenant's upstream, which in development is the sandbox's http). Anything else is null.
 */
export function documentUrl(value: string | null | undefined, platformOrigin: string | null): URL | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    if (url.username || url.password) return null;
    if (url.protocol === 'https:' || (platformOrigin !== null && url.origin === platformOrigin)) return url;
    return null;
  } catch {
    return null;
  }
}

const documentPrefix = 'documents_';

/**
 * The documents (`documents_<name>`, spec §3 grouped keys) in key order, each with its name, a title
 * and its file type. An address a visitor must not follow (not https nor the platform's) is left out and
 * logged once per cached copy of the settings; an empty value is no document.
 */
export function toDocuments(settings: RawSettings, platformOrigin: string | null, warn: InformationWarn): InformationDocument[] {
  const invalid: string[] = [];
  const documents = Object.keys(settings)
    .filter((key) => key.startsWith(documentPrefix) && /^[a-z0-9][a-z0-9_-]*$/i.test(key.slice(documentPrefix.length)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((key) => {
      const value = settings[key];
      if (!value?.trim()) return [];
      const url = documentUrl(value, platformOrigin);
      if (!url) {
        invalid.push(key);
        return [];
      }
      const name = key.slice(documentPrefix.length).toLowerCase();
      return [{ name, title: humaniseName(name), url: url.href, fileType: fileTypeOf(url) }];
    });
  if (invalid.length > 0) warn('a document address is not https, left out', { keys: invalid });
  return documents;
}

/**
 * The information page's sections (issue 22): the Christmas stalls only when
 * `is_christmas_stall_section_active` is on and there is an image; renting a unit when there is an
 * image; the documents.
 */
export function toInformationSections(settings: RawSettings, platformOrigin: string | null, warn: InformationWarn): InformationSections {
  const christmasOn = settings.is_christmas_stall_section_active?.trim().toLowerCase() === 'true';
  return {
    christmasStalls: christmasOn ? rental(numberedImages(settings, 'christmas_stall_images')) : null,
    spaceLease: rental(numberedImages(settings, 'space_lease_images')),
    documents: toDocuments(settings, platformOrigin, warn),
  };
}
