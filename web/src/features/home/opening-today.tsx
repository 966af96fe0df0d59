import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../components/prefetch-link';
import type { HomePageQuery } from '../../graphql/generated';
import { pathFor, routeLabel, type Lang } from '@mall/site';

type Mall = HomePageQuery['mall'];

/** The mall's hours today (default zone, spec §4) and the other zones' hours for the same weekday. */
export function OpeningToday({ mall, lang }: { mall: Mall; lang: Lang }) {
  const { t } = useTranslation();
  const weekday = mall.today?.weekday;
  const zones = mall.openingHours.filter((zone) => zone.zone !== 'default');
  return (
    <section className="home-section opening-today" aria-labelledby="opening-today-title" data-testid="opening-today">
      <h2 id="opening-today-title">{t('home.openingToday')}</h2>
      <p className="opening-today__main" data-testid="today-hours">
        {mall.today ? t('home.todayHours', { from: mall.today.from, to: mall.today.to }) : t('home.hoursUnavailable')}
      </p>
      {weekday && zones.length > 0 && (
        <dl className="opening-today__zones">
          {zones.map((zone) => {
            const day = zone.days.find((d) => d.weekday === weekday);
            return (
              <div key={zone.zone}>
                <dt>{zone.name}</dt>
                <dd>{day && !day.closed && day.from && day.to ? `${day.from}–${day.to}` : t('home.closedToday')}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {mall.openingHoursDescription && <p className="opening-today__note">{mall.openingHoursDescription}</p>}
      <PrefetchLink to={pathFor('opening-hours', lang)}>{routeLabel('opening-hours', lang)}</PrefetchLink>
    </section>
  );
}
