import { parseCookies } from './consent-cookies';
import { consentChange, isEnabled, needsReload, type ConsentState } from './consent-state';
import {
  GTM_SCRIPT_ORIGIN,
  META_PIXEL_SCRIPT_ORIGIN,
  STATISTICS_ID,
  type CookieDefinition,
  type CookieGroups,
} from './cookie-definitions';

// The side effects of a consent (spec §4): load the tag manager and the social pixel when STAT is
// enabled, remove a disabled category's cookies and scripts, reload when STAT is disabled again.

/** Marks every script this feature injects, so that it can be found and removed. */
export const CATEGORY_ATTRIBUTE = 'data-cookie-category';
export const SCRIPT_ATTRIBUTE = 'data-cookie-script';

export interface TrackingIds {
  /** Tenant config `gtmId`; empty or missing: no tag manager. */
  gtmId?: string | null;
  /** Tenant config `metaId`; empty or missing: no pixel. */
  metaId?: string | null;
}

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

interface TrackingWindow {
  dataLayer?: unknown[];
  fbq?: Fbq;
  _fbq?: Fbq;
}

function trackingWindow(doc: Document): TrackingWindow | null {
  return doc.defaultView as (Window & TrackingWindow) | null;
}

function injectScript(doc: Document, src: string, category: string, name: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(CATEGORY_ATTRIBUTE, category);
  script.setAttribute(SCRIPT_ATTRIBUTE, name);
  doc.head.appendChild(script);
  return script;
}

function isInjected(doc: Document, name: string): boolean {
  return doc.querySelector(`script[${SCRIPT_ATTRIBUTE}="${name}"]`) !== null;
}

/**
 * Google Tag Manager. The dataLayer start event is pushed from here rather than from an inline script,
 * so that a Content-Security-Policy without 'unsafe-inline' allows it.
 */
export function loadGoogleTagManager(doc: Document, gtmId: string): void {
  if (isInjected(doc, 'gtm')) return;
  const win = trackingWindow(doc);
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  injectScript(doc, `${GTM_SCRIPT_ORIGIN}gtm.js?id=${encodeURIComponent(gtmId)}`, STATISTICS_ID, 'gtm');
}

/** The Meta (Facebook) pixel: Meta's queueing stub, its library, then init and the page view. */
export function loadMetaPixel(doc: Document, metaId: string): void {
  if (isInjected(doc, 'meta-pixel')) return;
  const win = trackingWindow(doc);
  if (win && !win.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    win.fbq = fbq;
    win._fbq = win._fbq ?? fbq;
  }
  injectScript(doc, `${META_PIXEL_SCRIPT_ORIGIN}en_US/fbevents.js`, STATISTICS_ID, 'meta-pixel');
  win?.fbq?.('init', metaId);
  win?.fbq?.('track', 'PageView');
}

/** "Each only if its id exists in the tenant config (otherwise skipped with a log message)" (spec §4). */
export function loadStatisticsScripts(
  doc: Document,
  ids: TrackingIds,
  log: (message: string) => void = console.info,
): void {
  const gtmId = ids.gtmId?.trim();
  const metaId = ids.metaId?.trim();
  if (gtmId) loadGoogleTagManager(doc, gtmId);
  else log('Cookie consent: statistics allowed, but the tenant config has no gtmId; Google Tag Manager not loaded.');
  if (metaId) loadMetaPixel(doc, metaId);
  else log('Cookie consent: statistics allowed, but the tenant config has no metaId; Meta pixel not loaded.');
}

/** Scripts of a category: the ones we injected and any loaded from its script addresses. */
export function removeCategoryScripts(doc: Document, definition: CookieDefinition): void {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script')) {
    const ours = script.getAttribute(CATEGORY_ATTRIBUTE) === definition.id;
    const src = script.getAttribute('src') ?? '';
    const fromCategory = src !== '' && (definition.src ?? []).some((prefix) => src.startsWith(prefix));
    if (ours || fromCategory) script.remove();
  }
}

/**
 * Domains a third-party cookie may have been set on: the host and each parent with at least two
 * labels (Google Analytics puts `_ga` on the highest one the browser accepts, e.g. `.aupark.sk` for
 * `www.aupark.sk`). A browser ignores an expiry for a domain it does not accept, so trying all is safe.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i += 1) domains.push(labels.slice(i).join('.'));
  return domains.length > 0 ? domains : [hostname];
}

/** Cookie names to expire: the exact ids, and for `prefix*` the present cookies with that prefix. */
export function matchingCookieNames(targetCookieIds: readonly string[], present: Iterable<string>): string[] {
  const names = new Set<string>();
  const presentNames = [...present];
  for (const target of targetCookieIds) {
    if (target.endsWith('*')) {
      const prefix = target.slice(0, -1);
      for (const name of presentNames) if (name.startsWith(prefix)) names.add(name);
    } else {
      names.add(target);
    }
  }
  return [...names];
}

export function expireCookies(doc: Document, targetCookieIds: readonly string[]): void {
  const names = matchingCookieNames(targetCookieIds, parseCookies(doc.cookie).keys());
  const domains = cookieDomains(doc.location?.hostname ?? '');
  const expired = '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const name of names) {
    doc.cookie = `${name}${expired}`;
    for (const domain of domains) doc.cookie = `${name}${expired}; domain=${domain}`;
  }
}

export interface ApplyConsentOptions extends TrackingIds {
  groups: CookieGroups;
  reload: () => void;
  log?: (message: string) => void;
}

/**
 * Brings the page in line with `next`, coming from `prev` (what the page was set up for; `NOT_GIVEN`
 * on load). Idempotent: calling it twice with the same states changes nothing more.
 */
export function applyConsent(doc: Document, prev: ConsentState, next: ConsentState, options: ApplyConsentOptions): void {
  if (!next.given) return;
  const change = consentChange(prev, next);
  if (change.enabled.includes(STATISTICS_ID)) {
    loadStatisticsScripts(doc, options, options.log);
  }
  // Every disabled optional category, not only the ones just switched off: cookies left from an
  // earlier visit (or set by a script before its removal) go as well.
  for (const definition of options.groups.optional) {
    if (isEnabled(next, definition.id)) continue;
    removeCategoryScripts(doc, definition);
    expireCookies(doc, definition.targetCookieIds);
  }
  if (needsReload(prev, next)) options.reload();
}
