import type { Eshop } from '../graphql/generated';
import { collatorFor, toShop } from '../shops/mapper';
import type { UpstreamShop } from '../shops/upstream';
import type { DisplayContext } from '../shared/translation';
import { normaliseWebsite } from '../shared/url';
import { eshopFieldSchema } from './upstream';

// Display-ready e-shops (issue 22, route `eshops`): the shops with an online store, each with its
// address made absolute by spec §5 ("A website address lacking http:// or https:// gets http://
// prepended", shared/url.ts) and checked to be an address at all.

export interface EshopAddress {
  url: string;
  /** The host without a leading `www.`: the link's visible text. */
  host: string;
}

/**
 * An e-shop's address by spec §5, or null when there is none or the value is no web address (words,
 * spaces, a host without a dot, another scheme such as `javascript:` made `http://javascript:…`).
 */
export function eshopAddress(value: string | null | undefined): EshopAddress | null {
  const url = normaliseWebsite(value);
  if (!url || /\s/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || !parsed.hostname.includes('.') || parsed.username || parsed.password) return null;
  if (parsed.port !== '') return null;
  return { url, host: parsed.hostname.replace(/^www\d*\./i, '') };
}

/** What went wrong with a shop's e-shop field, for the log; null when the value is fine or absent. */
export type EshopProblem = { shopId: string; reason: 'not-a-text' | 'not-an-address' };

/**
 * The shops with a usable e-shop, by name in the language's order. A bad value leaves the shop out
 * (it still has its own page) and is reported to `onProblem` (the resolver logs it once per copy).
 */
export function toEshops(shops: readonly UpstreamShop[], ctx: DisplayContext, onProblem: (problem: EshopProblem) => void = () => {}): Eshop[] {
  const out: Eshop[] = [];
  for (const shop of shops) {
    const field = eshopFieldSchema.safeParse(shop);
    if (!field.success) {
      onProblem({ shopId: shop.id, reason: 'not-a-text' });
      continue;
    }
    const raw = field.data.eshop_url;
    if (raw === null || raw === undefined || raw.trim() === '') continue;
    const address = eshopAddress(raw);
    if (!address) {
      onProblem({ shopId: shop.id, reason: 'not-an-address' });
      continue;
    }
    const display = toShop(shop, ctx);
    out.push({ id: display.id, name: display.name, slug: display.slug, logo: display.logo ?? null, category: display.category ?? null, url: address.url, host: address.host });
  }
  const collator = collatorFor(ctx.lang);
  return out.sort((a, b) => collator.compare(a.name, b.name));
}
