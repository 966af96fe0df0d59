import { useTranslation } from 'react-i18next';
import { useOpeningHoursPageQuery, type OpeningHoursPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { openingHoursHead } from './head';
import { OPENING_HOURS_NS } from './i18n';

// Opening hours (spec §2, §4): every zone of the mall with its week, today's row marked (in the
// mall's time zone, decided by the bff), a zone the platform marks closed said so, the mall's own
// note, and parking when `is_parking_visible_on_opening_hours` is on.

type Zone = OpeningHoursPageQuery['mall']['openingHours'][number];

function ZoneWeek({ zone, today }: { zone: Zone; today: string }) {
  const { t } = useTranslation(OPENING_HOURS_NS);
  const headingId = `zone-${zone.zone}`;
  return (
    <section className="opening-hours__zone" aria-labelledby={headingId} data-testid={`zone-${zone.zone}`}>
      <h2 id={headingId}>{zone.name}</h2>
      {zone.closed ? (
        <p className="opening-hours__closed">{t('zoneClosed')}</p>
      ) : (
        <table className="opening-hours__week">
          <caption className="visually-hidden">{t('weekOf', { zone: zone.name })}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('hours')}</th>
            </tr>
          </thead>
          <tbody>
            {zone.days.map((day) => {
              const isToday = day.weekday === today;
              return (
                <tr key={day.weekday} className={isToday ? 'is-today' : undefined} aria-current={isToday ? 'date' : undefined}>
                  <th scope="row">
                    {t(`weekday.${day.weekday}`)}
                    {isToday && <span className="opening-hours__badge">{t('today')}</span>}
                  </th>
                  <td>{!day.closed && day.from && day.to ? `${day.from}–${day.to}` : t('closed')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function OpeningHoursScreen() {
  const lang = useLang();
  const { t } = useTranslation(OPENING_HOURS_NS);
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useOpeningHoursPageQuery({ variables: { lang } });
  // After a client-side navigation the title follows the page, as the server's head did.
  const title = data ? (openingHoursHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { mall, settings } = data;
  const note = mall.openingHoursDescription?.trim();
  const parking = settings.isParkingVisibleOnOpeningHours ? mall.parkingDescription?.trim() : null;
  return (
    <div className="opening-hours" data-testid="opening-hours">
      <h1>{t('title')}</h1>
      <p className="opening-hours__today" data-testid="opening-hours-today">
        {mall.today ? t('todayOpen', { from: mall.today.from, to: mall.today.to }) : t('todayClosed')}
      </p>
      <div className="opening-hours__zones">
        {mall.openingHours.map((zone) => (
          <ZoneWeek key={zone.zone} zone={zone} today={mall.todayWeekday} />
        ))}
      </div>
      {note && (
        <section className="opening-hours__note" aria-labelledby="opening-hours-note">
          <h2 id="opening-hours-note">{t('note')}</h2>
          <p>{note}</p>
        </section>
      )}
      {parking && (
        <section className="opening-hours__parking" aria-labelledby="opening-hours-parking" data-testid="opening-hours-parking">
          <h2 id="opening-hours-parking">{t('parking')}</h2>
          <p>{parking}</p>
        </section>
      )}
    </div>
  );
}

export default OpeningHoursScreen;
