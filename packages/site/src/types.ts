// The shape of the route table: the single source of every path in every language (DESIGN.md,
// "Routes and languages"). The router, links, the language switcher, the sitemap, hreflang alternates
// and the bff's server-side answers (known route, 404, guards) all read it.

export const languages = ['en', 'cz', 'sk', 'de'] as const;
export type Lang = (typeof languages)[number];

export function isLang(value: string | undefined | null): value is Lang {
  return value !== undefined && value !== null && (languages as readonly string[]).includes(value);
}

/** Which layout wraps the screen (spec §2 "Layouts"): default unless a page sets another. */
export type Layout = 'default' | 'dashboard';

/**
 * Guards from spec §2 "Route guards". They run on the server for the first HTML and on the
 * client for navigation.
 * - guest-only: login, register, forgot-password redirect home with a token or when
 *   is_authentication_active is off.
 * - member: dashboard pages redirect to login without a token.
 * - rewards-visibility / offers-visibility: redirect to login without a token when
 *   is_rewards_visible_only_when_logged_in / is_offers_visible_only_when_logged_in is on.
 * - mobile-app: redirect home when is_mobile_app_active is off.
 */
export type Guard = 'guest-only' | 'member' | 'rewards-visibility' | 'offers-visibility' | 'mobile-app';

export interface RouteDef {
  /** Route name, e.g. `shop`, `events-mall`, `dashboard-receipts`. Unique. */
  name: string;
  layout: Layout;
  guards?: readonly Guard[];
  /**
   * The route's name for people, one per language: the navigation's, the footer's and the
   * dashboard menu's links, and other links to the route say it (`routeLabel`). It lives here, beside
   * the paths, so that a new route is written in one place.
   */
  label: Record<Lang, string>;
  /**
   * One path pattern per language, in react-router syntax: `/en/shop/:id/:title`,
   * `/en/events/:page?`, `/en/a/*` (permaLink may contain slashes). Every path starts with its
   * language prefix, except the bare `/` home entry which is handled by language detection.
   */
  paths: Record<Lang, string>;
}
