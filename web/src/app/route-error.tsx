import { Component, createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { claimReload, isChunkLoadError, reloadAllowed, sessionStorageOrNull } from '../lib/chunk-reload';
import { HttpError } from '../lib/http-error';
import { usePageTitle } from '../lib/page-title';
import { useLang } from '../lib/use-lang';
import { ShellContext } from './shell-context';

/**
 * The title of a page that is not found: "Page not found", the site's name after it as other pages'
 * titles have it (issue 18; the server's head says the same, entry-server.tsx `notFoundTitle`).
 */
export function notFoundTitle(mallName: string | null | undefined, t: (key: 'error.notFoundTitle' | 'error.notFound', values?: { mall: string }) => string): string {
  return mallName ? t('error.notFoundTitle', { mall: mallName }) : t('error.notFound');
}

/** While a 404 is shown, the document's title is the not-found one (after a navigation, and once hydrated). */
function useNotFoundTitle(status: number): void {
  const { t } = useTranslation();
  const mallName = useContext(ShellContext)?.shell?.mall.name;
  usePageTitle(status === 404 ? notFoundTitle(mallName, (key, values) => t(key, values ?? {})) : null);
}

/** The error the first HTML rendered its screen with (a live page whose item does not exist, 404). */
export interface FirstError {
  path: string;
  error: unknown;
}

/** The first HTML's error, for the boundary of the screen at its path (the server's render and the browser's hydration). */
export const FirstRouteError = createContext<FirstError | null>(null);

/**
 * The error a live page at `path` is rendered with when its data says its item does not exist (404)
 * or cannot be had (503): the same on the server, which renders it, and in the browser, which hydrates it.
 */
export function firstErrorOf(status: 404 | 503, path: string, t: (key: 'error.pageNotFound' | 'error.offline', values?: { path: string }) => string): FirstError {
  return { path, error: status === 404 ? new HttpError(404, t('error.pageNotFound', { path })) : new HttpError(503, t('error.offline')) };
}

interface BoundaryProps {
  /** The path shown: an error belongs to it, and a navigation to another path clears it. */
  pathname: string;
  /** An error to start with (the first HTML's). */
  initial?: unknown;
  children: ReactNode;
}

/**
 * Per-route error boundary: a screen that throws (its data cannot be had, its chunk is gone, its item
 * does not exist) shows the error screen inside the layout, never a blank page. Another path renders
 * its screen again.
 */
export class RouteBoundary extends Component<BoundaryProps, { error: unknown; at: string | null }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = props.initial === undefined ? { error: undefined, at: null } : { error: props.initial, at: props.pathname };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error, at: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; at: string | null }) {
    if (state.error === undefined) return null;
    // Just caught: it belongs to the path shown. Shown at another path since: that path renders anew.
    if (state.at === null) return { at: props.pathname };
    return state.at === props.pathname ? null : { error: undefined, at: null };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** The error screen of a route's boundary. */
export function RouteError({ error }: { error: unknown }) {
  const lang = useLang();
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  // A chunk that no longer exists after a deploy: one full load of the target route (spec §8), at
  // most one per 10 s (spec §9; lib/chunk-reload.ts). Decided in render, done in an effect.
  const target = `${pathname}${search}${hash}`;
  // Once per error: after the reload is claimed, a re-render must not show the error screen meanwhile.
  // Offline (issue 24: a visitor in the car park), a chunk that could not be had is no sign of a
  // deploy, and a full load would only show the browser's own error page: the screen says offline.
  const offline = isChunkLoadError(error) && typeof navigator !== 'undefined' && navigator.onLine === false;
  const reloading = useMemo(() => !offline && isChunkLoadError(error) && reloadAllowed(sessionStorageOrNull(), Date.now()), [error, offline]);
  useEffect(() => {
    if (reloading && claimReload(sessionStorageOrNull(), Date.now())) window.location.assign(target);
  }, [reloading, target]);
  const status = offline ? 503 : error instanceof HttpError ? error.status : 500;
  useNotFoundTitle(reloading ? 0 : status);
  if (reloading) return null;
  const message = offline ? t('error.offline') : error instanceof Error ? error.message : undefined;
  return <ErrorScreen status={status} path={pathname} lang={lang} message={message} />;
}

export function NotFound() {
  const lang = useLang();
  const { pathname } = useLocation();
  useNotFoundTitle(404);
  return <ErrorScreen status={404} path={pathname} lang={lang} />;
}
