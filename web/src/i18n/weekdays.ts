import { toHtmlLang, type Lang } from '@mall/site';

// Weekday names come from Intl (CLDR), not from text files: in the page's language (cz → cs), never
// the browser's own, so the server's first HTML and the browser's render write the same words (Node
// ships full ICU). Named alone, as a table's row header, a name starts with a capital, which CLDR's
// Czech and Slovak names do not (`pondělí` → `Pondělí`).

/** The schema's weekdays, Monday first. */
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayKey = (typeof weekdays)[number];

const formats = new Map<Lang, Intl.DateTimeFormat>();

function format(lang: Lang): Intl.DateTimeFormat {
  let out = formats.get(lang);
  if (!out) formats.set(lang, (out = new Intl.DateTimeFormat(toHtmlLang(lang), { weekday: 'long', timeZone: 'UTC' })));
  return out;
}

/** A weekday's full name in `lang`, with a capital (`Pondělí`, `Nedeľa`, `Monday`, `Montag`). */
export function weekdayName(weekday: WeekdayKey, lang: Lang): string {
  // 1 January 2024 was a Monday.
  const name = format(lang).format(new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(weekday))));
  return name.charAt(0).toLocaleUpperCase(toHtmlLang(lang)) + name.slice(1);
}
