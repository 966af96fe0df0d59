import type { FastifyInstance } from 'fastify';
import { slugify, type Lang } from '@mall/site';
import type { UpstreamCategory, UpstreamShop } from '../shops/upstream';
import { proxiedImage } from '../shared/images';
import { plainText } from '../shared/rich-text';
import { pickTranslation, type DisplayContext } from '../shared/translation';
import type { CallContext } from '../upstream/client';
import type { Result, UpstreamFailure } from '../upstream/result';
import { searchDocument, type SearchDocument, type SearchType } from './documents';
import type { PlatformSearch } from './upstream';

/** Every domain's public calls, typed through the instance: importing their list would make a cycle (the list imports search). */
type PublicCalls = FastifyInstance['publicCalls'];

// What the index is built from (issue 8): one source per type of result, each one small function
// from the data the bff already caches to documents. A source names the cached copies it read: the
// cache hands out the same object while a copy is current, so a copy with a new identity means the
// data was refreshed or purged, and the index is built again.

export interface SearchSource<Raw = unknown> {
  type: SearchType;
  /** The source's data, through the shared cache (stale data while the platform is down). */
  load(calls: PublicCalls, call: CallContext): Promise<Result<Raw, UpstreamFailure>>;
  /** The cached objects `raw` is made of; their identity tells a new copy. */
  copies(raw: Raw): readonly object[];
  documents(raw: Raw, ctx: DisplayContext): SearchDocument[];
  /** The same documents from the platform's search reply (the fallback while the index is cold). */
  fromPlatform(reply: PlatformSearch, ctx: DisplayContext): SearchDocument[];
}

/** A source with its raw type hidden: the service holds sources of every type in one list. */
export type AnySource = SearchSource<never> & { load(calls: PublicCalls, call: CallContext): Promise<Result<unknown, UpstreamFailure>> };

export function defineSource<Raw>(source: SearchSource<Raw>): AnySource {
  return source as unknown as AnySource;
}

/** Category names by id in one language, from the category tree (spec §3: id, parent_id, subcategory). */
export function categoryNames(tree: readonly UpstreamCategory[], lang: Lang, fallbackLang: Lang): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: UpstreamCategory) => {
    const name = pickTranslation(node.translations, 'name', lang, fallbackLang);
    if (name) names.set(String(node.id), name);
    node.subcategory.forEach(visit);
  };
  tree.forEach(visit);
  return names;
}

/**
 * A shop as a document: its brand name (untranslated, and its slug, as the shop's own screen has
 * it), its description, its categories (the tree's names and the shop's own category text), its logo.
 */
export function shopDocument(shop: UpstreamShop, ctx: DisplayContext, names: ReadonlyMap<string, string> = new Map()): SearchDocument {
  const ownCategory = pickTranslation(shop.translations, 'company_category', ctx.lang, ctx.fallbackLang);
  const categories = [...new Set([...(shop.category_ids ?? []).flatMap((id) => names.get(String(id)) ?? []), ...(ownCategory ? [ownCategory] : [])])];
  return searchDocument({
    type: 'shop',
    id: shop.id,
    title: shop.name,
    slug: slugify(shop.name),
    // The platform's description may be rich text: its words, never its tags, are searched.
    description: plainText(pickTranslation(shop.translations, 'description', ctx.lang, ctx.fallbackLang)) || null,
    categories,
    image: proxiedImage(shop.logo),
  });
}

export const shopSource = defineSource<{ shops: readonly UpstreamShop[]; shopsCopy: object; categories: readonly UpstreamCategory[] }>({
  type: 'shop',
  async load(calls, call) {
    const [shops, categories] = await Promise.all([calls.allShops(call), calls.categories(call)]);
    if (!shops.ok) return shops;
    if (!categories.ok) return categories;
    return { ok: true, value: { shops: shops.value.data, shopsCopy: shops.value, categories: categories.value } };
  },
  copies: (raw) => [raw.shopsCopy, raw.categories],
  documents(raw, ctx) {
    const names = categoryNames(raw.categories, ctx.lang, ctx.fallbackLang);
    return raw.shops.map((shop) => shopDocument(shop, ctx, names));
  },
  fromPlatform: (reply, ctx) => reply.companies.map((shop) => shopDocument(shop, ctx)),
});
