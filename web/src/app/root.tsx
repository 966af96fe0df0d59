import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CookieConsentProvider } from '../features/cookie-consent';
import { applyTheme } from '../features/layout';
import { NotificationsProvider } from '../features/notifications';
import { useShellQuery } from '../graphql/generated';
import { i18nLanguageFor } from '../i18n/config';
import { scrollDecision } from '../lib/scroll';
import { useLang } from '../lib/use-lang';
import { localeCookieMaxAgeSeconds, localeCookieName, localeCookiePath, pathFor, toHtmlLang } from '@mall/site';
import { ShellContext } from './shell-context';
import { ensureTexts } from './texts';

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
  const [{ data: current, error, fetching }] = useShellQuery({ variables: { lang } });
  // While another language's layout data loads, keep showing the last one: no blinking header.
  const [previous, setPrevious] = useState(current);
  if (current && current !== previous) setPrevious(current);
  const data = current ?? previous;
  const settings = data?.settings;
  useEffect(() => {
    if (settings) applyTheme(settings);
  }, [settings]);
  // The server renders the head of the first page; after a client-side language switch the title
  // follows the language (screens with titles of their own set them in later issues).
  const title = data?.tenant.meta.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return (
    <ShellContext.Provider value={{ shell: data ?? null, error: error ?? null, fetching, lang }}>
      {/* First in the page, before the cookie banner, so it is the first thing a keyboard reaches. */}
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <NotificationsProvider>
        <CookieConsentProvider
          cookiesHref={pathFor('cookies', lang)}
          privacyHref={pathFor('privacy-policy', lang)}
          gtmId={data?.tenant.gtmId}
          metaId={data?.tenant.metaId}
        >
          <Outlet />
        </CookieConsentProvider>
      </NotificationsProvider>
    </ShellContext.Provider>
  );
}
