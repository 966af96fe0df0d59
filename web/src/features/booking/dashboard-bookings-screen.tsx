import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useCancelBookingMutation, useMyBookingsPageQuery, type BookingFieldsFragment, type MyBookingsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate, formatMallTime } from '../../lib/mall-date';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { useDurationText } from './service-facts';
import './booking.css';

// My bookings (issue 21): upcoming (soonest first) and past or cancelled (newest first), each with its
// status, day and time on the mall's clock in its formats, people, the QR code the bff drew (an SVG of
// paths made on the server from the code, shown as the parking pass is), "add to calendar" (the bff's
// .ics for this member only) and "cancel" while the service's cut-off has not passed: a confirmation
// step first; a refusal (CUTOFF_PASSED) is said beside the booking. A cancelled time is free again at
// once (the bff drops the free times' cached copy).

type Mall = MyBookingsPageQuery['mall'];

function CancelControl({ booking, mall, onCancelled }: { booking: BookingFieldsFragment; mall: Mall; onCancelled(): void }) {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const [{ fetching }, cancel] = useCancelBookingMutation();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    // The focus follows the step: to "Yes, cancel it" when asked, back to "Cancel booking" when kept.
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const confirm = async () => {
    if (fetching) return;
    const result = await cancel({ lang, id: booking.id });
    const answer = result.data?.cancelBooking;
    if (answer?.ok) {
      setAsking(false);
      onCancelled();
      return;
    }
    setAsking(false);
    setRefusal(answer?.message ?? (answer?.code === 'CUTOFF_PASSED' ? t('mine.tooLate') : t('mine.failed')));
  };

  const date = formatMallDate(booking.date, mall.dateFormat, lang) ?? booking.date;
  const time = formatMallTime(booking.time, mall.timeFormat) ?? booking.time;
  return (
    <div className="booking-item__cancel">
      {refusal && (
        <p className="booking-item__refusal" role="alert" data-testid="cancel-refusal">
          {refusal}
        </p>
      )}
      {asking ? (
        <div className="booking-item__confirm" role="group" aria-labelledby={`cancel-${booking.id}-question`} data-testid="cancel-confirm">
          <p id={`cancel-${booking.id}-question`}>{t('mine.confirmCancel', { service: booking.service.name, date, time })}</p>
          <button ref={confirmRef} type="button" className="button booking-button--danger" aria-disabled={fetching || undefined} onClick={() => void confirm()} data-testid="cancel-yes">
            {fetching ? t('mine.cancelling') : t('mine.confirmYes')}
          </button>{' '}
          <button type="button" className="button booking-button--quiet" onClick={() => setAsking(false)} data-testid="cancel-no">
            {t('mine.confirmNo')}
          </button>
        </div>
      ) : (
        !refusal && (
          <button ref={openRef} type="button" className="button booking-button--quiet" onClick={() => setAsking(true)} data-testid="cancel-booking">
            {t('mine.cancel')}
          </button>
        )
      )}
    </div>
  );
}

