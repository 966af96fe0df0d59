import { slugify } from '@mall/site';
import type { Amenity, AmenityCategory, AmenityDay, AmenityPage, Weekday } from '../graphql/generated';
import { svgIcon } from '../shared/icons';
import { proxiedImage } from '../shared/images';
import { categoryKey } from '../graphql/list-args';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { pickTranslation, requireTranslation, type DisplayContext } from '../shared/translation';
import type { UpstreamAmenity, UpstreamAmenityCategory, UpstreamAmenityPage } from './upstream';

// Display-ready amenities: the chosen translation (spec §5 fallback), the slug by the spec's rule, the
// description sanitised, where it is, its own hours when it has them, and where its configured link
// sends the visitor instead of its detail (redirect-links.ts).

const weekdays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const time = /^\d{2}:\d{2}$/;

export function toAmenityCategory(node: UpstreamAmenityCategory, ctx: DisplayContext): AmenityCategory {
  const name = requireTranslation(node.translations, 'name', ctx.lang, ctx.fallbackLang);
  const slug = slugify(name);
  return { id: node.id, name, slug, key: categoryKey(node.id, slug), icon: node.icon ?? null };
}

export function flattenCategories(nodes: readonly UpstreamAmenityCategory[]): UpstreamAmenityCategory[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.subcategory)]);
}

/** Its own week, or none (it keeps the mall's hours). A day without both times is closed. */
export function hoursOf(days: UpstreamAmenity['opening_hours']): AmenityDay[] {
  if (!days) return [];
  return weekdays.map((weekday) => {
    const entry = days[weekday];
    const open = !!entry && !entry.is_closed && time.test(entry.from ?? '') && time.test(entry.to ?? '');
    return { weekday, from: open ? (entry.from ?? null) : null, to: open ? (entry.to ?? null) : null, closed: !open };
  });
}

export interface AmenityContext extends DisplayContext {
  categories: readonly UpstreamAmenityCategory[];
  redirect(amenityId: string): string | null;
}

export function toAmenity(amenity: UpstreamAmenity, ctx: AmenityContext): Amenity {
  const title = requireTranslation(amenity.translations, 'title', ctx.lang, ctx.fallbackLang);
  const description = sanitizeRichText(pickTranslation(amenity.translations, 'description', ctx.lang, ctx.fallbackLang));
  const category = amenity.category_id ? ctx.categories.find((c) => c.id === amenity.category_id) : undefined;
  return {
    id: amenity.id,
    title,
    slug: slugify(title),
    description,
    summary: plainText(description) || null,
    icon: amenity.icon ?? null,
    svgIcon: svgIcon(amenity.icon),
    image: proxiedImage(amenity.image),
    location: pickTranslation(amenity.translations, 'location', ctx.lang, ctx.fallbackLang) ?? null,
    floor: amenity.floor ?? null,
    hours: hoursOf(amenity.opening_hours),
    category: category ? toAmenityCategory(category, ctx) : null,
    redirect: ctx.redirect(amenity.id),
  };
}

export function toAmenityPage(page: UpstreamAmenityPage, ctx: AmenityContext, category: UpstreamAmenityCategory | null): AmenityPage {
  return {
    category: category ? toAmenityCategory(category, ctx) : null,
    items: page.data.map((a) => toAmenity(a, ctx)),
    currentPage: page.current_page,
    lastPage: Math.max(1, page.last_page),
    perPage: page.per_page,
    total: page.total,
  };
}
