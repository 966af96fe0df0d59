import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CookieConsentProvider } from '../features/cookie-consent';
import { applyTheme } from '../features/layout';
import { NotificationsProvider } from '../features/notifications';
import { useShellQuery } from '../graphql/generated';
import { i18nLanguageFor } from '../i18n/config';
import { PageTitleContext } from '../lib/page-title';
import { scrollDecision } from '../lib/scroll';
import { useLang } from '../lib/use-lang';
import { findRedirect, localeCookieMaxAgeSeconds, localeCookieName, localeCookiePath, pathFor, toHtmlLang } from '@mall/site';
import { FollowRedirect } from './follow-redirect';
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

/** Spec §2 scrolling: top on route change, kept when only a list's page changes, hash targets. */
function useScrollBehaviour() {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const decision = scrollDecision(previous.current, pathname, hash);
    previous.current = pathname;
    if (decision.kind === 'top') window.scrollTo({ top: 0, left: 0 });
    if (decision.kind === 'hash') document.getElementById(decision.id)?.scrollIntoView();
  }, [pathname, hash]);
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
  // The app has hydrated the server's markup (it starts after the first paint, see main.tsx): from
  // here on links navigate in the page. Tests wait for it; styles could too.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // The server renders the head of the first page. After client-side navigation a screen with a
  // title of its own names it (usePageTitle); the others (home) show the tenant's, in the page's language.
  const tenantTitle = data?.tenant.meta.title;
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useEffect(() => {
    const title = pageTitle ?? tenantTitle;
    if (title) document.title = title;
  }, [pageTitle, tenantTitle]);

  return (
    <ShellContext.Provider value={{ shell: data ?? null, error: error ?? null, fetching, lang }}>
      {/* First in the page, before the cookie banner, so it is the first thing a keyboard reaches. */}
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NotificationsProvider>
        <UpdateNotice />
        <CookieConsentProvider
          cookiesHref={pathFor('cookies', lang)}
          privacyHref={pathFor('privacy-policy', lang)}
          gtmId={data?.tenant.gtmId}
          metaId={data?.tenant.metaId}
        >
          <PageTitleContext.Provider value={setPageTitle}>{redirect ? <FollowRedirect rule={redirect} /> : <Outlet />}</PageTitleContext.Provider>
        </CookieConsentProvider>
      </NotificationsProvider>
    </ShellContext.Provider>
  );
}
