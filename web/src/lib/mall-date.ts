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
