import { detailPath, slugify } from '@mall/site';
import { proxiedImage } from '../shared/images';
import { plainText, sanitizeRichText } from '../shared/rich-text';
import { requireTranslation, pickTranslation, type DisplayContext } from '../shared/translation';
import { mallDateTime, parseTimestamp } from '../shared/mall-time';
import type { UpstreamPost, UpstreamPostShops } from './upstream';

// A post (an event or a news item) as the schema's Event and NewsItem share it: the chosen
// translation, the sanitised article, the mall's local dates and times of its timestamps, its shop and
// its canonical address. Events add their schedule (events/mapper.ts); a page of them is list.ts's.

export interface PostShop {
  id: string;
  name: string;
  slug: string;
}

export interface Post {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  summary: string | null;
  image: string | null;
  imageWide: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  shop: PostShop | null;
  liked: boolean;
  url: string;
}

export interface PostContext extends DisplayContext {
  timeZone: string;
  shops: ReadonlyMap<string, string>;
  /** The detail route and the site's origin, for the canonical address. */
  route: 'event' | 'news-detail';
  origin: string;
}

export function shopNames(shops: UpstreamPostShops | null): Map<string, string> {
  return new Map((shops?.data ?? []).map((s) => [s.id, s.name]));
}

/** A display-ready event or news item: the chosen translation, the sanitised article, the mall's dates and times, its shop. */
export function toPost(item: UpstreamPost, ctx: PostContext): Post {
  const title = requireTranslation(item.translations, 'title', ctx.lang, ctx.fallbackLang);
  const article = pickTranslation(item.translations, 'article', ctx.lang, ctx.fallbackLang);
  const lead = pickTranslation(item.translations, 'description', ctx.lang, ctx.fallbackLang);
  const description = sanitizeRichText(article ?? (lead ? `<p>${escapeHtml(lead)}</p>` : null));
  const starts = parseTimestamp(item.start_date);
  const ends = parseTimestamp(item.end_date);
  const start = mallDateTime(starts, ctx.timeZone);
  const end = mallDateTime(ends, ctx.timeZone);
  const shopName = item.company_id ? ctx.shops.get(item.company_id) : undefined;
  return {
    id: item.id,
    title,
    slug: slugify(title),
    description,
    summary: (lead ? plainText(lead) : plainText(description)) || null,
    image: proxiedImage(item.image),
    imageWide: proxiedImage(item.image_wide ?? item.image),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    startsAt: starts.toISOString(),
    endsAt: ends.toISOString(),
    shop: item.company_id && shopName ? { id: item.company_id, name: shopName, slug: slugify(shopName) } : null,
    liked: Boolean(item.customer_like),
    url: new URL(detailPath(ctx.route, ctx.lang, { id: item.id, slug: slugify(title) }), ctx.origin).toString(),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
