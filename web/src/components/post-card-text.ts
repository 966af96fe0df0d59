import { detailPath, type Lang } from '@mall/site';
import { formatMallDate, formatMallPeriod } from '../lib/mall-date';

// A post card's text (components/post-card.tsx) from an event or a news item, for the screens that show
// them outside their own lists (the news-and-events landing, home, a shop's detail): the dates in the
// mall's formats (lib/mall-date.ts, as the events' and news' lists write them), the detail's path, and
// the shop's name for a shop's item.

/** What a news item's card reads (an operation selects at least this). */
export interface NewsFields {
  id: string;
  title: string;
  slug: string;
  summary?: string | null;
  image?: string | null;
  startDate: string;
  shop?: { name: string } | null;
  /** The signed-in member likes it (the personal variants' `customer_like`); absent or false otherwise. */
  liked?: boolean | null;
}

/** What an event's card reads. */
export interface EventFields extends NewsFields {
  startTime: string;
  endDate: string;
  endTime: string;
}

export interface MallFormats {
  dateFormat?: string | null;
  timeFormat?: string | null;
}

export interface PostCardText {
  id: string;
  href: string;
  title: string;
  image: string | null;
  dates: string;
  times: string | null;
  shopName: string | null;
  summary: string | null;
  liked: boolean;
}

/** An event: its first and last day, and its hours, on the mall's clock. */
export function eventCardText(event: EventFields, lang: Lang, formats: MallFormats): PostCardText {
  const period = formatMallPeriod(event, { dateFormat: formats.dateFormat, timeFormat: formats.timeFormat }, lang);
  return {
    id: event.id,
    href: detailPath('event', lang, event),
    title: event.title,
    image: event.image ?? null,
    dates: period.dates,
    times: period.times,
    shopName: event.shop?.name ?? null,
    summary: event.summary ?? null,
    liked: event.liked === true,
  };
}

/** A news item: its day of publication. */
export function newsCardText(item: NewsFields, lang: Lang, formats: MallFormats): PostCardText {
  return {
    id: item.id,
    href: detailPath('news-detail', lang, item),
    title: item.title,
    image: item.image ?? null,
    dates: formatMallDate(item.startDate, formats.dateFormat, lang) ?? item.startDate,
    times: null,
    shopName: item.shop?.name ?? null,
    summary: item.summary ?? null,
    liked: item.liked === true,
  };
}
