import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PrefetchLink, PrefetchNavLink } from '../../components/prefetch-link';
import { SvgIcon } from '../../components/svg-icon';
import type { ShellQuery } from '../../graphql/generated';
import { signingOut, useSession } from '../../lib/session';
import { pathFor, routeLabel, type Lang } from '@mall/site';
import { LanguageSwitcher } from './language-switcher';
import { logoImage, logoUrl } from './logo';
import { MemberMessages } from './member-messages';
import { fitCount } from './nav-fit';
import { headerMenuLinks, type MenuLink } from './nav-links';
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

function NavItemContent({ link }: { link: MenuLink }) {
  return (
    <>
      {link.icon && <SvgIcon icon={link.icon} className="main-nav__icon" />}
      {link.label}
    </>
  );
}

/** A page of the site (a client navigation, marked when current), or an editor's outside link (a plain link). */
function NavItemLink({ link, onNavigate }: { link: MenuLink; onNavigate?: () => void }) {
  if (link.external) {
    return (
      <a href={link.href} className="main-nav__link main-nav__link--external" onClick={onNavigate}>
        <NavItemContent link={link} />
      </a>
    );
  }
  return (
    <PrefetchNavLink to={link.href} onClick={onNavigate} className={({ isActive }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link')}>
      <NavItemContent link={link} />
    </PrefetchNavLink>
  );
}

/** How far the page scrolls before the header turns compact (issue 22). */
export const COMPACT_AFTER_PX = 96;

/**
 * The header turns compact (a lower bar, a smaller logo) once the page is scrolled past
 * COMPACT_AFTER_PX, unless the settings disable it (`is_header_minimizing_disabled`). A passive scroll
 * listener read once a frame. The server and the first client render are full-size (the same HTML); a
 * page restored mid-scroll turns compact right after hydration. Only the bar's look changes: the room
 * the header takes in the page stays the same (global.css `.main-header`), so nothing below it moves.
 */
export function useCompactHeader(enabled: boolean): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setCompact(false);
      return undefined;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      setCompact(window.scrollY > COMPACT_AFTER_PX);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return compact;
}

/**
 * The top bar's height as `--over-header-height` on the root: the header sticks with only its main bar
 * in view (global.css `.site-header`), and the top bar's height changes with its content and the width.
 */
function usePublishedHeight(element: RefObject<HTMLElement | null>, property: string) {
  useEffect(() => {
    const bar = element.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(property, `${bar.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property]);
}

function ParkingIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" className="over-header__parking-icon">
      <rect x="2.5" y="2.5" width="19" height="19" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9.5 17V7h3.25a3 3 0 0 1 0 6H9.5" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinejoin="round" />
    </svg>
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

function MainNav({ links, lang, open }: { links: MenuLink[]; lang: Lang; open: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { nav, list, ruler, count, measured } = useFittingItems(links.length, `${lang}:${links.map((l) => l.key).join()}`);
  const [moreOpen, setMoreOpen] = useState(false);
  const more = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const overflow = links.slice(count);
  // "More" is marked as the current section when the current page is one of the items under it.
  const currentUnderMore = overflow.some((link) => !link.external && (pathname === link.href || pathname.startsWith(`${link.href}/`)));
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
          <li key={link.key} className={index < count ? 'main-nav__item' : 'main-nav__item main-nav__item--overflow'}>
            <NavItemLink link={link} />
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
            <li key={link.key}>
              <NavItemLink link={link} onNavigate={() => setMoreOpen(false)} />
            </li>
          ))}
        </ul>
      </div>
      <ul ref={ruler} className="main-nav__ruler" aria-hidden="true">
        {links.map((link) => (
          <li key={link.key} className="main-nav__link">
            <NavItemContent link={link} />
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
  const overHeader = useRef<HTMLDivElement>(null);
  const { settings, mall } = shell;
  const compact = useCompactHeader(!settings.isHeaderMinimizingDisabled);
  usePublishedHeight(overHeader, '--over-header-height');
  // The editors' navigation, else the name list (nav-links.ts); the header has its own search.
  const links = headerMenuLinks(settings, lang);
  const logo = logoUrl(mall.logos, settings.logoTypes.header);
  const name = settings.websiteName ?? mall.name;
  const today = mall.today;

  return (
    <header className={compact ? 'site-header site-header--compact' : 'site-header'} data-testid="site-header">
      <div ref={overHeader} className="over-header">
        <div className="container over-header__inner">
          <p className="over-header__hours" data-testid="header-today">
            {today ? t('home.todayHours', { from: today.from, to: today.to }) : t('home.closedToday')}
          </p>
          {/* `is_parking_visible_on_header` (issue 22): the parking page, one tap from every page. */}
          {settings.isParkingVisibleOnHeader && (
            <PrefetchLink className="over-header__parking" to={pathFor('parking', lang)} data-testid="header-parking">
              <ParkingIcon />
              <span>{routeLabel('parking', lang)}</span>
            </PrefetchLink>
          )}
          <div className="over-header__actions">
            {signedIn ? (
              <>
                <MemberMessages lang={lang} />
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
            <LanguageSwitcher lang={lang} mallLanguages={shell.mall?.languages} />
          </div>
        </div>
      </div>
      <div className="main-header">
        <div className="main-header__bar">
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
      </div>
    </header>
  );
}
