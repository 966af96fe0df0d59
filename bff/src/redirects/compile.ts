import { isSitePath, redirectKey, type Redirect } from '@mall/site';
import { redirectEntrySchema, type RedirectEntry } from './upstream';

// The platform's redirect rules made safe to follow (issue "The edge", Redirects): each rule's chain
// is resolved here to its final target, so a visitor gets one redirect, not several. A rule whose
// chain loops or takes more than 3 hops is refused (and logged by the caller), as is a rule that is
// not a path → path-or-URL pair. What is left cannot loop: every target is final.

export const maxRedirectHops = 3;

export type RefusalReason = 'invalid' | 'duplicate' | 'loop' | 'too-long';

export interface Refusal {
  from: string;
  reason: RefusalReason;
}

export interface CompiledRedirects {
  rules: Redirect[];
  refused: Refusal[];
}

function isAbsoluteUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A target as it may stand in a Location header: percent-encoded (a raw `č` or space would make
 * Node refuse the header), dot segments resolved.
 */
function encoded(target: string): string {
  if (!isSitePath(target)) return new URL(target).href;
  const url = new URL(target, 'http://site.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

const permanentStatus = new Set([301, 308]);

export function compileRedirects(raw: readonly unknown[]): CompiledRedirects {
  const refused: Refusal[] = [];
  const byKey = new Map<string, RedirectEntry>();
  for (const item of raw) {
    const parsed = redirectEntrySchema.safeParse(item);
    const from = parsed.success ? parsed.data.from : String((item as { from?: unknown } | null)?.from ?? '');
    if (!parsed.success || !isSitePath(parsed.data.from) || !(isSitePath(parsed.data.to) || isAbsoluteUrl(parsed.data.to))) {
      refused.push({ from, reason: 'invalid' });
      continue;
    }
    const key = redirectKey(parsed.data.from);
    if (byKey.has(key)) {
      refused.push({ from, reason: 'duplicate' });
      continue;
    }
    byKey.set(key, parsed.data);
  }

  const rules: Redirect[] = [];
  for (const [key, entry] of byKey) {
    const seen = new Set([key]);
    let target = entry.to;
    let permanent = permanentStatus.has(entry.status);
    let hops = 1;
    let refusal: RefusalReason | null = null;
    // Follow while the target is itself a rule's path.
    for (let next = isSitePath(target) ? byKey.get(redirectKey(target)) : undefined; next; next = isSitePath(target) ? byKey.get(redirectKey(target)) : undefined) {
      const nextKey = redirectKey(target);
      if (seen.has(nextKey)) {
        refusal = 'loop';
        break;
      }
      seen.add(nextKey);
      hops += 1;
      if (hops > maxRedirectHops) {
        refusal = 'too-long';
        break;
      }
      target = next.to;
      permanent &&= permanentStatus.has(next.status);
    }
    // A rule that leads back to its own path is a loop too (`/a` → `/a/`).
    if (!refusal && isSitePath(target) && seen.has(redirectKey(target))) refusal = 'loop';
    if (refusal) refused.push({ from: entry.from, reason: refusal });
    else rules.push({ from: entry.from, to: encoded(target), permanent, external: !isSitePath(target) });
  }
  return { rules, refused };
}
