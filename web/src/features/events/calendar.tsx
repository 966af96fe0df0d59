import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath, pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import type { EventCardFragment } from '../../graphql/generated';
import { useToday } from '../../lib/clock';
import { formatMallTime } from '../../lib/mall-date';
import { calendarDays, dayLabel, monthTitle, scheduledHours, shiftMonth, weekdayNames } from './calendar-days';
import { MONTH_PARAM } from './variables';

// The events calendar (is_events_calendar_visible): the month's days, each with its events, and the
// previous/next months as real links (`?month=YYYY-MM`: server-rendered, works without JavaScript;
// plain links, not prefetched: each month is a per_page=1000 call the visitor may never open). A
// list of days with headings; from tablet width a seven-column grid (Monday first), on a phone only
// the days that have events. A new month's data comes through the page's one operation, whose
// request replaces the one in progress (urql drops the older answer).
//
// In the current month the phone's list starts at today: the past days are left out (a checkbox shows
// them, without JavaScript too: CSS `:has`), so a visitor does not scroll past every day gone by. Today
// is the page's one instant on the mall's calendar (useToday: the first HTML's, never the browser's
// clock before hydration). Today is marked by its number in white on the primary colour, the pair the
// theme keeps at 4.5:1 or more for every tenant (sandbox data.test.ts; 4.94:1 for aupark's #e2001a),
// on a white day: primary text on the light grey of a day was 4.45:1 for aupark.

export interface CalendarMonth {
  month: string;
  previousMonth: string;
  nextMonth: string;
  firstDay: string;
  lastDay: string;
  events: readonly EventCardFragment[];
}

/**
 * `requested`: the month in the address (null: the current one). While a new month loads, the shown
 * month is still the old one, but previous/next step from the requested month, so quick clicks go on
 * month by month instead of asking the same month again.
 */
export function EventsCalendar({ calendar, requested, lang, timeFormat, busy }: { calendar: CalendarMonth; requested: string | null; lang: Lang; timeFormat: string | null | undefined; busy: boolean }) {
  const { t } = useTranslation('events');
  const base = pathFor('events', lang, {});
  const href = (month: string) => `${base}?${new URLSearchParams({ [MONTH_PARAM]: month })}`;
  const from = requested ?? calendar.month;
  const previousMonth = requested ? shiftMonth(from, -1) : calendar.previousMonth;
  const nextMonth = requested ? shiftMonth(from, 1) : calendar.nextMonth;
  const days = calendarDays(calendar.firstDay, calendar.lastDay, calendar.events);
  const title = monthTitle(calendar.month, lang);
  const today = useToday();
  // The phone's agenda of the current month starts at today.
  const isPast = (date: string) => today.slice(0, 7) === calendar.month && date < today;
  const earlierWithEvents = days.filter((day) => isPast(day.date) && day.events.length > 0).length;
  const laterWithEvents = days.filter((day) => !isPast(day.date) && day.events.length > 0).length;
  return (
    <section className="events-calendar" aria-labelledby="events-calendar-title" data-testid="events-calendar" data-month={calendar.month} aria-busy={busy}>
      <h2 className="visually-hidden">{t('calendar.heading')}</h2>
      <div className="events-calendar__bar">
        <Link to={href(previousMonth)} className="events-calendar__nav" rel="prev" data-testid="calendar-previous" aria-label={t('calendar.previousNamed', { month: monthTitle(previousMonth, lang) })}>
          ‹ <span className="events-calendar__nav-text">{t('calendar.previous')}</span>
        </Link>
        <h3 id="events-calendar-title" className="events-calendar__title" aria-live="polite">
          {title}
        </h3>
        <Link to={href(nextMonth)} className="events-calendar__nav" rel="next" data-testid="calendar-next" aria-label={t('calendar.nextNamed', { month: monthTitle(nextMonth, lang) })}>
          <span className="events-calendar__nav-text">{t('calendar.next')}</span> ›
        </Link>
      </div>
      {calendar.events.length === 0 && <p className="events-calendar__empty">{t('calendar.noEvents')}</p>}
      {earlierWithEvents > 0 && (
        // Keyed by month: another month starts with its earlier days hidden again.
        <p className="events-calendar__earlier" key={calendar.month}>
          <input type="checkbox" id="events-calendar-earlier" className="events-calendar__earlier-toggle" data-testid="calendar-earlier" />
          <label htmlFor="events-calendar-earlier">{t('calendar.earlier')}</label>
        </p>
      )}
      {earlierWithEvents > 0 && laterWithEvents === 0 && <p className="events-calendar__none-left">{t('calendar.noMoreEvents')}</p>}
      <div className="events-calendar__weekdays" aria-hidden="true">
        {weekdayNames(lang).map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className="events-calendar__days">
        {days.map((day) => (
          <li
            key={day.date}
            className={`events-calendar__day${day.events.length === 0 ? ' events-calendar__day--empty' : ''}${day.date === today ? ' events-calendar__day--today' : ''}${isPast(day.date) ? ' events-calendar__day--past' : ''}`}
            style={day.day === 1 ? ({ '--first-column': day.column } as CSSProperties) : undefined}
            data-date={day.date}
          >
            <h4 className="events-calendar__date">
              <span className="events-calendar__number" aria-hidden="true">
                {day.day}
              </span>
              <span className="events-calendar__label">{dayLabel(day.date, lang)}</span>
              {day.date === today && <span className="events-calendar__today"> ({t('calendar.today')})</span>}
            </h4>
            {day.events.length > 0 && (
              <ul className="events-calendar__events">
                {day.events.map((event) => {
                  // A repeating event at its hours of the day; another one at its start, on its first day.
                  const hours = scheduledHours(event, day.weekday);
                  const time = hours ? formatMallTime(hours.from, timeFormat) : event.startDate === day.date && !event.schedule ? formatMallTime(event.startTime, timeFormat) : null;
                  return (
                    <li key={event.id}>
                      <PrefetchLink to={detailPath('event', lang, event)}>
                        {time && <span className="events-calendar__time">{time} </span>}
                        {event.title}
                      </PrefetchLink>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
