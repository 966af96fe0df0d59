import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PrefetchLink, PrefetchNavLink } from '../../components/prefetch-link';
import type { ShellQuery } from '../../graphql/generated';
import { signingOut, useSession } from '../../lib/session';
import { pathFor, type Lang } from '@mall/site';
import { LanguageSwitcher } from './language-switcher';
import { logoImage, logoUrl } from './logo';
import { navLinks } from './nav-links';

export interface HeaderProps {
  shell: ShellQuery;
  lang: Lang;
}

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

export function Header({ shell, lang }: HeaderProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const { settings, mall } = shell;
  const links = navLinks(settings.navItems, lang);
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
        <div className="container main-header__inner">
          <PrefetchLink to={pathFor('home', lang)} className="main-header__brand" aria-label={name}>
            {logo ? <img {...logoImage(logo)} alt="" width={160} height={48} className="main-header__logo" /> : <span>{name}</span>}
          </PrefetchLink>
          <button
            type="button"
            className="main-header__toggle"
            aria-expanded={open}
            aria-controls="main-nav"
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
            <span className="visually-hidden">{open ? t('nav.close') : t('nav.menu')}</span>
          </button>
          <nav id="main-nav" className={`main-nav ${open ? 'main-nav--open' : ''}`} aria-label={t('nav.menu')}>
            <ul>
              {links.map((link) => (
                <li key={link.name}>
                  <PrefetchNavLink to={link.href} className={({ isActive }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link')}>
                    {t(`routes.${link.name}`, { defaultValue: link.name })}
                  </PrefetchNavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
