import { slugify } from '@mall/site';
import type { FaqCategory, GiftCardsPage, ParkingFacts, ParkingPrice } from '../graphql/generated';
import { proxiedImage } from '../shared/images';
import { formatPrice } from '../shared/money';
import { sanitizeRichText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamFaqItem, UpstreamParking, UpstreamPostCategory } from './upstream';

// The tiers and money are shared with the member's points and receipts (bff/src/shared).
export { toTiers } from '../upstream/tiers';
export { defaultCurrency, formatPrice } from '../shared/money';

// Display-ready visitor services: the chosen translation (spec §5 fallback), rich text sanitised,
// settings images through the image proxy, prices in the mall's currency and the page's language.

type RawSettings = Readonly<Record<string, string | null>>;

/**
 * A settings image group (spec §3 "Grouped key prefixes": `parking_images_1`, `parking_images_2` …)
 * as proxied links, in the keys' numeric order; `*_names` keys and values that are no image link are
 * left out. (The settings domain's `imageGroups` gives the raw links; screens need them proxied.)
 */
export function imageGroup(settings: RawSettings, group: string): string[] {
  return Object.keys(settings)
    .filter((key) => key.startsWith(`${group}_`) && !key.endsWith('_names'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((key) => proxiedImage(settings[key]))
    .filter((src): src is string => src !== null);
}

const byPosition = <T extends { id: string; position?: number | null }>(a: T, b: T) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) || Number(a.id) - Number(b.id) || a.id.localeCompare(b.id);

/**
 * The FAQ grouped by its categories, in the editors' order (position, then id); questions of an
 * unknown or missing category last, in a group without a name; empty categories and questions
 * without a question or an answer in any language are left out. Each group's key is unique on the
 * page (the in-page link's anchor).
 */
export function toFaq(categories: readonly UpstreamPostCategory[], items: readonly UpstreamFaqItem[], ctx: DisplayContext): FaqCategory[] {
  const known = new Map(categories.map((c) => [c.id, c]));
  const groups = new Map<string | null, FaqCategory['questions']>();
  for (const item of [...items].sort(byPosition)) {
    const question = pickTranslation(item.translations, 'question', ctx.lang, ctx.fallbackLang);
    const answer = sanitizeRichText(pickTranslation(item.translations, 'answer', ctx.lang, ctx.fallbackLang));
    if (!question || !answer) continue;
    const category = item.post_category_id && known.has(item.post_category_id) ? item.post_category_id : null;
    const list = groups.get(category) ?? [];
    list.push({ id: item.id, question, answer });
    groups.set(category, list);
  }
  const used = new Set<string>();
  const keyOf = (wanted: string) => {
    let key = wanted || 'questions';
    for (let n = 2; used.has(key); n++) key = `${wanted}-${n}`;
    used.add(key);
    return key;
  };
  const out: FaqCategory[] = [...categories]
    .sort(byPosition)
    .filter((c) => groups.has(c.id))
    .map((c) => {
      const name = requireTranslation(c.translations, 'name', ctx.lang, ctx.fallbackLang);
      return { id: c.id, key: keyOf(slugify(name)), name, questions: groups.get(c.id) ?? [] };
    });
  const other = groups.get(null);
  if (other) out.push({ id: null, key: keyOf('other-questions'), name: null, questions: other });
  return out;
}

const email = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

export function toGiftCards(settings: RawSettings): GiftCardsPage {
  const help = settings.gift_cards_page_help_email?.trim();
  return { images: imageGroup(settings, 'gift_cards_images'), helpEmail: help && email.test(help) ? help : null };
}

export function toParkingFacts(parking: UpstreamParking, currency: string | null | undefined, ctx: DisplayContext): ParkingFacts {
  const prices: ParkingPrice[] = parking.prices.flatMap((p) => {
    const label = pickTranslation(p.translations, 'label', ctx.lang, ctx.fallbackLang);
    return label ? [{ kind: p.kind ?? null, label, amount: p.amount, price: formatPrice(p.amount, currency, ctx.lang) }] : [];
  });
  return {
    capacity: parking.capacity ?? null,
    levels: parking.levels ?? null,
    freeMinutes: parking.free_minutes ?? null,
    evChargers: parking.ev_chargers ?? null,
    disabledSpaces: parking.disabled_spaces ?? null,
    familySpaces: parking.family_spaces ?? null,
    maxHeightCm: parking.max_height_cm ?? null,
    prices,
    rules: sanitizeRichText(pickTranslation(parking.translations, 'rules', ctx.lang, ctx.fallbackLang)),
  };
}
