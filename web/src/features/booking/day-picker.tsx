import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toHtmlLang, type Lang } from '@mall/site';
import type { BookingServicePageQuery } from '../../graphql/generated';
import { formatMallDate } from '../../lib/mall-date';
import { useLang } from '../../lib/use-lang';

// The day picker of a service (issue 21: "a day picker that works from the keyboard"): the booking
// window's days as one group of buttons. One day is in the tab order (the chosen one); the arrow keys
// move between the days, Home and End to the first and last, Enter or Space chooses. A closed day stays
// reachable (aria-disabled, not disabled), so a screen reader hears that it is closed and why, but it
// cannot be chosen. The chosen day is aria-pressed.

export type PickerDay = NonNullable<BookingServicePageQuery['bookingService']>['days'][number];

/** A short day for the button (`So 28. 11.`): the mall's full date format is in its accessible name. */
const shortFormat: Record<Lang, string> = { en: 'j M', cz: 'j. n.', sk: 'j. n.', de: 'j.n.' };

const capitalise = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(toHtmlLang(lang)) + text.slice(1);

/** The index a key moves to from `index` among `count` days, or null for another key. */
export function movedIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

interface DayPickerProps {
  days: readonly PickerDay[];
  chosen: string | null;
  today: string | null;
  dateFormat: string | null;
  onChoose(date: string): void;
}

export function DayPicker({ days, chosen, today, dateFormat, onChoose }: DayPickerProps) {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = Math.max(0, days.findIndex((day) => day.date === chosen));
  // The day in the tab order: the one last moved to, else the chosen one.
  const [focused, setFocused] = useState<number | null>(null);
  const tabIndex = focused ?? chosenIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = movedIndex(event.key, index, days.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="day-picker" role="group" aria-labelledby="day-picker-title" aria-describedby="day-picker-hint" data-testid="day-picker">
      <h2 id="day-picker-title">{t('days.title')}</h2>
      <p id="day-picker-hint" className="visually-hidden">
        {t('days.hint')}
      </p>
      <ul className="day-picker__days">
        {days.map((day, index) => {
          const weekday = capitalise(formatMallDate(day.date, 'D', lang) ?? '', lang);
          const short = formatMallDate(day.date, shortFormat[lang], lang) ?? day.date;
          const full = `${capitalise(formatMallDate(day.date, 'l', lang) ?? '', lang)} ${formatMallDate(day.date, dateFormat, lang) ?? day.date}`;
          const closed = day.closedReason ? t('days.closedReason', { reason: day.closedReason }) : t('days.closed');
          const isChosen = day.date === chosen;
          return (
            <li key={day.date}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                className={`day-picker__day${isChosen ? ' is-chosen' : ''}${day.open ? '' : ' is-closed'}`}
                tabIndex={index === tabIndex ? 0 : -1}
                aria-pressed={isChosen}
                aria-disabled={day.open ? undefined : true}
                aria-label={`${full}${day.date === today ? `, ${t('days.today')}` : ''}${day.open ? '' : `, ${closed}`}`}
                title={day.open ? undefined : closed}
                data-testid="day"
                data-date={day.date}
                onKeyDown={(event) => onKeyDown(event, index)}
                onFocus={() => setFocused(index)}
                onClick={() => {
                  if (day.open) onChoose(day.date);
                }}
              >
                <span className="day-picker__weekday">{day.date === today ? t('days.today') : weekday}</span>
                <span className="day-picker__date">{short}</span>
                {!day.open && <span className="day-picker__closed">{t('days.closed')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
