import { largestImageWidth, snapImageWidth } from '@mall/site';

// What the image route makes for one request (issue 7, "Images"): the format the browser takes and
// a width of the fixed set. Both are part of the variant's cache key, so they are decided from the
// request alone, before the source is known; what depends on the source (its alpha, its own width)
// is decided by transform.ts.

/** A modern format the browser says it takes, or null for the classic ones (JPEG, or PNG with alpha). */
export type ModernFormat = 'avif' | 'webp';

/** A qvalue (RFC 9110 §12.4.2); a malformed one makes its entry count as absent. */
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The weight an Accept header gives each media type it names exactly. Wildcards (`image/*`, `*\/*`)
 * are not read: every browser sends them, including those that cannot decode AVIF or WebP, so only
 * a type named outright counts as support.
 */
function weights(accept: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of accept.split(',')) {
    const [type, ...params] = entry.split(';').map((part) => part.trim());
    if (!type) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((part) => part.trim());
      if (name?.toLowerCase() !== 'q') continue;
      q = value !== undefined && qvalue.test(value) ? Number(value) : Number.NaN;
    }
    if (!Number.isNaN(q)) out.set(type.toLowerCase(), Math.max(q, out.get(type.toLowerCase()) ?? 0));
  }
  return out;
}

/**
 * The answers for the Accept headers seen last: browsers send a handful of distinct ones, and every
 * image request (a kept variant answered from memory among them) asks. Bounded: a client that sends a
 * new header each time only empties it.
 */
const decided = new Map<string, ModernFormat | null>();
const DECIDED_MAX = 64;
const DECIDED_HEADER_MAX = 512;

/** AVIF when taken (it is smaller), WebP when that is taken at a higher weight or alone, else null. */
export function negotiateFormat(accept: string | string[] | undefined): ModernFormat | null {
  const header = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  const known = decided.get(header);
  if (known !== undefined) return known;
  const format = decide(header);
  if (header.length <= DECIDED_HEADER_MAX) {
    if (decided.size >= DECIDED_MAX) decided.clear();
    decided.set(header, format);
  }
  return format;
}

function decide(header: string): ModernFormat | null {
  const q = weights(header);
  const avif = q.get('image/avif') ?? 0;
  const webp = q.get('image/webp') ?? 0;
  if (avif > 0 && avif >= webp) return 'avif';
  if (webp > 0) return 'webp';
  return null;
}

export type WidthRequest = { ok: true; width: number } | { ok: false };

/**
 * The `w` query parameter, snapped up to the set; none asked means the largest of the set (the route
 * never sends a source wider than that). Not a whole number from 1 to 10000: refused.
 */
export function requestedWidth(w: unknown): WidthRequest {
  if (w === undefined) return { ok: true, width: largestImageWidth };
  if (typeof w !== 'string' || !/^\d{1,5}$/.test(w)) return { ok: false };
  const value = Number(w);
  if (value < 1 || value > 10_000) return { ok: false };
  return { ok: true, width: snapImageWidth(value) };
}
