import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPathFor, pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import {
  useBookingOptionsQuery,
  useBookingServicePageQuery,
  type BookingDayFieldsFragment,
  type BookingFieldsFragment,
  type BookingServicePageQuery,
} from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate, formatMallTime } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { BookingForm } from './booking-form';
import { DayPicker, type PickerDay } from './day-picker';
import { serviceHead } from './head';
import { ServiceFacts, useDurationText } from './service-facts';
import { TimeList, type TimesState } from './time-list';
import { servicePageStatus, servicePath, serviceVariables } from './variables';
import './booking.css';
// The way back to the list, drawn as the media details' (amenities, rewards) is.
import '../../components/media-card.css';

// A bookable service (issue 21): the service in full, the day picker of its booking window, and the
// chosen day's free times with the places left. The chosen day and time are the page's query
// (`?date=&time=`): in the address, kept by the sign-in's `?redirect=`. The free times are asked by
// the browser once the page has hydrated, never rendered on the server: a page kept for visitors would
// show times booked since (docs/screens.md). A visitor sees everything and is asked to sign in; a
// member books with the form below the times.

type Page = NonNullable<BookingServicePageQuery['bookingService']>;
type Mall = BookingServicePageQuery['mall'];

/** The day shown: the query's when it is an open day of the window, else the first open one. */
export function chosenDay(days: readonly PickerDay[], asked: string | undefined): string | null {
  const open = days.filter((day) => day.open);
  return open.find((day) => day.date === asked)?.date ?? open[0]?.date ?? null;
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Confirmation({ booking, mall, onAnother }: { booking: BookingFieldsFragment; mall: Mall; onAnother(): void }) {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const date = formatMallDate(booking.date, mall.dateFormat, lang) ?? booking.date;
  const from = formatMallTime(booking.time, mall.timeFormat) ?? booking.time;
  const to = formatMallTime(booking.endTime, mall.timeFormat) ?? booking.endTime;
  return (
    <section className="booking-confirmed" aria-labelledby="booking-confirmed-title" data-testid="booking-confirmed">
      <h2 id="booking-confirmed-title" ref={heading} tabIndex={-1}>
        {t('confirmed.title')}
      </h2>
      <p>{t('confirmed.text', { service: booking.service.name, date, from, to })}</p>
      <p data-testid="booking-code">{t('confirmed.code', { code: booking.code })}</p>
      <p className="booking__muted">{t('confirmed.email')}</p>
      <p className="booking-confirmed__actions">
        <PrefetchLink className="button booking-button--primary" to={pathFor('dashboard-bookings', lang)} data-testid="booking-mine">
          {t('confirmed.mine')}
        </PrefetchLink>
        <button type="button" className="button booking-button--quiet" onClick={onAnother}>
          {t('confirmed.another')}
        </button>
      </p>
    </section>
  );
}

function ServiceBooking({ page, mall, date, time }: { page: Page; mall: Mall; date: string | null; time: string | null }) {
  const lang = useLang();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const { t } = useTranslation('booking');
  const hydrated = useHydrated();
  const { service, days } = page;
  const [{ data, error }, refetch] = useBookingOptionsQuery({
    variables: { lang, serviceId: service.id, date: date ?? '' },
    pause: !hydrated || !date,
    requestPolicy: 'cache-and-network',
  });
  // The day's times as a refused booking answered them (SLOT_FULL): newer than the query's.
  const [answered, setAnswered] = useState<BookingDayFieldsFragment | null>(null);
  const [booked, setBooked] = useState<BookingFieldsFragment | null>(null);

  const choose = useCallback(
    (next: { date: string | null; time?: string | null }) => {
      if (next.date !== date) setAnswered(null);
      void navigate(servicePath(lang, service, next), { replace: true, preventScrollReset: true });
    },
    [date, lang, navigate, service],
  );
  const again = useCallback(() => {
    setAnswered(null);
    refetch({ requestPolicy: 'network-only' });
  }, [refetch]);

  const day = answered && answered.date === date ? answered : data?.bookingOptions && data.bookingOptions.date === date ? data.bookingOptions : null;
  const state: TimesState = day ? { kind: 'day', day } : error && hydrated ? { kind: 'error' } : { kind: 'loading' };
  const slot = day?.slots.find((candidate) => candidate.time === time && candidate.placesLeft > 0) ?? null;
  const chosenText =
    slot && date
      ? t('form.chosen', {
          date: formatMallDate(date, mall.dateFormat, lang) ?? date,
          from: formatMallTime(slot.time, mall.timeFormat) ?? slot.time,
          to: formatMallTime(slot.endTime, mall.timeFormat) ?? slot.endTime,
        })
      : null;

  return (
    <div className="booking-service__booking">
      <DayPicker days={days} chosen={date} today={days[0]?.date ?? null} dateFormat={mall.dateFormat} onChoose={(next) => choose({ date: next })} />
      <TimeList state={state} chosen={slot?.time ?? null} timeFormat={mall.timeFormat} onChoose={(next) => choose({ date, time: next })} onRetry={again} />
      {booked ? (
        <Confirmation
          booking={booked}
          mall={mall}
          onAnother={() => {
            setBooked(null);
            choose({ date });
          }}
        />
      ) : signedIn ? (
        <BookingForm
          serviceId={service.id}
          maxPeople={service.maxPeople}
          slot={slot}
          chosenText={chosenText}
          onBooked={(booking) => {
            setBooked(booking);
            again();
          }}
          onDay={setAnswered}
        />
      ) : (
        <section className="booking-visitor" aria-labelledby="booking-visitor-title" data-testid="booking-visitor">
          <h2 id="booking-visitor-title" className="visually-hidden">
            {t('form.title')}
          </h2>
          {chosenText && <p className="booking-form__chosen">{chosenText}</p>}
          <p className="booking__muted">{t('visitor.hint')}</p>
          <PrefetchLink className="button booking-button--primary" to={loginPathFor(lang, servicePath(lang, service, { date, time: slot?.time ?? time }))} data-testid="booking-sign-in">
            {t('visitor.signIn')}
          </PrefetchLink>
        </section>
      )}
    </div>
  );
}

export function BookingServiceScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const duration = useDurationText();
  const [{ data, error, fetching }] = useBookingServicePageQuery({ variables: serviceVariables(context) });
  usePageTitle(data?.bookingService ? (serviceHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? servicePageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.bookingService) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const page = data.bookingService;
  const { service } = page;
  const date = chosenDay(page.days, context.query?.date);
  const time = date && context.query?.date === date ? (context.query?.time ?? null) : null;
  return (
    <article className="booking-service" data-testid="booking-service">
      <p className="media-detail__back">
        <PrefetchLink to={pathFor('booking', lang)}>{t('back')}</PrefetchLink>
      </p>
      <div className="booking-service__main">
        {service.image && (
          <ProxiedImage
            className="booking-service__image"
            src={service.image}
            srcWidth={720}
            maxWidth={1200}
            sizes="(min-width: 900px) 480px, 92vw"
            width={1200}
            height={800}
            eager
            alt=""
          />
        )}
        <div className="booking-service__facts">
          <h1>{service.name}</h1>
          {service.summary && <p className="booking-service__summary">{service.summary}</p>}
          <ServiceFacts service={service} />
          <ul className="booking-service__rules">
            {service.maxPeople > 1 && <li>{t('facts.maxPeople', { count: service.maxPeople })}</li>}
            <li>{t('facts.cutoff', { period: duration(service.cancelCutoffMinutes) })}</li>
            <li>{t('facts.limit', { count: service.maxUpcomingPerMember })}</li>
          </ul>
        </div>
      </div>
      {service.description && (
        // Sanitised by the bff (an allow-list of tags, no scripts, handlers or styles).
        <div className="booking-service__description rich-text" data-testid="booking-service-description" dangerouslySetInnerHTML={{ __html: service.description }} />
      )}
      <ServiceBooking page={page} mall={data.mall} date={date} time={time} />
    </article>
  );
}

export default BookingServiceScreen;
