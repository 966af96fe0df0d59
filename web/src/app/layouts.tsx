import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { COOKIE_CONSENT_NS, useCookieSettings } from '../features/cookie-consent';
import { Footer, Header } from '../features/layout';
import { useShell } from './shell-context';

function CookieSettingsButton() {
  const { t } = useTranslation(COOKIE_CONSENT_NS);
  const { open } = useCookieSettings();
  return (
    <button type="button" className="link-button" onClick={open}>
      {t('dialog.title')}
    </button>
  );
}

function Frame({ children, variant }: { children: ReactNode; variant: 'default' | 'dashboard' }) {
  const { t } = useTranslation();
  const { shell, lang, error } = useShell();
  return (
    <div className={`layout layout--${variant}`}>
      {shell && <Header shell={shell} lang={lang} />}
      <main id="main" tabIndex={-1} className="container main">
        {!shell && error ? (
          <p role="alert" className="page-status">
            {t('error.offline')}
          </p>
        ) : (
          children
        )}
      </main>
      {shell && <Footer shell={shell} lang={lang} extra={<CookieSettingsButton />} />}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="page-status" role="status">
      {t('common.loading')}
    </p>
  );
}

export function DefaultLayout() {
  return (
    <Frame variant="default">
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Frame>
  );
}

/** The dashboard layout (spec §2 "Layouts"); its screens come with the member issues. */
export function DashboardLayout() {
  return (
    <Frame variant="dashboard">
      <div className="dashboard">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
    </Frame>
  );
}
