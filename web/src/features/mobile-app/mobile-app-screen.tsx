import { useTranslation } from 'react-i18next';
import { ProxiedImage } from '../../components/proxied-image';
import { useMobileAppPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { mobileAppHead } from './head';
import './mobile-app.css';

// The mobile app (issue 9 "Pages"): what the app does for a visitor, its images, and the store links
// the tenant configures (settings `mobile_app_ios_url`, `mobile_app_android_url`).

const features = ['points', 'rewards', 'offers', 'visit'] as const;

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.37 12.6c-.02-2.1 1.72-3.12 1.8-3.17-.98-1.43-2.5-1.63-3.05-1.65-1.3-.13-2.53.76-3.19.76-.66 0-1.67-.74-2.75-.72-1.41.02-2.72.82-3.45 2.09-1.47 2.55-.38 6.33 1.06 8.4.7 1.01 1.53 2.15 2.63 2.11 1.06-.04 1.46-.68 2.73-.68 1.28 0 1.64.68 2.75.66 1.14-.02 1.86-1.03 2.55-2.05.8-1.17 1.13-2.31 1.15-2.37-.03-.01-2.2-.84-2.23-3.38zM14.3 6.43c.58-.71.98-1.69.87-2.67-.84.03-1.86.56-2.46 1.27-.54.62-1.01 1.62-.89 2.58.94.07 1.9-.48 2.48-1.18z"
      />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 2.8v18.4c0 .5.5.8.9.6l16-9.2c.4-.3.4-.9 0-1.2l-16-9.2c-.4-.2-.9.1-.9.6z" />
    </svg>
  );
}

export function MobileAppScreen() {
  const lang = useLang();
  const { t } = useTranslation('mobile-app');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useMobileAppPageQuery({ variables: { lang } });
  usePageTitle(data ? (mobileAppHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { mobileAppPage: app, mall } = data;
  return (
    <div className="mobile-app" data-testid="mobile-app">
      <div className="mobile-app__hero">
        <div className="mobile-app__pitch">
          <h1>{t('title', { mall: mall.name })}</h1>
          <p className="mobile-app__lead">{t('lead', { mall: mall.name })}</p>
          <ul className="mobile-app__features">
            {features.map((feature) => (
              <li key={feature}>
                <strong>{t(`features.${feature}.title`)}</strong> {t(`features.${feature}.text`)}
              </li>
            ))}
          </ul>
          {app.iosUrl || app.androidUrl ? (
            <p className="mobile-app__stores" data-testid="mobile-app-stores">
              {app.iosUrl && (
                <a className="mobile-app__store" href={app.iosUrl} target="_blank" rel="noopener noreferrer" data-testid="mobile-app-ios">
                  <AppleIcon />
                  <span>
                    <small>{t('appStore.pre')}</small> App Store
                  </span>
                </a>
              )}
              {app.androidUrl && (
                <a className="mobile-app__store" href={app.androidUrl} target="_blank" rel="noopener noreferrer" data-testid="mobile-app-android">
                  <PlayIcon />
                  <span>
                    <small>{t('googlePlay.pre')}</small> Google Play
                  </span>
                </a>
              )}
            </p>
          ) : (
            <p data-testid="mobile-app-no-stores">{t('noStores')}</p>
          )}
        </div>
        {app.images.length > 0 && (
          <ul className="mobile-app__images" aria-label={t('images', { mall: mall.name })}>
            {app.images.map((src, index) => (
              <li key={src}>
                <ProxiedImage
                  src={src}
                  srcWidth={640}
                  maxWidth={1280}
                  sizes="(min-width: 900px) 480px, 100vw"
                  width={1200}
                  height={900}
                  eager={index === 0}
                  alt={t('image', { mall: mall.name, number: index + 1 })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export default MobileAppScreen;
