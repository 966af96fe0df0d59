import { useTranslation } from 'react-i18next';
import { toHtmlLang, type Lang } from '@mall/site';
import { ProxiedImage } from '../../components/proxied-image';
import { useCinemaPageQuery, type CinemaPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate, formatMallTime } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { weekdayName } from '../../i18n/weekdays';
import { cinemaHead } from './head';
import { cinemaZone, hasCinema, programmeDays, type ProgrammeDay, type Screening, type Zone } from './programme';
import './cinema.css';

// The cinema (issue 9 "Pages"): the programme by day when the platform gives one (each time a link to
// the operator's booking), days in the mall's date_format and the page's language, times in its
// time_format; the cinema's hours zone of the mall; the operator's site. Day links are in-page anchors,
// so the programme reads and moves without JavaScript.

type Mall = CinemaPageQuery['mall'];

const audios = ['dubbed', 'subtitled', 'original'] as const;
const isAudio = (value: string): value is (typeof audios)[number] => (audios as readonly string[]).includes(value);

/** A weekday's name with a capital, by the page's language's rules: never the browser's own locale (hydration would differ). */
const capitalise = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(toHtmlLang(lang)) + text.slice(1);

function ZoneWeek({ zone, today }: { zone: Zone; today: string }) {
  const lang = useLang();
  const { t } = useTranslation('cinema');
  return (
    <section className="cinema__hours" aria-labelledby="cinema-hours" data-testid="cinema-hours">
      <h2 id="cinema-hours">{t('hours')}</h2>
      {zone.closed ? (
        <p>{t('zoneClosed')}</p>
      ) : (
        <table className="cinema__week">
          <caption className="visually-hidden">{t('hours')}</caption>
          <tbody>
            {zone.days.map((day) => (
              <tr key={day.weekday} aria-current={day.weekday === today ? 'date' : undefined} className={day.weekday === today ? 'is-today' : undefined}>
                <th scope="row">{weekdayName(day.weekday, lang)}</th>
                <td>{!day.closed && day.from && day.to ? `${day.from}–${day.to}` : t('closed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ScreeningLink({ screening, title, mall }: { screening: Screening; title: string; mall: Mall }) {
  const { t } = useTranslation('cinema');
  const time = formatMallTime(screening.time, mall.timeFormat) ?? screening.time;
  const audio = screening.audio && isAudio(screening.audio) ? t(`audio.${screening.audio}`) : screening.audio;
  const details = [screening.format, audio, screening.hall].filter(Boolean).join(', ');
  const label = t('book', { film: title, time, details });
  return screening.bookingUrl ? (
    <a className="cinema__time" href={screening.bookingUrl} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {time}
    </a>
  ) : (
    <span className="cinema__time cinema__time--plain" aria-label={label}>
      {time}
    </span>
  );
}

function Day({ day, mall, first }: { day: ProgrammeDay; mall: Mall; first: boolean }) {
  const { t } = useTranslation('cinema');
  const lang = useLang();
  const weekday = capitalise(formatMallDate(day.date, 'l', lang) ?? '', lang);
  const date = formatMallDate(day.date, mall.dateFormat, lang) ?? day.date;
  return (
    <section className="cinema__day" id={`day-${day.date}`} aria-labelledby={`day-${day.date}-title`} data-testid="cinema-day">
      <h2 id={`day-${day.date}-title`}>
        {weekday} <span className="cinema__date">{date}</span>
      </h2>
      <ul className="cinema__films">
        {day.films.map(({ film, screenings }, index) => (
          <li key={film.id} className="cinema__film" data-testid="cinema-film">
            {film.image && (
              <ProxiedImage
                className="cinema__still"
                src={film.image}
                srcWidth={320}
                maxWidth={640}
                sizes="(min-width: 700px) 200px, 33vw"
                width={1200}
                height={900}
                eager={first && index < 2}
                alt=""
              />
            )}
            <div className="cinema__film-body">
              <h3>{film.title}</h3>
              <p className="cinema__meta">
                {[film.durationMinutes ? t('minutes', { count: film.durationMinutes }) : null, film.ageRating ? t('age', { rating: film.ageRating }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {film.description && <p className="cinema__description">{film.description}</p>}
              <ul className="cinema__times" aria-label={t('times', { film: film.title })}>
                {screenings.map((screening) => (
                  <li key={screening.id}>
                    <ScreeningLink screening={screening} title={film.title} mall={mall} />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CinemaScreen() {
  const lang = useLang();
  const { t } = useTranslation('cinema');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useCinemaPageQuery({ variables: { lang } });
  usePageTitle(data && hasCinema(data) ? (cinemaHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? (hasCinema(data) ? { status: 200 } : { status: 404 }) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { cinemaPage: cinema, mall } = data;
  const zone = cinemaZone(data);
  const days = cinema ? programmeDays(cinema.films, cinema.screenings) : [];
  return (
    <div className="cinema" data-testid="cinema">
      <h1>{t('title')}</h1>
      {cinema && <p className="cinema__name">{cinema.name}</p>}
      {days.length > 0 ? (
        <>
          <nav className="cinema__days" aria-label={t('days')}>
            <ul>
              {days.map((day) => (
                <li key={day.date}>
                  <a href={`#day-${day.date}`}>
                    <span>{capitalise(formatMallDate(day.date, 'D', lang) ?? '', lang)}</span> {formatMallDate(day.date, mall.dateFormat, lang)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {days.map((day, index) => (
            <Day key={day.date} day={day} mall={mall} first={index === 0} />
          ))}
        </>
      ) : (
        <p className="cinema__none" data-testid="cinema-no-programme">
          {cinema?.website ? t('noProgrammeOperator') : t('noProgramme')}
        </p>
      )}
      {cinema?.note && <p className="cinema__note">{cinema.note}</p>}
      {cinema && (cinema.website || cinema.bookingUrl) && (
        <p className="cinema__links">
          {cinema.bookingUrl && (
            <a className="button cinema__primary" href={cinema.bookingUrl} target="_blank" rel="noopener noreferrer">
              {t('tickets')}
            </a>
          )}
          {cinema.website && (
            <a className="button cinema__operator" href={cinema.website} target="_blank" rel="noopener noreferrer" data-testid="cinema-operator">
              {t('operator', { cinema: cinema.name })}
            </a>
          )}
        </p>
      )}
      {zone && <ZoneWeek zone={zone} today={mall.todayWeekday} />}
    </div>
  );
}

export default CinemaScreen;
