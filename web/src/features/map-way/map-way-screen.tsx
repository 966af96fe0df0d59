import { useTranslation } from 'react-i18next';
import { useMapWayPageQuery, type MapWayPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { mapWayHead } from './head';
import { useStatisticsConsent } from './statistics-consent';
import './map-way.css';

// How to get here (issue 9 "Pages"): the mall's address with directions from its coordinates, then
// each travel mode of `map_way_items_names` in its order with the mall's own directions. An embedded
// map only when the bff has a maps key AND the visitor allows statistics cookies, decided in the
// browser after hydration (the server's page is the same for everyone); otherwise a link to the map.

type Page = MapWayPageQuery['mapWayPage'];
type Mall = MapWayPageQuery['mall'];

const modes = ['car', 'public-transport', 'bike', 'walk'] as const;
type KnownMode = (typeof modes)[number];
const isKnownMode = (mode: string): mode is KnownMode => (modes as readonly string[]).includes(mode);

function addressLines(address: Mall['address']): string[] {
  const city = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.street, address.street2, city].filter((line): line is string => !!line && line.trim() !== '');
}

function MapBox({ page, mall }: { page: Page; mall: string }) {
  const { t } = useTranslation('map-way');
  const allowed = useStatisticsConsent();
  if (!page.embedUrl) return null;
  return (
    <div className="map-way__map" data-testid="map-way-map">
      {allowed ? (
        <iframe
          title={t('mapTitle', { mall })}
          src={page.embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          data-testid="map-way-embed"
        />
      ) : (
        <p className="map-way__map-note" data-testid="map-way-consent-note">
          {t('mapNeedsConsent')}
          {page.mapUrl && (
            <>
              {' '}
              <a href={page.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('openMap')}
              </a>
            </>
          )}
        </p>
      )}
    </div>
  );
}

export function MapWayScreen() {
  const lang = useLang();
  const { t } = useTranslation('map-way');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useMapWayPageQuery({ variables: { lang } });
  usePageTitle(data ? (mapWayHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { mapWayPage: page, mall } = data;
  const address = addressLines(mall.address);
  return (
    <div className="map-way" data-testid="map-way">
      <h1>{t('title')}</h1>
      <div className="map-way__where">
        <section className="map-way__address" aria-labelledby="map-way-address">
          <h2 id="map-way-address">{mall.name}</h2>
          {address.length > 0 && (
            <address data-testid="map-way-address">
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          )}
          <p className="map-way__actions">
            {page.directionsUrl && (
              <a className="button map-way__primary" href={page.directionsUrl} target="_blank" rel="noopener noreferrer" data-testid="map-way-directions">
                {t('directions')}
              </a>
            )}
            {page.mapUrl && (
              <a className="button map-way__secondary" href={page.mapUrl} target="_blank" rel="noopener noreferrer" data-testid="map-way-open-map">
                {t('openMap')}
              </a>
            )}
          </p>
        </section>
        <MapBox page={page} mall={mall.name} />
      </div>
      {page.modes.length > 0 && (
        <ul className="map-way__modes">
          {page.modes.map((item) => (
            <li key={item.mode} className="map-way__mode" data-testid="map-way-mode" data-mode={item.mode}>
              <section aria-labelledby={`map-way-${item.mode}`}>
                <h2 id={`map-way-${item.mode}`}>{isKnownMode(item.mode) ? t(`mode.${item.mode}`) : item.mode}</h2>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
                {item.directionsUrl && (
                  <a href={item.directionsUrl} target="_blank" rel="noopener noreferrer">
                    {isKnownMode(item.mode) ? t(`directionsBy.${item.mode}`) : t('directions')}
                  </a>
                )}
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default MapWayScreen;
