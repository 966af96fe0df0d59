import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router';
import { pathFor, routeLabel, routeTable } from '@mall/site';
import { firstHydrationDone, HydrateLater } from '../components/hydrate-later';
import { PrefetchNavLink } from '../components/prefetch-link';
import { useLang } from '../lib/use-lang';
import { isLive } from './pages';
import { useCookieConsent, useCookieSettings } from '../features/cookie-consent';
import { InstallPrompt } from '../features/install-prompt';
import { Footer, Header } from '../features/layout';
import { useShell } from './shell-context';

function CookieSettingsButton() {
  const { t } = useTranslation('cookie-consent');
  const { open } = useCookieSettings();
  return (
    <button type="button" className="link-button" onClick={open}>
      {t('dialog.title')}
    </button>
  );
}

/** "Add to home screen" (issue 24): never while the cookie banner or dialog waits for the visitor's choice. */
function InstallOffer({ mallName }: { mallName: string }) {
  const { given } = useCookieConsent();
  return <InstallPrompt mallName={mallName} blocked={!given} />;
}

/**
 * Marks the app ready (`<html data-app="ready">`) once the page's markup has hydrated, screen
 * included: from here on links navigate in the page. Tests wait for it; styles could too. Rendered
 * inside the screen's boundary, because React hydrates a Suspense boundary in a pass of its own, after
 * the layout around it has hydrated and run its effects (the root's effect used to mark the app ready
 * while the screen was still the server's markup, and a test's navigation could come in between).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    firstHydrationDone();
  }, []);
  return null;
}

function Frame({ children, variant }: { children: ReactNode; variant: 'default' | 'dashboard' }) {
  const { t } = useTranslation();
  const { shell, lang, error } = useShell();
  return (
    <div className={`layout layout--${variant}`}>
      {shell && <Header shell={shell} lang={lang} />}
      <main id="main" tabIndex={-1} className="container main">
        {!shell && error ? (
          <>
            <p role="alert" className="page-status">
              {t('error.offline')}
            </p>
            <AppReady />
          </>
        ) : (
          children
        )}
      </main>
      {shell && (
        // Below the fold on every page: hydrated when near the viewport, idle, or reached for.
        <HydrateLater>
          <Footer shell={shell} lang={lang} extra={<CookieSettingsButton />} />
        </HydrateLater>
      )}
      {/* Renders nothing on the server nor at hydration: the browser's own state decides, after it. */}
      {shell && <InstallOffer mallName={shell.mall.name} />}
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

/**
 * The screen's Suspense boundary: a screen's view loads under it in the navigation's transition. The
 * screen (`outlet`) is read here, above the boundary, and handed to it as its children, so that a
 * navigation that comes before the screen has hydrated (a header link followed at once) changes the
 * boundary's own props: React then hydrates the server's screen first and renders the next one after
 * (selective hydration). Read inside it (`<Outlet />`), the change came by context, which React does
 * not look for in a boundary still to hydrate when a component above it (the frame) renders again with
 * the same children: it went on to hydrate the next screen against the first one's markup (React
 * error #418, "hydration failed"; issue 25).
 */
function ScreenBoundary() {
  const outlet = useOutlet();
  return (
    <Suspense fallback={<Loading />}>
      {outlet}
      <AppReady />
    </Suspense>
  );
}

export function DefaultLayout() {
  return (
    <Frame variant="default">
      <ScreenBoundary />
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
  const { shell } = useShell();
  // "My bookings" only where the mall takes bookings (issue 21); its page answers 404 elsewhere.
  const routes = shell?.bookingOpen ? dashboardRoutes : dashboardRoutes.filter((name) => name !== 'dashboard-bookings');
  return (
    <nav className="dashboard__menu" aria-label={t('nav.dashboard')} data-testid="dashboard-menu">
      <ul>
        {routes.map((name) => (
          <li key={name}>
            <PrefetchNavLink to={pathFor(name, lang)} end className={({ isActive }) => (isActive ? 'dashboard__link is-active' : 'dashboard__link')}>
              {routeLabel(name, lang)}
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
          <ScreenBoundary />
        </div>
      </div>
    </Frame>
  );
}
