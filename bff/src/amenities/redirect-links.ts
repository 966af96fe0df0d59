import { isRouteName, pathFor, type Lang, type RouteName } from '@mall/site';
import { z } from 'zod';
import { redirectLinkSchema, type RedirectLink } from './upstream';

// The setting `amenitiy_redirect_links` (spec §3, spelled so): an amenity with a configured link sends
// the visitor there instead of to its detail. Invalid JSON is logged and ignored (spec §5); an entry
// that is not one of the two shapes, or names a route we do not have, is logged and left out.

export type Warn = (message: string, context: Record<string, unknown>) => void;

/** The entries of the setting's JSON text; none when it is missing or invalid. */
export function parseRedirectLinks(text: string | null | undefined, warn: Warn): RedirectLink[] {
  if (!text || text.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    warn('invalid JSON in a setting, ignored', { key: 'amenitiy_redirect_links', error: (error as Error).message });
    return [];
  }
  if (!Array.isArray(json)) {
    warn('amenitiy_redirect_links is not a list, ignored', { key: 'amenitiy_redirect_links' });
    return [];
  }
  return json.flatMap((entry: unknown, index) => {
    const parsed = redirectLinkSchema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    warn('an entry of amenitiy_redirect_links is not valid, left out', { key: 'amenitiy_redirect_links', index, error: z.prettifyError(parsed.error) });
    return [];
  });
}

/** A route of ours without parameters, in `lang`; null when it needs parameters or does not exist. */
function routePath(route: string, lang: Lang): string | null {
  if (!isRouteName(route)) return null;
  try {
    return (pathFor as (name: RouteName, lang: Lang) => string)(route, lang);
  } catch {
    return null;
  }
}

/** An absolute http(s) address, or a root-relative path of the site (not `//host`); else null. */
function address(url: string): string | null {
  const trimmed = url.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Where an amenity's link sends the visitor in `lang`, or null: its own detail. The first valid entry wins. */
export function redirectFor(amenityId: string, links: readonly RedirectLink[], lang: Lang): string | null {
  for (const link of links) {
    if (link.amenity_id !== amenityId) continue;
    const target = link.route ? routePath(link.route, lang) : link.url ? address(link.url) : null;
    if (target) return target;
  }
  return null;
}
