import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { CookieConsentProvider } from '../features/cookie-consent';
import { applyTheme } from '../features/layout';
import { NotificationsProvider } from '../features/notifications';
import { useShellQuery } from '../graphql/generated';
import { i18nLanguageFor } from '../i18n/config';
import { PageTitleContext } from '../lib/page-title';
import { RealtimeProvider } from '../lib/realtime';
import { scrollDecision } from '../lib/scroll';
import { useLang } from '../lib/use-lang';
import { findRedirect, localeCookieMaxAgeSeconds, localeCookieName, localeCookiePath, pathFor, toHtmlLang } from '@mall/site';
import { FollowRedirect } from './follow-redirect';
import { SessionNotice } from './session-notice';
import { ShellContext } from './shell-context';
import { ensureTexts } from './texts';
import { UpdateNotice } from './update-notice';

/** Keeps i18next, <html lang> and the locale cookie in step with the URL's language. */
function useLanguageSync() {
  const lang = useLang();
  const { i18n } = useTranslation();
  useEffect(() => {
    const target = i18nLanguageFor(lang);
    // Another language's texts load first (its own small chunks), then the page switches to it.
    if (i18n.language !== target) void ensureTexts(i18n, lang).then(() => i18n.changeLanguage(target));
    document.documentElement.lang = toHtmlLang(lang);
    document.cookie = `${localeCookieName}=${lang}; path=${localeCookiePath}; max-age=${localeCookieMaxAgeSeconds}; SameSite=Lax`;
  }, [lang, i18n]);
  return lang;
}

/**
 * Where each history entry was scrolled to, by the entry's key: going back (or forward) returns to the
 * place the visitor left (a list → a shop → back lands on the same card), as a browser does between
 * documents. Kept for the life of the page; a number per visited entry.
 */
const scrollPositions = new Map<string, number>();

/**
 * Scrolls to `top` once the page is tall enough to get there: the page's data, its code or its pictures
 * may still be arriving. Tries now, and again each time the page's height changes (a ResizeObserver on
 * the body), until it gets there, the visitor scrolls or types themselves, or 10 seconds pass. (It gave
 * up after 60 frames, then after 3 seconds: on a busy machine, or a slow phone, the list grew to its
 * height later and the visitor landed higher up.)
 */
const RESTORE_SCROLL_MS = 10_000;

/** The key of the entry the browser's history stands on (react-router keeps it in the entry's state; the first entry has none, which the router calls "default"). */
function historyKey(): string {
  const state: unknown = history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' ? key : 'default';
}

function restoreScroll(top: number): () => void {
  const started = performance.now();
  let observer: ResizeObserver | null = null;
  const stop = () => {
    observer?.disconnect();
    observer = null;
    removeEventListener('wheel', stop);
    removeEventListener('touchstart', stop);
    removeEventListener('keydown', stop);
  };
  const attempt = () => {
    window.scrollTo({ top, left: 0 });
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() - started > RESTORE_SCROLL_MS) stop();
  };
  addEventListener('wheel', stop, { once: true, passive: true });
  addEventListener('touchstart', stop, { once: true, passive: true });
  addEventListener('keydown', stop, { once: true });
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver(attempt);
    observer.observe(document.body);
  }
  attempt();
  return stop;
}

/**
 * Spec §2 scrolling: top on route change, kept when only a list's page changes, hash targets; and
 * back or forward returns to where that page was left.
 */
function useScrollBehaviour() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    // The app restores positions itself, once the page it goes back to has rendered.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  // The position of the current entry, as the visitor scrolls (once a frame at most). Only while the
  // browser's history still stands on that entry: a navigation runs in a transition, so the next page can
  // be painted (and the browser clamp the scroll to its shorter height) before this listener is removed;
  // that clamp is not where the visitor left the page. (It was taken for it once in a few hundred runs.)
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (historyKey() === key) scrollPositions.set(key, window.scrollY);
      });
    };
    addEventListener('scroll', save, { passive: true });
    return () => {
      removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  useEffect(() => {
    const decision = scrollDecision(previous.current, pathname, hash);
    const first = previous.current === null;
    previous.current = pathname;
    const saved = scrollPositions.get(key);
    if (!first && navigationType === 'POP' && saved !== undefined) return restoreScroll(saved);
    if (decision.kind === 'top') window.scrollTo({ top: 0, left: 0 });
    if (decision.kind === 'hash') document.getElementById(decision.id)?.scrollIntoView();
    return undefined;
    // `key` and the navigation type change with the location; the decision follows the path and hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash, key]);
}

export function Root() {
  const { t } = useTranslation();
  const lang = useLanguageSync();
  useScrollBehaviour();
  const { pathname } = useLocation();
  const [{ data: current, error, fetching }] = useShellQuery({ variables: { lang } });
  // While another language's layout data loads, keep showing the last one: no blinking header.
  const [previous, setPrevious] = useState(current);
  if (current && current !== previous) setPrevious(current);
  const data = current ?? previous;
  const settings = data?.settings;
  const redirect = data ? findRedirect(data.redirects, pathname) : undefined;
  useEffect(() => {
    if (settings) applyTheme(settings);
  }, [settings]);
  // The server renders the head of the first page. After client-side navigation a screen with a
  // title of its own names it (usePageTitle); the others (home) show the tenant's, in the page's language.
  const tenantTitle = data?.tenant.meta.title;
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useEffect(() => {
    const title = pageTitle ?? tenantTitle;
    if (title) document.title = title;
  }, [pageTitle, tenantTitle]);

  // One value while the layout's data stays the same: every navigation renders the root again, and a
  // new value each time would render every reader of the shell again (the frame, the guards) for nothing.
  const shell = useMemo(() => ({ shell: data ?? null, error: error ?? null, fetching, lang }), [data, error, fetching, lang]);
  return (
    <ShellContext.Provider value={shell}>
      {/* First in the page, before the cookie banner, so it is the first thing a keyboard reaches. */}
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NotificationsProvider>
        <RealtimeProvider>
          <UpdateNotice />
          <SessionNotice />
          <CookieConsentProvider
            cookiesHref={pathFor('cookies', lang)}
            privacyHref={pathFor('privacy-policy', lang)}
            gtmId={data?.tenant.gtmId}
            metaId={data?.tenant.metaId}
            forceOpen={settings?.isCookieConsentForced ?? false}
          >
            <PageTitleContext.Provider value={setPageTitle}>{redirect ? <FollowRedirect rule={redirect} /> : <Outlet />}</PageTitleContext.Provider>
          </CookieConsentProvider>
        </RealtimeProvider>
      </NotificationsProvider>
    </ShellContext.Provider>
  );
}
