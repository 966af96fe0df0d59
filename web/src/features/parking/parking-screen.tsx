import { pathFor } from '@mall/site';
import { useTranslation } from 'react-i18next';
import { WeekHours } from '../../components/week-hours';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { useParkingPageQuery, type ParkingPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { weekdayName } from '../../i18n/weekdays';
import { formatCount, formatDuration, formatHeight } from './format';
import { parkingHead } from './head';
import './parking.css';

// Parking (issue 9 "Pages"): the mall's parking picture (settings `parking_images`) and description
// (its `parking_description`, sanitised by the bff), then what the platform's parking option gives
// (`options/parking`: capacity, levels, free time, EV charging, disabled and family spaces, the
// prices in the mall's currency, the rules) and the car park's hours (the `parking` zone of the
// mall's opening hours, when it has one). Without a parking option the description stands alone.

type Facts = NonNullable<ParkingPageQuery['parking']['facts']>;
type Zone = ParkingPageQuery['mall']['openingHours'][number];

function FactList({ facts }: { facts: Facts }) {
  const lang = useLang();
  const { t } = useTranslation('parking');
  const rows: [string, string, string][] = [];
  const add = (key: string, label: string, value: string | null) => {
    if (value !== null) rows.push([key, label, value]);
  };
  add('capacity', t('facts.capacity'), facts.capacity !== null && facts.capacity !== undefined ? formatCount(facts.capacity, lang) : null);
  add('levels', t('facts.levels'), facts.levels ? formatCount(facts.levels, lang) : null);
  add('free', t('facts.free'), facts.freeMinutes ? formatDuration(facts.freeMinutes, lang) : null);
  add('ev', t('facts.ev'), facts.evChargers ? formatCount(facts.evChargers, lang) : null);
  add('disabled', t('facts.disabled'), facts.disabledSpaces ? formatCount(facts.disabledSpaces, lang) : null);
  add('family', t('facts.family'), facts.familySpaces ? formatCount(facts.familySpaces, lang) : null);
  add('height', t('facts.height'), facts.maxHeightCm ? formatHeight(facts.maxHeightCm, lang) : null);
  if (rows.length === 0) return null;
  return (
    <section className="parking__facts" aria-labelledby="parking-facts">
      <h2 id="parking-facts">{t('facts.title')}</h2>
      <dl data-testid="parking-facts">
        {rows.map(([key, label, value]) => (
          <div key={key} className="parking__fact" data-testid={`parking-fact-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Prices({ prices }: { prices: Facts['prices'] }) {
  const { t } = useTranslation('parking');
  if (prices.length === 0) return null;
  return (
    <section className="parking__prices" aria-labelledby="parking-prices">
      <h2 id="parking-prices">{t('prices.title')}</h2>
      <table data-testid="parking-prices">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('prices.item')}</th>
            <th scope="col">{t('prices.price')}</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((price, index) => (
            <tr key={`${price.kind ?? 'price'}-${index}`}>
              <th scope="row">{price.label}</th>
              <td>{price.amount === 0 ? t('prices.free') : price.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Hours({ zone, today }: { zone: Zone; today: string }) {
  const lang = useLang();
  const { t } = useTranslation('parking');
  return (
    <section className="parking__hours" aria-labelledby="parking-hours" data-testid="parking-hours">
      <h2 id="parking-hours">{t('hours.title')}</h2>
      {zone.closed ? (
        <p>{t('hours.zoneClosed')}</p>
      ) : (
        <WeekHours
          days={zone.days}
          today={today}
          badgeClassName="parking__badge"
          texts={{ caption: t('hours.title'), day: t('hours.day'), hours: t('hours.time'), today: t('hours.today'), closed: t('hours.closed'), weekday: (day) => weekdayName(day, lang) }}
        />
      )}
      <p>
        <PrefetchLink to={pathFor('opening-hours', lang)}>{t('hours.all')}</PrefetchLink>
      </p>
    </section>
  );
}

export function ParkingScreen() {
  const lang = useLang();
  const { t } = useTranslation('parking');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useParkingPageQuery({ variables: { lang } });
  const title = data ? (parkingHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { mall, parking } = data;
  const image = parking.images[0];
  const zone = mall.openingHours.find((z) => z.zone === 'parking');
  const facts = parking.facts;
  return (
    <div className="parking" data-testid="parking">
      <h1>{t('title')}</h1>
      <div className="parking__lead">
        {image && (
          <ProxiedImage
            className="parking__image"
            src={image}
            srcWidth={960}
            maxWidth={1280}
            sizes="(min-width: 768px) 40vw, 100vw"
            width={1200}
            height={900}
            eager
            alt={t('imageAlt', { mall: mall.name })}
          />
        )}
        {parking.description && <div className="parking__description rich-text" data-testid="parking-description" dangerouslySetInnerHTML={{ __html: parking.description }} />}
      </div>
      {facts ? (
        <div className="parking__grid">
          <FactList facts={facts} />
          <Prices prices={facts.prices} />
          {zone && <Hours zone={zone} today={mall.todayWeekday} />}
          {facts.rules && (
            <section className="parking__rules" aria-labelledby="parking-rules">
              <h2 id="parking-rules">{t('rules')}</h2>
              <div className="rich-text" data-testid="parking-rules" dangerouslySetInnerHTML={{ __html: facts.rules }} />
            </section>
          )}
        </div>
      ) : (
        <>
          {!parking.description && <p data-testid="parking-no-options">{t('noOptions')}</p>}
          {zone && <Hours zone={zone} today={mall.todayWeekday} />}
        </>
      )}
    </div>
  );
}

export default ParkingScreen;
