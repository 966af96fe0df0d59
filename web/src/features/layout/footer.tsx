import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../components/prefetch-link';
import type { ShellQuery } from '../../graphql/generated';
import { useToday } from '../../lib/clock';
import { routeLabel, type Lang } from '@mall/site';
import { logoImage, logoUrl } from './logo';
import { accessibilityHref, editorMenuLinks, floorplanLink, navLinks } from './nav-links';
import { SvgIcon } from '../../components/svg-icon';

export interface FooterProps {
  shell: ShellQuery;
  lang: Lang;
  /** Extra controls composed in by the app (e.g. the cookie settings button). */
  extra?: ReactNode;
}

const columns = [
  ['footer.discover', 'footerDiscoverItems'],
  ['footer.forVisitors', 'footerForVisitorsItems'],
  ['footer.aboutUs', 'footerAboutUsItems'],
  ['footer.useful', 'footerUsefulItems'],
] as const;

export function Footer({ shell, lang, extra }: FooterProps) {
  const { t } = useTranslation();
  const { settings, mall } = shell;
  const logo = logoUrl(mall.logos, settings.logoTypes.footer);
  const name = settings.websiteName ?? mall.name;
  // The mall's year, from the page's instant (lib/clock.ts): not the browser's clock nor its time zone.
  const year = Number(useToday().slice(0, 4));
  const floorplanId = settings.defaultFloorplanId;
  const lists = columns.map(([heading, key]) => ({ heading, key, links: navLinks(settings[key], lang, { floorplanId }) }));
  // The centre map and the accessibility statement on every page (issue 18): the map under the
  // tenant's default plan, here unless a column already lists it; the statement is the platform's
  // `accessibility` page.
  const floorplan = floorplanLink(lang, floorplanId, lists.flatMap((list) => list.links));
  // The editors' extra links (`footer_items`, issue 22), in the bottom row in their order: pages of the
  // site and outside links (careers, the e-shop …).
  const extraLinks = editorMenuLinks(settings.footerLinks);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          {logo && <img {...logoImage(logo)} alt={name} width={160} height={48} loading="lazy" />}
          <address>
            {mall.address.street && <span>{mall.address.street}</span>}
            {(mall.address.zipCode || mall.address.city) && <span>{[mall.address.zipCode, mall.address.city].filter(Boolean).join(' ')}</span>}
            {mall.phone && <a href={`tel:${mall.phone.replace(/\s+/g, '')}`}>{mall.phone}</a>}
            {mall.email && <a href={`mailto:${mall.email}`}>{mall.email}</a>}
          </address>
        </div>
        {lists.map(({ heading, key, links }) => {
          if (links.length === 0) return null;
          return (
            <nav key={key} className="site-footer__column" aria-label={t(heading)}>
              <h2>{t(heading)}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link.name}>
                    <PrefetchLink to={link.href}>{routeLabel(link.name, lang)}</PrefetchLink>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
        {mall.social.length > 0 && (
          <div className="site-footer__column">
            <h2>{t('footer.followUs')}</h2>
            <ul className="site-footer__social">
              {mall.social.map((s) => (
                <li key={s.network}>
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {s.network.charAt(0).toUpperCase() + s.network.slice(1)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>
          {t('footer.rights', { year, name: mall.billing.companyLegalName ?? name })}
          {mall.billing.registrationNumber && (
            <>
              {' · '}
              {t('footer.registrationNumber')} {mall.billing.registrationNumber}
            </>
          )}
          {mall.billing.companyVat && (
            <>
              {' · '}
              {t('footer.vatNumber')} {mall.billing.companyVat}
            </>
          )}
        </p>
        <ul className="site-footer__links" data-testid="footer-links">
          {extraLinks.map((link) => (
            <li key={link.key} data-testid="footer-extra-link">
              {link.external ? (
                <a href={link.href} rel="noopener">
                  {link.icon && <SvgIcon icon={link.icon} className="site-footer__icon" />}
                  {link.label}
                </a>
              ) : (
                <PrefetchLink to={link.href}>
                  {link.icon && <SvgIcon icon={link.icon} className="site-footer__icon" />}
                  {link.label}
                </PrefetchLink>
              )}
            </li>
          ))}
          {floorplan && (
            <li>
              <PrefetchLink to={floorplan.href} data-testid="footer-floorplan">
                {routeLabel('floorplan', lang)}
              </PrefetchLink>
            </li>
          )}
          <li>
            <PrefetchLink to={accessibilityHref(lang)} data-testid="footer-accessibility">
              {t('footer.accessibility')}
            </PrefetchLink>
          </li>
          {extra && <li>{extra}</li>}
        </ul>
      </div>
    </footer>
  );
}
