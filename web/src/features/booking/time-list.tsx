import { useTranslation } from 'react-i18next';
import type { BookingDayFieldsFragment } from '../../graphql/generated';
import { formatMallTime } from '../../lib/mall-date';

// The chosen day's times (booking/options), each with its places left, in the mall's time_format: one
// radio group (the arrow keys move between the times the browser's own way). A full time is listed,
// disabled and said so; times that have started are not listed by the platform at all.

export type Slot = BookingDayFieldsFragment['slots'][number];

/** What the list shows: still asking, could not ask, or the day's answer. */
export type TimesState = { kind: 'loading' } | { kind: 'error' } | { kind: 'day'; day: BookingDayFieldsFragment };

interface TimeListProps {
  state: TimesState;
  chosen: string | null;
  timeFormat: string | null;
  onChoose(time: string): void;
  onRetry(): void;
}

export function TimeList({ state, chosen, timeFormat, onChoose, onRetry }: TimeListProps) {
  const { t } = useTranslation('booking');
  const time = (value: string) => formatMallTime(value, timeFormat) ?? value;
  let body;
  if (state.kind === 'loading') {
    body = (
      <p className="booking-times__status" role="status" data-testid="times-loading">
        {t('times.loading')}
      </p>
    );
  } else if (state.kind === 'error') {
    body = (
      <p className="booking-times__status" role="alert" data-testid="times-error">
        {t('times.error')}{' '}
        <button type="button" className="button booking-button--quiet" onClick={onRetry}>
          {t('times.retry')}
        </button>
      </p>
    );
  } else if (!state.day.open) {
    body = (
      <p className="booking-times__status" data-testid="times-closed">
        {state.day.closedReason ? `${t('times.closed')} (${state.day.closedReason})` : t('times.closed')}
      </p>
    );
  } else if (state.day.slots.length === 0) {
    body = (
      <p className="booking-times__status" data-testid="times-none">
        {t('times.none')}
      </p>
    );
  } else {
    body = (
      <fieldset className="booking-times__group">
        <legend className="visually-hidden">{t('times.title')}</legend>
        <ul className="booking-times__list" data-testid="times">
          {state.day.slots.map((slot) => {
            const full = slot.placesLeft <= 0;
            const id = `time-${slot.time.replace(':', '')}`;
            return (
              <li key={slot.startsAt}>
                <input
                  className="booking-time__input"
                  type="radio"
                  id={id}
                  name="time"
                  value={slot.time}
                  checked={slot.time === chosen}
                  disabled={full}
                  aria-describedby={`${id}-places`}
                  onChange={() => onChoose(slot.time)}
                />
                <label className="booking-time" htmlFor={id} data-testid="time" data-time={slot.time} data-starts-at={slot.startsAt} data-places={slot.placesLeft}>
                  <span className="booking-time__range">{t('times.range', { from: time(slot.time), to: time(slot.endTime) })}</span>
                  <span className="booking-time__places" id={`${id}-places`}>
                    {full ? t('times.full') : t('times.placesLeft', { count: slot.placesLeft })}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  }
  return (
    <section className="booking-times" aria-labelledby="booking-times-title" aria-busy={state.kind === 'loading' || undefined} data-testid="booking-times">
      <h2 id="booking-times-title">{t('times.title')}</h2>
      {body}
    </section>
  );
}
