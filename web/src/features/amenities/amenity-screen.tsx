import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { imageSrcSet, pathFor, sizedImage, type PageStatus } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useAmenityPageQuery, type AmenityPageQuery } from '../../graphql/generated';
import { AmenityIcon } from './amenity-card';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { weekdayName } from '../../i18n/weekdays';
import { detailHead } from './head';
import { detailPageStatus, detailVariables, isExternal } from './variables';
import '../../components/media-card.css';
import './amenities.css';

// An amenity's detail (spec §2): icon and image, name, description (sanitised by the bff), where in
// the mall, its own hours if any. An amenity the tenant sends elsewhere is redirected: the server
// answers the redirect itself; after a client-side navigation the app follows it (another site by
// a full load, which the router cannot do).

type Amenity = NonNullable<AmenityPageQuery['amenity']>;

function FloorText({ floor }: { floor: number }) {
  const { t } = useTranslation('amenities');
  if (floor === 0) return <>{t('floorGround')}</>;
  return <>{floor > 0 ? t('floorUpper', { floor }) : t('floorLower', { floor })}</>;
}

function Hours({ amenity }: { amenity: Amenity }) {
  const lang = useLang();
  const { t } = useTranslation('amenities');
  if (amenity.hours.length === 0) return <p data-testid="amenity-hours">{t('mallHours')}</p>;
  return (
    <table className="amenity__week" data-testid="amenity-hours">
      <caption className="visually-hidden">{t('weekOf', { amenity: amenity.title })}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('hours')}</th>
        </tr>
      </thead>
      <tbody>
        {amenity.hours.map((day) => (
          <tr key={day.weekday}>
            <th scope="row">{weekdayName(day.weekday, lang)}</th>
            <td>{!day.closed && day.from && day.to ? `${day.from}–${day.to}` : t('closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AmenityScreen() {
  const lang = useLang();
  const params = useParams();
  const { t } = useTranslation('amenities');
  const { t: common } = useTranslation();
  const context = { lang, params: params as Record<string, string> };
  const [{ data, error, fetching }] = useAmenityPageQuery({ variables: detailVariables(context) });
  usePageTitle(data ? (detailHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const status: PageStatus | null = data ? detailPageStatus(data, context) : null;
  const away = status?.status === 301 && isExternal(status.location) ? status.location : null;
  useEffect(() => {
    if (away) window.location.replace(away);
  }, [away]);
  const redirect = usePageStatus(away ? null : status);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.amenity) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { amenity } = data;
  if (away) {
    return (
      <p className="page-status" role="status">
        {t('redirecting')} <a href={away}>{t('continue', { title: amenity.title })}</a>
      </p>
    );
  }
  return (
    <article className="amenity" data-testid="amenity">
      <p className="media-detail__back">
        <PrefetchLink to={pathFor('amenities', lang)}>{t('back')}</PrefetchLink>
      </p>
      <div className="media-detail__main">
        {amenity.image && (
          <img
            className="media-detail__image"
            src={sizedImage(amenity.image, 720)}
            srcSet={imageSrcSet(amenity.image, 1200)}
            sizes="(min-width: 900px) 540px, 92vw"
            alt=""
            width={1200}
            height={900}
            fetchPriority="high"
          />
        )}
        <div className="media-detail__facts">
          <h1 className="amenity__title">
            {amenity.svgIcon && <AmenityIcon icon={amenity.svgIcon} large />}
            <span>{amenity.title}</span>
          </h1>
          {amenity.category && (
            <p className="amenity__category">
              {t('category')}:{' '}
              <PrefetchLink to={pathFor('amenities-category', lang, { category: amenity.category.key, page: 1 })}>{amenity.category.name}</PrefetchLink>
            </p>
          )}
          <dl className="media-detail__list">
            {amenity.location && (
              <div>
                <dt>{t('where')}</dt>
                <dd data-testid="amenity-location">{amenity.location}</dd>
              </div>
            )}
            {amenity.floor !== null && amenity.floor !== undefined && (
              <div>
                <dt>{t('floor')}</dt>
                <dd>
                  <FloorText floor={amenity.floor} />
                </dd>
              </div>
            )}
          </dl>
          <h2 className="amenity__hours-title">{t('hours')}</h2>
          <Hours amenity={amenity} />
        </div>
      </div>
      {amenity.description && (
        // Sanitised by the bff (an allow-list of tags, no scripts, handlers or styles).
        <div className="media-detail__description rich-text" data-testid="amenity-description" dangerouslySetInnerHTML={{ __html: amenity.description }} />
      )}
    </article>
  );
}

export default AmenityScreen;
