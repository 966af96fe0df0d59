import { slugify, toHtmlLang } from '@mall/site';
import type { Eshop } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { pickTranslation, type DisplayContext, type TranslationRecord } from '../shared/translation';
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

/** What the e-shops read of a shop of the shops' list (the shops domain's call checked the rest). */
export interface ShopRecord {
  id: string;
  name: string;
  logo?: string | null;
  translations: readonly TranslationRecord[];
}

/** What went wrong with a shop's e-shop field, for the log; null when the value is fine or absent. */
export type EshopProblem = { shopId: string; reason: 'not-a-text' | 'not-an-address' };

/**
 * The shops with a usable e-shop, by name in the language's order. A bad value leaves the shop out
 * (it still has its own page) and is reported to `onProblem` (the resolver logs it once per copy).
 */
export function toEshops(shops: readonly ShopRecord[], ctx: DisplayContext, onProblem: (problem: EshopProblem) => void = () => {}): Eshop[] {
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
    out.push({
      id: shop.id,
      name: shop.name,
      // The shop's path's title, as the shop's own page spells it (the specification's slug rule).
      slug: slugify(shop.name),
      logo: proxiedImage(shop.logo),
      category: pickTranslation(shop.translations, 'company_category', ctx.lang, ctx.fallbackLang) ?? null,
      url: address.url,
      host: address.host,
    });
  }
  const collator = new Intl.Collator(toHtmlLang(ctx.lang), { sensitivity: 'base', numeric: true });
  return out.sort((a, b) => collator.compare(a.name, b.name));
}
