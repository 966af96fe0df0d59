import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PrefetchLink, PrefetchNavLink } from '../../components/prefetch-link';
import type { ShellQuery } from '../../graphql/generated';
import { signingOut, useSession } from '../../lib/session';
import { pathFor, routeLabel, type Lang } from '@mall/site';
import { HeaderMessages } from './header-messages';
import { LanguageSwitcher } from './language-switcher';
import { logoImage, logoUrl } from './logo';
import { fitCount } from './nav-fit';
import { navLinks, type NavLink } from './nav-links';
import { useDismiss } from './use-dismiss';

export interface HeaderProps {
  shell: ShellQuery;
  lang: Lang;
}

/** The search page's parameter (features/search/search-query.ts QUERY_PARAM) and its longest text. */
const SEARCH_PARAM = 'q';
const SEARCH_MAX_LENGTH = 200;

/**
 * Sign-out (spec §4 "Session": logout clears the token and the setup modal's date): a plain form the
 * bff answers by clearing the cookie and sending home, loaded in full as a visitor's. It works without
 * JavaScript; with it, the browser also forgets the setup modal's date as the form goes, and the page
 * goes nowhere else meanwhile (lib/session.ts `signingOut`).
 */
function LogoutButton({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <form method="post" action={`/logout?lang=${lang}`} className="over-header__logout-form" onSubmit={signingOut}>
      <button type="submit" className="link-button over-header__logout" data-testid="header-logout">
        {t('nav.logout')}
      </button>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/**
 * The header's search (issue 18), on every page: a GET form to the search page with `?q=`, so it works
 * without JavaScript. On a wide screen the field is in the row; on a phone only its button is, and
 * with JavaScript the button first opens the field under the row (without, it sends the empty form,
 * which opens the search page and its own box).
 */
function HeaderSearch({ lang, onOpen }: { lang: Lang; onOpen: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, () => setOpen(false), form, button);
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);
  const onButton = (event: MouseEvent<HTMLButtonElement>) => {
    // The field is not shown (a phone, closed): open it rather than send an empty search.
    if (box.current && box.current.offsetParent === null) {
      event.preventDefault();
      onOpen();
      setOpen(true);
    }
  };
  return (
    <form
      ref={form}
      className={`header-search${open ? ' header-search--open' : ''}`}
      role="search"
      aria-label={t('nav.searchLabel')}
      method="get"
      action={pathFor('search', lang)}
      data-testid="header-search"
    >
      <label htmlFor="header-search-box" className="visually-hidden">
        {t('nav.searchLabel')}
      </label>
      <input
        ref={box}
        id="header-search-box"
        className="header-search__box"
        type="search"
        name={SEARCH_PARAM}
        placeholder={t('nav.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button ref={button} type="submit" className="header-search__submit" onClick={onButton} title={t('nav.search')}>
        <SearchIcon />
        <span className="visually-hidden">{t('nav.search')}</span>
      </button>
    </form>
  );
}

function NavItemLink({ link, lang, onNavigate }: { link: NavLink; lang: Lang; onNavigate?: () => void }) {
  return (
    <PrefetchNavLink to={link.href} onClick={onNavigate} className={({ isActive }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link')}>
      {routeLabel(link.name, lang)}
    </PrefetchNavLink>
  );
}

/**
 * How many navigation items fit in the row, measured (issue 18): a ResizeObserver follows the nav's
 * room and a hidden ruler's widths (the items' labels as the row sets them, and the More button),
 * which change with the fonts and the language. The server renders every item (and the first client
 * render too, so hydration matches); the row clips until the first measurement, which comes before
 * the first paint after hydration. On a phone the ruler is not displayed and every item is in the menu.
 */
function useFittingItems(total: number, key: string) {
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const ruler = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(total);
  const [measured, setMeasured] = useState(false);
  const measure = useCallback(() => {
    const [navEl, listEl, rulerEl] = [nav.current, list.current, ruler.current];
    if (!navEl || !listEl || !rulerEl) return;
    if (rulerEl.offsetParent === null) {
      setCount(total);
      return;
    }
    const widths = [...rulerEl.children].map((child) => child.getBoundingClientRect().width);
    const more = widths.pop() ?? 0;
    const gap = Number.parseFloat(getComputedStyle(listEl).columnGap) || 0;
    setCount(fitCount(widths, navEl.getBoundingClientRect().width, gap, more));
    setMeasured(true);
  }, [total]);
  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (nav.current) observer.observe(nav.current);
    if (ruler.current) observer.observe(ruler.current);
    return () => observer.disconnect();
    // `key`: the labels (their language) change the ruler's widths.
  }, [measure, key]);
  return { nav, list, ruler, count: Math.min(count, total), measured };
}

function MainNav({ links, lang, open }: { links: NavLink[]; lang: Lang; open: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { nav, list, ruler, count, measured } = useFittingItems(links.length, `${lang}:${links.map((l) => l.name).join()}`);
  const [moreOpen, setMoreOpen] = useState(false);
  const more = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const overflow = links.slice(count);
  // "More" is marked as the current section when the current page is one of the items under it.
  const currentUnderMore = overflow.some((link) => pathname === link.href || pathname.startsWith(`${link.href}/`));
  useEffect(() => setMoreOpen(false), [pathname]);
  useEffect(() => {
    if (overflow.length === 0) setMoreOpen(false);
  }, [overflow.length]);
  useDismiss(moreOpen, () => setMoreOpen(false), more, moreButton);
  const classes = ['main-nav', open && 'main-nav--open', measured && 'main-nav--measured'].filter(Boolean).join(' ');
  return (
    <nav ref={nav} id="main-nav" className={classes} aria-label={t('nav.menu')} data-testid="main-nav">
      <ul ref={list} className="main-nav__list">
        {links.map((link, index) => (
          <li key={link.name} className={index < count ? 'main-nav__item' : 'main-nav__item main-nav__item--overflow'}>
            <NavItemLink link={link} lang={lang} />
          </li>
        ))}
      </ul>
      <div
        ref={more}
        className="main-nav__more"
        hidden={overflow.length === 0}
        data-testid="nav-more"
        // Tabbing on past the last item closes the list, as leaving it any other way does.
        onBlur={(event) => {
          if (moreOpen && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setMoreOpen(false);
        }}
      >
        <button
          ref={moreButton}
          type="button"
          className={`main-nav__link main-nav__more-button${currentUnderMore ? ' is-active' : ''}`}
          aria-expanded={moreOpen}
          aria-controls="main-nav-more"
          onClick={() => setMoreOpen((value) => !value)}
        >
          {t('nav.more')} <span aria-hidden="true">▾</span>
        </button>
        <ul id="main-nav-more" className="main-nav__more-list" hidden={!moreOpen}>
          {overflow.map((link) => (
            <li key={link.name}>
              <NavItemLink link={link} lang={lang} onNavigate={() => setMoreOpen(false)} />
            </li>
          ))}
        </ul>
      </div>
      <ul ref={ruler} className="main-nav__ruler" aria-hidden="true">
        {links.map((link) => (
          <li key={link.name} className="main-nav__link">
            {routeLabel(link.name, lang)}
          </li>
        ))}
        <li className="main-nav__link main-nav__more-button">
          {t('nav.more')} <span>▾</span>
        </li>
      </ul>
    </nav>
  );
}

export function Header({ shell, lang }: HeaderProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const inner = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, () => setOpen(false), inner, toggle);
  const { settings, mall } = shell;
  // The header has its own search: a `search` in the settings' list would show it twice (beta's does).
  const links = navLinks(settings.navItems, lang, { floorplanId: settings.defaultFloorplanId, exclude: ['search'] });
  const logo = logoUrl(mall.logos, settings.logoTypes.header);
  const name = settings.websiteName ?? mall.name;
  const today = mall.today;

  return (
    <header className="site-header">
      <div className="over-header">
        <div className="container over-header__inner">
          <p className="over-header__hours" data-testid="header-today">
            {today ? t('home.todayHours', { from: today.from, to: today.to }) : t('home.closedToday')}
          </p>
          <div className="over-header__actions">
            {signedIn ? (
              <>
                <HeaderMessages lang={lang} />
                <PrefetchLink className="over-header__login" to={pathFor('dashboard', lang)} data-testid="header-account">
                  {t('nav.dashboard')}
                </PrefetchLink>
                <LogoutButton lang={lang} />
              </>
            ) : (
              settings.isAuthenticationActive && (
                <PrefetchLink className="over-header__login" to={pathFor('login', lang)} data-testid="header-login">
                  {t('nav.login')}
                </PrefetchLink>
              )
            )}
            <LanguageSwitcher lang={lang} />
          </div>
        </div>
      </div>
      <div className="main-header">
        <div ref={inner} className="container main-header__inner">
          <PrefetchLink to={pathFor('home', lang)} className="main-header__brand" aria-label={name}>
            {logo ? <img {...logoImage(logo)} alt="" width={160} height={48} className="main-header__logo" data-testid="header-logo" /> : <span>{name}</span>}
          </PrefetchLink>
          <button
            ref={toggle}
            type="button"
            className="main-header__toggle"
            aria-expanded={open}
            aria-controls="main-nav"
            onClick={() => setOpen((value) => !value)}
            data-testid="menu-toggle"
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
            <span className="visually-hidden">{open ? t('nav.close') : t('nav.menu')}</span>
          </button>
          <MainNav links={links} lang={lang} open={open} />
          <HeaderSearch lang={lang} onOpen={() => setOpen(false)} />
        </div>
      </div>
    </header>
  );
}
