import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { pathFor, routeTable } from '@mall/site';
import { PrefetchNavLink } from '../components/prefetch-link';
import { useLang } from '../lib/use-lang';
import { isLive } from './pages';
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

/** The dashboard's parts that have a screen, in the route table's order (the overview first). */
type DashboardRoute = Extract<(typeof routeTable)[number], { layout: 'dashboard' }>;
const dashboardRoutes = routeTable
  .filter((route): route is DashboardRoute => route.layout === 'dashboard' && isLive(route.name))
  .map((route) => route.name);

/** The dashboard's menu: every part of the member's account, the current one marked. */
function DashboardMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav className="dashboard__menu" aria-label={t('nav.dashboard')} data-testid="dashboard-menu">
      <ul>
        {dashboardRoutes.map((name) => (
          <li key={name}>
            <PrefetchNavLink to={pathFor(name, lang)} end className={({ isActive }) => (isActive ? 'dashboard__link is-active' : 'dashboard__link')}>
              {t(`routes.${name}` as never)}
            </PrefetchNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The dashboard layout (spec §2 "Layouts"): the account's menu beside the member's screen. */
export function DashboardLayout() {
  return (
    <Frame variant="dashboard">
      <div className="dashboard">
        <DashboardMenu />
        <div className="dashboard__screen">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </Frame>
  );
}
