import { pathFor, toHtmlLang, type Lang } from '@mall/site';
import type { UpstreamMall } from '../mall/upstream';
import { defaultPalette, parseSettings, type RawSettings, type SettingsWarn } from '../settings/mapper';
import { pickTranslation } from '../shared/translation';
import { iconPath, manifestIcons } from './paths';

// The web app manifest of a tenant in one language (issue 24, "Install"; README "Installable site"):
// what Chromium's installability check and the home screen read. Pure: the plugin gathers the mall and
// its settings (the same upstream calls the layout's Shell reads) and sends what this returns.

/** What a tenant's manifest and icons are made of, from the mall record and the settings. */
export interface TenantLook {
  /** The mall's name (the Shell's `mall.name`). */
  name: string;
  /** `website_name` of the settings, the editors' own name of the site, when set. */
  websiteName: string | null;
  /** The theme's primary colour: the head's `theme-color` meta (ssr/render-page.ts) reads the same. */
  themeColor: string;
  /** The theme's page background (its palette's `white`, as global.css's body). */
  backgroundColor: string;
  /** The logo the head uses as its favicon (`favicon_logo_type`, the mall's icon by default): the upstream URL. */
  iconSource: string | null;
}

const logoFields = {
  base: 'image',
  wide: 'image_wide',
  inverted: 'image_inverted',
  invertedWide: 'image_wide_inverted',
  icon: 'image_icon',
} as const;

// What is wrong in the settings (a JSON setting that does not parse) is logged by the settings'
// resolver, once per cached copy (settings/resolvers.ts); the few values read here are checked there too.
const alreadySaid: SettingsWarn = () => undefined;

export function tenantLookOf(mall: UpstreamMall, raw: RawSettings, lang: Lang, fallbackLang: Lang): TenantLook {
  // The settings domain's own reading: the palette's colours checked, the logo type's names mapped.
  const settings = parseSettings(raw, alreadySaid);
  const palette = new Map(settings.colors.map((c) => [c.name, c.value]));
  const name = mall.name ?? pickTranslation(mall.translations, 'name', lang, fallbackLang) ?? settings.websiteName ?? '';
  return {
    name: name.trim(),
    websiteName: settings.websiteName ?? null,
    themeColor: palette.get('primary') ?? defaultPalette.primary!,
    backgroundColor: palette.get('white') ?? defaultPalette.white!,
    iconSource: mall[logoFields[settings.logoTypes.favicon]] ?? mall.image_icon ?? null,
  };
}

/** Chromium's advice for `short_name`: what a launcher shows under the icon without cutting it. */
export const shortNameMaxLength = 12;

/**
 * Words that name the kind of place, not the place ("Galerie Harfa", "Europa Shopping Center"): the
 * first to go when a name is too long for a launcher.
 */
const genericWords = new Set([
  'centre', 'center', 'centrum', 'galerie', 'galéria', 'gallery', 'mall', 'shopping', 'einkaufszentrum',
  'nákupní', 'nákupné', 'obchodní', 'obchodné', 'sc', 'oc', 'nc',
]);

const length = (text: string) => [...text].length;

/** The longest run of whole words from the start that fits, or '' when the first word alone does not. */
function leadingWords(words: readonly string[]): string {
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (length(next) > shortNameMaxLength) break;
    out = next;
  }
  return out;
}

/**
 * `short_name`: the settings' website name when it fits in 12 characters, else the mall's name when it
 * fits; else the name without the words that only say "shopping centre" ("Galerie Harfa" → "Harfa",
 * "Europa Shopping Center" → "Europa"), as many whole words from the start as fit; else the name's
 * whole words that fit; else its first 12 characters.
 */
export function shortNameOf(name: string, websiteName: string | null): string {
  for (const candidate of [websiteName?.trim(), name.trim()]) if (candidate && length(candidate) <= shortNameMaxLength) return candidate;
  const words = name.trim().split(/\s+/).filter(Boolean);
  const own = words.filter((word) => !genericWords.has(word.toLocaleLowerCase()));
  return leadingWords(own) || leadingWords(words) || [...name.trim()].slice(0, shortNameMaxLength).join('').trim();
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

export function buildManifest(look: TenantLook, lang: Lang, description?: string | null): WebAppManifest {
  return {
    // The same for every language: one installed app per tenant (the origin is the tenant's), whichever
    // language it was installed from. A manifest's id is resolved against its start_url's origin.
    id: '/',
    name: look.name,
    short_name: shortNameOf(look.name, look.websiteName),
    ...(description ? { description } : {}),
    lang: toHtmlLang(lang),
    dir: 'ltr',
    // The home in the visitor's language, without a query: the page cache keys a page by the query its
    // module reads only, but a marker would still be one more URL to keep apart in logs and analytics.
    start_url: pathFor('home', lang),
    scope: '/',
    display: 'standalone',
    theme_color: look.themeColor,
    background_color: look.backgroundColor,
    icons: manifestIcons.map((icon) => ({ src: iconPath(icon), sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}
