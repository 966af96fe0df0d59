import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath, pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import type { EventCardFragment } from '../../graphql/generated';
import { formatMallTime } from '../../lib/mall-date';
import { calendarDays, dayLabel, monthTitle, shiftMonth, weekdayNames } from './calendar-days';
import { EVENTS_NS } from './i18n';
import { MONTH_PARAM } from './variables';

// The events calendar (is_events_calendar_visible): the month's days, each with its events, and the
// previous/next months as real links (`?month=YYYY-MM`: server-rendered, works without JavaScript;
// plain links, not prefetched: each month is a per_page=1000 call the visitor may never open). A
// list of days with headings; from tablet width a seven-column grid (Monday first), on a phone only
// the days that have events. A new month's data comes through the page's one operation, whose
// request replaces the one in progress (urql drops the older answer).

export interface CalendarMonth {
  month: string;
  previousMonth: string;
  nextMonth: string;
  firstDay: string;
  lastDay: string;
  today: string;
  events: readonly EventCardFragment[];
}

/**
 * `requested`: the month in the address (null: the current one). While a new month loads, the shown
 * month is still the old one, but previous/next step from the requested month, so quick clicks go on
 * month by month instead of asking the same month again.
 */
export function EventsCalendar({ calendar, requested, lang, timeFormat, busy }: { calendar: CalendarMonth; requested: string | null; lang: Lang; timeFormat: string | null | undefined; busy: boolean }) {
  const { t } = useTranslation(EVENTS_NS);
  const base = pathFor('events', lang, {});
  const href = (month: string) => `${base}?${new URLSearchParams({ [MONTH_PARAM]: month })}`;
  const from = requested ?? calendar.month;
  const previousMonth = requested ? shiftMonth(from, -1) : calendar.previousMonth;
  const nextMonth = requested ? shiftMonth(from, 1) : calendar.nextMonth;
  const days = calendarDays(calendar.firstDay, calendar.lastDay, calendar.events);
  const title = monthTitle(calendar.month, lang);
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
      <div className="events-calendar__weekdays" aria-hidden="true">
        {weekdayNames(lang).map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className="events-calendar__days">
        {days.map((day) => (
          <li
            key={day.date}
            className={`events-calendar__day${day.events.length === 0 ? ' events-calendar__day--empty' : ''}${day.date === calendar.today ? ' events-calendar__day--today' : ''}`}
            style={day.day === 1 ? ({ '--first-column': day.column } as CSSProperties) : undefined}
            data-date={day.date}
          >
            <h4 className="events-calendar__date">
              <span className="events-calendar__number" aria-hidden="true">
                {day.day}
              </span>
              <span className="events-calendar__label">{dayLabel(day.date, lang)}</span>
              {day.date === calendar.today && <span className="events-calendar__today"> ({t('calendar.today')})</span>}
            </h4>
            {day.events.length > 0 && (
              <ul className="events-calendar__events">
                {day.events.map((event) => {
                  const time = event.startDate === day.date ? formatMallTime(event.startTime, timeFormat) : null;
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
