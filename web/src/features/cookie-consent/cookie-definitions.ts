import { localeCookieName } from '@mall/site';
import type { ParseKeys } from 'i18next';

// Cookie definitions (spec §3 "Cookie definition": id, name, description, links, targetCookieIds, src,
// isPreselected; groups necessary and optional; the statistics category has id STAT).

/** A key of this feature's texts. */
export type CookieConsentKey = ParseKeys<'cookie-consent'>;

export interface CookieLink {
  /** Translation key (namespace `cookie-consent`) of the link text. */
  label: CookieConsentKey;
  href: string;
}

export interface CookieDefinition {
  /** Stable id, stored in the `cookie_consent_ids` cookie when enabled. */
  id: string;
  /** Translation key of the category's name. */
  name: CookieConsentKey;
  /** Translation key of what the category is for. */
  description: CookieConsentKey;
  /** The third parties' own policies. */
  links: readonly CookieLink[];
  /**
   * Cookies this category sets, removed when it is disabled (spec §4). A trailing `*` matches every
   * cookie with that prefix (Google Analytics 4 sets `_ga_<container>`).
   */
  targetCookieIds: readonly string[];
  /**
   * Script address prefixes of the category. Disabling it removes every `<script>` starting with one
   * of them, including those the tag manager itself added, which carry none of our markers.
   */
  src?: readonly string[];
  /**
   * Switched on in the settings before the visitor chooses. Optional categories are not: consent must
   * be an active choice, a pre-ticked box is none (CJEU C-673/17, Planet49).
   */
  isPreselected: boolean;
}

export interface CookieGroups {
  necessary: readonly CookieDefinition[];
  optional: readonly CookieDefinition[];
}

export const NECESSARY_ID = 'NECESSARY';
/** The statistics category (spec §3): the tag manager and the social pixel load when it is enabled. */
export const STATISTICS_ID = 'STAT';

export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com/';
export const META_PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net/';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_IDS_COOKIE = 'cookie_consent_ids';

export const defaultCookieGroups: CookieGroups = {
  necessary: [
    {
      id: NECESSARY_ID,
      name: 'categories.NECESSARY.name',
      description: 'categories.NECESSARY.description',
      links: [],
      // The session cookie set by the bff (DESIGN.md "Sessions"), the language, and the choice itself.
      targetCookieIds: ['token', localeCookieName, CONSENT_COOKIE, CONSENT_IDS_COOKIE],
      isPreselected: true,
    },
  ],
  optional: [
    {
      id: STATISTICS_ID,
      name: 'categories.STAT.name',
      description: 'categories.STAT.description',
      links: [
        { label: 'links.google', href: 'https://policies.google.com/privacy' },
        { label: 'links.meta', href: 'https://www.facebook.com/privacy/policy/' },
      ],
      targetCookieIds: ['_ga', '_ga_*', '_gid', '_gat*', '_gcl_au', '_fbp', '_fbc'],
      src: [GTM_SCRIPT_ORIGIN, META_PIXEL_SCRIPT_ORIGIN],
      isPreselected: false,
    },
  ],
};

export function optionalIdsOf(groups: CookieGroups): string[] {
  return groups.optional.map((definition) => definition.id);
}
