import type { Weekday } from '../graphql/generated';

// A zone's week of opening hours (spec §3 opening-hours entry, §4 today's hours): one row a day,
// today's marked (the mall's today, decided by the bff). The opening-hours and parking screens show
// zones with it; each passes its own texts.

export interface WeekDay {
  weekday: Weekday;
  from?: string | null;
  to?: string | null;
  closed: boolean;
}

export interface WeekHoursTexts {
  /** The table's caption (read by screen readers only). */
  caption: string;
  day: string;
  hours: string;
  today: string;
  closed: string;
  weekday(day: Weekday): string;
}

export function WeekHours({ days, today, texts, className, badgeClassName }: { days: readonly WeekDay[]; today: string; texts: WeekHoursTexts; className?: string; badgeClassName: string }) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{texts.caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{texts.day}</th>
          <th scope="col">{texts.hours}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => {
          const isToday = day.weekday === today;
          return (
            <tr key={day.weekday} className={isToday ? 'is-today' : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {texts.weekday(day.weekday)}
                {isToday && <span className={badgeClassName}>{texts.today}</span>}
              </th>
              <td>{!day.closed && day.from && day.to ? `${day.from}–${day.to}` : texts.closed}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
