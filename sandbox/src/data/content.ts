// Shared shape of editorial content (events, news): the fields the hero banner and the events/news
// endpoints read.
//
// Dates are RELATIVE to the current month in the mall's time zone (CONTRACT.md "events", "news"):
// the seeds say "the 20th of next month at 10:00", so the calendar, "upcoming" and the lists always
// have past, current and coming items whatever day the sandbox runs. Tests compute their
// expectations with the same functions (`contentAnchor`, `resolveRelTime`).

import type { ImageUrl } from '../images';
import { TENANTS, type TenantId } from '../tenancy';
import { BRANDS } from './brand';
import { companyId } from './companies';
import { LOCALES, translations, type Locale, type Translation } from './i18n';

export interface ArticleText {
  title: string;
  description: string;
  /** HTML, as the platform's editors produce it. */
  article: string;
}

export interface ContentItem {
  id: number;
  /** null: the mall's own item; otherwise the shop that publishes it. */
  company_id: number | null;
  image: string;
  image_wide: string;
  start_date: string;
  end_date: string;
  translations: Translation<ArticleText>[];
  created_at: string;
}

/** A local time of the mall: `month` months after the current one (negative: before), its `day` (clamped to the month's last), `time` HH:MM. */
export interface RelTime {
  month: number;
  day: number;
  time: string;
}

/** `{mall}` in a text becomes the mall's name. */
export interface ContentSeed {
  /** Position in the tenant's shop list, or null for the mall. */
  shopPosition: number | null;
  start: RelTime;
  end: RelTime;
  texts: Partial<Record<Locale, { title: string; description: string }>>;
  /** Adds markup an editor should never get through (script, onerror, a javascript: link): exercises sanitising. */
  unsafe?: boolean;
}

/** The mall's time zone (CZ malls Prague, SK malls Bratislava; the same rules). */
export function mallTimeZone(tenant: TenantId): string {
  return TENANTS[tenant].country === 'SK' ? 'Europe/Bratislava' : 'Europe/Prague';
}

/** Milliseconds the zone is ahead of UTC at the instant `ms`. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - (ms - (ms % 1000));
}

/** The instant of a local wall-clock time in `timeZone`. */
export function localToUtc(year: number, monthIndex: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.UTC(year, monthIndex, day, hour, minute);
  let instant = guess - zoneOffsetMs(guess, timeZone);
  // Once more at the found instant: the offset may differ across a DST change.
  instant = guess - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The current month in the mall's zone: year and month index (0–11). */
export function contentAnchor(now: Date, timeZone: string): { year: number; monthIndex: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return { year, monthIndex: month - 1 };
}

export function resolveRelTime(rel: RelTime, anchor: { year: number; monthIndex: number }, timeZone: string): Date {
  const first = new Date(Date.UTC(anchor.year, anchor.monthIndex + rel.month, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const [hour, minute] = rel.time.split(':').map(Number) as [number, number];
  return localToUtc(first.getUTCFullYear(), first.getUTCMonth(), Math.min(rel.day, lastDay), hour, minute, timeZone);
}

/** The platform's timestamp form: `2026-11-20T09:00:00.000000Z`. */
export function platformTimestamp(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

const MORE: Record<Locale, (site: string, href: string) => string> = {
  en: (site, href) => `More information at the information desk or on <a href="${href}">${site}</a>.`,
  cz: (site, href) => `Více informací na informacích nebo na <a href="${href}">${site}</a>.`,
  sk: (site, href) => `Viac informácií na informáciách alebo na <a href="${href}">${site}</a>.`,
  de: (site, href) => `Mehr Informationen an der Information oder auf <a href="${href}">${site}</a>.`,
};

const UNSAFE = '<img src="x" onerror="alert(document.cookie)"><script>alert("xss")</script><p><a href="javascript:alert(1)">Win a prize</a></p>';

export function buildContent(
  tenant: TenantId,
  seeds: readonly ContentSeed[],
  idBase: number,
  kind: string,
  image: ImageUrl,
  now: Date = new Date(),
): ContentItem[] {
  const mall = BRANDS[tenant].name;
  const origin = TENANTS[tenant].origin;
  const site = origin.replace(/^https:\/\//, '');
  const zone = mallTimeZone(tenant);
  const anchor = contentAnchor(now, zone);
  return seeds.map((seed, n) => {
    const id = idBase + n + 1;
    const byLocale: Partial<Record<Locale, ArticleText>> = {};
    for (const locale of LOCALES) {
      const text = seed.texts[locale];
      if (!text) continue;
      const title = text.title.replaceAll('{mall}', mall);
      const description = text.description.replaceAll('{mall}', mall);
      const article = `<p>${description}</p><p><strong>${title}</strong> – ${mall}.</p><p>${MORE[locale](site, origin)}</p>${seed.unsafe ? UNSAFE : ''}`;
      byLocale[locale] = { title, description, article };
    }
    const title = byLocale.en?.title ?? `${kind} ${id}`;
    const start = resolveRelTime(seed.start, anchor, zone);
    const end = resolveRelTime(seed.end, anchor, zone);
    // Published a week before it starts (news: on its first day).
    const created = kind === 'news' ? start : new Date(start.getTime() - 7 * 24 * 3600 * 1000);
    return {
      id,
      company_id: seed.shopPosition === null ? null : companyId(tenant, seed.shopPosition),
      image: image('banner', `${kind}-${id}`, title),
      image_wide: image('banner-wide', `${kind}-${id}`, title),
      start_date: platformTimestamp(start),
      end_date: platformTimestamp(end),
      translations: translations(byLocale),
      created_at: platformTimestamp(created),
    };
  });
}
