import { toHtmlLang, type Lang } from '@mall/site';
import type { Weekday } from '../../graphql/types';
import { formatMallTime } from '../../lib/mall-date';
import { WEEKDAYS, type ScheduleDay } from './calendar-days';

// When a repeating event takes place, in words: "Every Friday, 19:00 – 22:00". Weekdays with the
// same hours are said together ("Every Saturday and every Sunday, 10:00 – 18:00"), all seven as
// "every day"; other hours follow after a semicolon. Each weekday's phrase is a text of its own,
// since Czech and Slovak decline "every" by the day's gender (každý pátek, každou sobotu, každé
// pondělí). The list is joined by our own texts, not Intl.ListFormat, whose data differ between the
// server's ICU and a browser's (the first HTML and its hydration must say the same); Czech and Slovak
// keep their "a" with the next word (a no-break space). Times are the mall's clock in its time_format.

export type ScheduleKey = `schedule.every.${Weekday}` | 'schedule.daily' | 'schedule.and' | 'schedule.hours';
export type ScheduleSay = (key: ScheduleKey, values?: Record<string, string>) => string;

export function scheduleText(schedule: readonly ScheduleDay[], lang: Lang, timeFormat: string | null | undefined, say: ScheduleSay): string {
  const groups = new Map<string, { from: string; to: string; days: Weekday[] }>();
  for (const weekday of WEEKDAYS) {
    const day = schedule.find((d) => d.weekday === weekday);
    if (!day) continue;
    const key = `${day.from}-${day.to}`;
    const group = groups.get(key) ?? { from: day.from, to: day.to, days: [] };
    group.days.push(weekday);
    groups.set(key, group);
  }
  const list = (items: string[]) => (items.length < 2 ? items.join('') : say('schedule.and', { first: items.slice(0, -1).join(', '), last: items[items.length - 1]! }));
  const text = [...groups.values()]
    .map(({ from, to, days }) => {
      const which = days.length === WEEKDAYS.length ? say('schedule.daily') : list(days.map((d) => say(`schedule.every.${d}`)));
      return say('schedule.hours', { days: which, from: formatMallTime(from, timeFormat) ?? from, to: formatMallTime(to, timeFormat) ?? to });
    })
    .join('; ');
  return text.charAt(0).toLocaleUpperCase(toHtmlLang(lang)) + text.slice(1);
}
