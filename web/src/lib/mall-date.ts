import { toHtmlLang, type Lang } from '@mall/site';

// Dates as the mall writes them (spec §3 mall detail `date_format`): the platform gives a PHP-style
// format (`d.m.Y`, `j. n. Y`, `j F Y` …), which this turns into text in the page's language (month and
// weekday names). Calendar days only (`YYYY-MM-DD`): a day has no time zone to get wrong.

/** What a mall that names no format gets: day, month and year as the language writes them. */
const fallbackFormat: Record<Lang, string> = { en: 'j F Y', cz: 'j. n. Y', sk: 'j. n. Y', de: 'd.m.Y' };

function parts(date: Date, lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[] {
  return new Intl.DateTimeFormat(toHtmlLang(lang), { ...options, timeZone: 'UTC' }).formatToParts(date);
}

/**
 * The month's name as it stands in a date (`22. listopadu`, Czech and Slovak decline it), taken
 * from a whole date rather than the bare month (`listopad`).
 */
function monthName(date: Date, lang: Lang, width: 'long' | 'short'): string {
  return parts(date, lang, { day: 'numeric', month: width, year: 'numeric' }).find((p) => p.type === 'month')?.value ?? '';
}

function weekdayName(date: Date, lang: Lang, width: 'long' | 'short'): string {
  return parts(date, lang, { weekday: width }).find((p) => p.type === 'weekday')?.value ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `day` (YYYY-MM-DD) in the mall's `format`: d j (day), m n (month), Y y (year), F M (month name),
 * l D (weekday name); a backslash keeps the next character as it is; anything else is copied. Null
 * for a day that is not one.
 */
export function formatMallDate(day: string | null | undefined, format: string | null | undefined, lang: Lang): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  if (value.getUTCMonth() !== month - 1) return null;
  const pattern = format?.trim() || fallbackFormat[lang];
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const token = pattern[i]!;
    switch (token) {
      case 'd': out += pad(date); break;
      case 'j': out += String(date); break;
      case 'm': out += pad(month); break;
      case 'n': out += String(month); break;
      case 'Y': out += String(year); break;
      case 'y': out += pad(year % 100); break;
      case 'F': out += monthName(value, lang, 'long'); break;
      case 'M': out += monthName(value, lang, 'short'); break;
      case 'l': out += weekdayName(value, lang, 'long'); break;
      case 'D': out += weekdayName(value, lang, 'short'); break;
      case '\\': out += pattern[++i] ?? ''; break;
      default: out += token;
    }
  }
  return out;
}

/**
 * A time of day on the mall's clock (`HH:MM`, as the bff gives it: already in the tenant's time zone,
 * never the browser's) in the mall's `time_format` (PHP style, spec §3 `time_format`, e.g. `H:i`,
 * `G:i`, `g:i A`): H G (24 h hour), h g (12 h hour), i (minutes), A a (AM/PM), s (seconds, 00);
 * a backslash keeps the next character; anything else is copied. No format: 24 h `H:i`. Null for
 * a time that is not one.
 */
export function formatMallTime(time: string | null | undefined, format: string | null | undefined): string | null {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  const pattern = format?.trim() || 'H:i';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const token = pattern[i]!;
    switch (token) {
      case 'H': out += pad(hour); break;
      case 'G': out += String(hour); break;
      case 'h': out += pad(twelve); break;
      case 'g': out += String(twelve); break;
      case 'i': out += pad(minute); break;
      case 's': out += '00'; break;
      case 'A': out += hour < 12 ? 'AM' : 'PM'; break;
      case 'a': out += hour < 12 ? 'am' : 'pm'; break;
      case '\\': out += pattern[++i] ?? ''; break;
      default: out += token;
    }
  }
  return out;
}

/** When something takes place, in the mall's formats: one day with its hours, or first and last day with their hours. */
export interface MallPeriod {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export function formatMallPeriod(
  period: MallPeriod,
  formats: { dateFormat: string | null | undefined; timeFormat: string | null | undefined },
  lang: Lang,
): { dates: string; times: string | null; sameDay: boolean } {
  const from = formatMallDate(period.startDate, formats.dateFormat, lang) ?? period.startDate;
  const to = formatMallDate(period.endDate, formats.dateFormat, lang) ?? period.endDate;
  const start = formatMallTime(period.startTime, formats.timeFormat);
  const end = formatMallTime(period.endTime, formats.timeFormat);
  const sameDay = period.startDate === period.endDate;
  return { dates: sameDay ? from : `${from} – ${to}`, times: start && end ? `${start} – ${end}` : null, sameDay };
}
