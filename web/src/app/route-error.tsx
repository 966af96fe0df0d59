import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { HttpError } from '../lib/http-error';
import { useLang } from '../lib/use-lang';

/** Per-route error boundary: a failed load shows the error screen, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const lang = useLang();
  const { pathname } = useLocation();
  // A chunk that no longer exists after a deploy: reload to the target route (spec §8).
  if (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message)) {
    const key = `reload:${pathname}`;
    const last = Number(sessionStorage.getItem(key) ?? 0);
    // Reload guard time-to-live 10 s (spec §9): one reload per path, not a loop.
    if (Date.now() - last > 10_000) {
      sessionStorage.setItem(key, String(Date.now()));
      window.location.assign(pathname);
      return null;
    }
  }
  const status = isRouteErrorResponse(error) ? error.status : error instanceof HttpError ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return <ErrorScreen status={status} path={pathname} lang={lang} message={message} />;
}

export function NotFound() {
  const lang = useLang();
  const { pathname } = useLocation();
  return <ErrorScreen status={404} path={pathname} lang={lang} />;
}
