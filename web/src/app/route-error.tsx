import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { claimReload, isChunkLoadError, reloadAllowed, sessionStorageOrNull } from '../lib/chunk-reload';
import { HttpError } from '../lib/http-error';
import { useLang } from '../lib/use-lang';

/** Per-route error boundary: a failed load shows the error screen, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  // A chunk that no longer exists after a deploy: one full load of the target route (spec §8), at
  // most one per 10 s (spec §9; lib/chunk-reload.ts). Decided in render, done in an effect.
  const target = `${pathname}${search}${hash}`;
  // Once per error: after the reload is claimed, a re-render must not show the error screen meanwhile.
  const reloading = useMemo(() => isChunkLoadError(error) && reloadAllowed(sessionStorageOrNull(), Date.now()), [error]);
  useEffect(() => {
    if (reloading && claimReload(sessionStorageOrNull(), Date.now())) window.location.assign(target);
  }, [reloading, target]);
  if (reloading) return null;
  const status = isRouteErrorResponse(error) ? error.status : error instanceof HttpError ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return <ErrorScreen status={status} path={pathname} lang={lang} message={message} />;
}

export function NotFound() {
  const lang = useLang();
  const { pathname } = useLocation();
  return <ErrorScreen status={404} path={pathname} lang={lang} />;
}
