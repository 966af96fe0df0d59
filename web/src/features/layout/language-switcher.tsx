import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PrefetchLink } from '../../components/prefetch-link';
import { alternates, languages, matchPath, pathFor, toHtmlLang, type Lang } from '@mall/site';

const names: Record<Lang, string> = { en: 'English', cz: 'Čeština', sk: 'Slovenčina', de: 'Deutsch' };

/** Keeps the page: the same route and parameters in the other language (home when the path is unknown). */
export function languageHref(pathname: string, search: string, target: Lang): string {
  const match = matchPath(pathname);
  const path = match ? alternates(match.route.name, match.params)[target] : pathFor('home', target);
  return `${path}${search}`;
}

export function LanguageSwitcher({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <nav className="language-switcher" aria-label={t('nav.language')}>
      <ul>
        {languages.map((l) => (
          <li key={l}>
            <PrefetchLink
              to={languageHref(pathname, search, l)}
              hrefLang={toHtmlLang(l)}
              lang={toHtmlLang(l)}
              aria-current={l === lang ? 'true' : undefined}
              title={names[l]}
              data-lang={l}
            >
              <span aria-hidden="true">{l.toUpperCase()}</span>
              <span className="visually-hidden">{names[l]}</span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
