import { pathFor } from '@mall/site';
import { useTranslation } from 'react-i18next';
import { WeekHours } from '../../components/week-hours';
import { PrefetchLink } from '../../components/prefetch-link';
import { useOpeningHoursPageQuery, type OpeningHoursPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { weekdayName } from '../../i18n/weekdays';
import { openingHoursHead } from './head';
import './opening-hours.css';

// Opening hours (spec §2, §4, issue 9): every zone of the mall with its week, today's row marked (in
// the mall's time zone, decided by the bff), a zone the platform marks closed said so, the coming
// closed days (public holidays; today's hours are none on one), the mall's own note, and parking
// (the `parking` zone's week and the mall's parking description) only when
// `is_parking_visible_on_opening_hours` is on.

type Zone = OpeningHoursPageQuery['mall']['openingHours'][number];

function ZoneWeek({ zone, today, level = 2 }: { zone: Zone; today: string; level?: 2 | 3 }) {
  const lang = useLang();
  const { t } = useTranslation('opening-hours');
  const headingId = `zone-${zone.zone}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="opening-hours__zone" aria-labelledby={headingId} data-testid={`zone-${zone.zone}`}>
      <Heading id={headingId}>{zone.name}</Heading>
      {zone.closed ? (
        <p className="opening-hours__closed">{t('zoneClosed')}</p>
      ) : (
        <WeekHours
          className="opening-hours__week"
          days={zone.days}
          today={today}
          badgeClassName="opening-hours__badge"
          texts={{ caption: t('weekOf', { zone: zone.name }), day: t('day'), hours: t('hours'), today: t('today'), closed: t('closed'), weekday: (day) => weekdayName(day, lang) }}
        />
      )}
    </section>
  );
}

export function OpeningHoursScreen() {
  const lang = useLang();
  const { t } = useTranslation('opening-hours');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useOpeningHoursPageQuery({ variables: { lang } });
  // After a client-side navigation the title follows the page, as the server's head did.
  const title = data ? (openingHoursHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { mall, settings } = data;
  const note = mall.openingHoursDescription?.trim();
  const showParking = settings.isParkingVisibleOnOpeningHours;
  const parking = showParking ? mall.parkingDescription?.trim() : null;
  const parkingZone = showParking ? mall.openingHours.find((zone) => zone.zone === 'parking') : undefined;
  const zones = mall.openingHours.filter((zone) => zone.zone !== 'parking');
  return (
    <div className="opening-hours" data-testid="opening-hours">
      <h1>{t('title')}</h1>
      <p className="opening-hours__today" data-testid="opening-hours-today">
        {mall.today ? t('todayOpen', { from: mall.today.from, to: mall.today.to }) : t('todayClosed')}
      </p>
      <div className="opening-hours__zones">
        {zones.map((zone) => (
          <ZoneWeek key={zone.zone} zone={zone} today={mall.todayWeekday} />
        ))}
      </div>
      {mall.closedDays.length > 0 && (
        <section className="opening-hours__closed-days" aria-labelledby="opening-hours-closed-days" data-testid="opening-hours-closed-days">
          <h2 id="opening-hours-closed-days">{t('closedDays')}</h2>
          <p>{t('closedDaysIntro')}</p>
          <ul>
            {mall.closedDays.map((day) => (
              <li key={day.date}>
                <time dateTime={day.date}>{formatMallDate(day.date, mall.dateFormat, lang) ?? day.date}</time> – {day.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      {note && (
        <section className="opening-hours__note" aria-labelledby="opening-hours-note">
          <h2 id="opening-hours-note">{t('note')}</h2>
          <p>{note}</p>
        </section>
      )}
      {(parking || parkingZone) && (
        <section className="opening-hours__parking" aria-labelledby="opening-hours-parking" data-testid="opening-hours-parking">
          <h2 id="opening-hours-parking">{t('parking')}</h2>
          {parkingZone && <ZoneWeek zone={parkingZone} today={mall.todayWeekday} level={3} />}
          {parking && <p>{parking}</p>}
          <p>
            <PrefetchLink to={pathFor('parking', lang)}>{t('parkingMore')}</PrefetchLink>
          </p>
        </section>
      )}
    </div>
  );
}

export default OpeningHoursScreen;