function BookingItem({ booking, mall, onCancelled }: { booking: BookingFieldsFragment; mall: Mall; onCancelled(): void }) {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const duration = useDurationText();
  const date = formatMallDate(booking.date, mall.dateFormat, lang) ?? booking.date;
  const from = formatMallTime(booking.time, mall.timeFormat) ?? booking.time;
  const to = formatMallTime(booking.endTime, mall.timeFormat) ?? booking.endTime;
  const titleId = `booking-${booking.id}-title`;
  return (
    <li className={`booking-item booking-item--${booking.status}`} aria-labelledby={titleId} data-testid="booking-item" data-id={booking.id} data-status={booking.status}>
      <div className="booking-item__body">
        <h3 id={titleId} className="booking-item__title">
          {booking.service.name}
        </h3>
        <p className={`booking-item__status booking-item__status--${booking.status}`} data-testid="booking-status">
          {t(`mine.status.${booking.status}`)}
        </p>
        <dl className="booking-facts">
          <div>
            <dt>{t('mine.when')}</dt>
            <dd data-testid="booking-when">
              <time dateTime={booking.startsAt}>{date}, {t('times.range', { from, to })}</time> ({duration(booking.service.durationMinutes)})
            </dd>
          </div>
          <div>
            <dt>{t('mine.people')}</dt>
            <dd data-testid="booking-people">{t('form.peopleCount', { count: booking.people })}</dd>
          </div>
          {booking.service.location && (
            <div>
              <dt>{t('mine.where')}</dt>
              <dd>{booking.service.location}</dd>
            </div>
          )}
          <div>
            <dt>{t('mine.code')}</dt>
            <dd data-testid="booking-code">{booking.code}</dd>
          </div>
          {booking.note && (
            <div>
              <dt>{t('mine.note')}</dt>
              <dd className="booking-item__note">{booking.note}</dd>
            </div>
          )}
        </dl>
        {booking.status === 'confirmed' && (
          <p className="booking-item__actions">
            <a className="button booking-button--quiet" href={booking.calendarUrl} download data-testid="booking-calendar">
              {t('mine.addToCalendar')}
            </a>
          </p>
        )}
        {booking.cancellable ? (
          <CancelControl booking={booking} mall={mall} onCancelled={onCancelled} />
        ) : (
          booking.status === 'confirmed' && <p className="booking__muted">{t('mine.tooLate')}</p>
        )}
      </div>
      {booking.status === 'confirmed' && (
        // Drawn by the bff from the code: paths only, no script, no outside reference.
        <div className="booking-item__qr" role="img" aria-label={t('mine.qr', { code: booking.code })} data-testid="booking-qr" dangerouslySetInnerHTML={{ __html: booking.qrSvg }} />
      )}
    </li>
  );
}

export function DashboardBookingsScreen() {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }, refetch] = useMyBookingsPageQuery({ variables: { lang } });
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle(t('head.myTitle'));
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { upcoming, past } = data.myBookings;
  const onCancelled = () => {
    setNotice(t('mine.cancelled'));
    refetch({ requestPolicy: 'network-only' });
  };
  const browse = (
    <PrefetchLink className="button booking-button--primary" to={pathFor('booking', lang)} data-testid="booking-browse">
      {t('mine.browse')}
    </PrefetchLink>
  );
  return (
    <div className="my-bookings" data-testid="my-bookings">
      <h1>{t('mine.title')}</h1>
      <p className="booking__muted">{t('mine.intro')}</p>
      <p className="my-bookings__notice" role="status" data-testid="my-bookings-notice">
        {notice}
      </p>
      {upcoming.length === 0 && past.length === 0 ? (
        <div className="my-bookings__empty" data-testid="my-bookings-empty">
          <p>{t('mine.empty')}</p>
          {browse}
        </div>
      ) : (
        <>
          <section aria-labelledby="my-bookings-upcoming" data-testid="my-bookings-upcoming">
            <h2 id="my-bookings-upcoming">{t('mine.upcoming')}</h2>
            {upcoming.length > 0 ? (
              <ul className="booking-items">
                {upcoming.map((booking) => (
                  <BookingItem key={booking.id} booking={booking} mall={data.mall} onCancelled={onCancelled} />
                ))}
              </ul>
            ) : (
              <div className="my-bookings__empty">
                <p>{t('mine.noUpcoming')}</p>
                {browse}
              </div>
            )}
          </section>
          <section aria-labelledby="my-bookings-past" data-testid="my-bookings-past">
            <h2 id="my-bookings-past">{t('mine.past')}</h2>
            {past.length > 0 ? (
              <ul className="booking-items">
                {past.map((booking) => (
                  <BookingItem key={booking.id} booking={booking} mall={data.mall} onCancelled={onCancelled} />
                ))}
              </ul>
            ) : (
              <p className="booking__muted">{t('mine.noPast')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export default DashboardBookingsScreen;
