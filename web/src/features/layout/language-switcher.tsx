import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PrefetchLink } from '../../components/prefetch-link';
import { useShellQuery } from '../../graphql/generated';
import { languages, samePageIn, toHtmlLang, type Lang } from '@mall/site';

const names: Record<Lang, string> = { en: 'English', cz: 'Čeština', sk: 'Slovenčina', de: 'Deutsch' };

/** Keeps the page: the same route and parameters in the other language (home when the path is unknown). */
export function languageHref(pathname: string, search: string, target: Lang): string {
  return `${samePageIn(pathname, target)}${search}`;
}

/**
 * The languages the switcher lists (issue 22): the mall's (the shell's `mall.languages`, bff
 * mall/languages.ts), in our order; all four while the shell has not said (its data failed).
 */
export function switcherLanguages(offered: readonly string[] | null | undefined): Lang[] {
  if (!offered || offered.length === 0) return [...languages];
  return languages.filter((lang) => offered.includes(lang));
}

export function LanguageSwitcher({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The layout's data, already loaded (never a request of its own).
  const [{ data }] = useShellQuery({ variables: { lang }, requestPolicy: 'cache-only' });
  const offered = switcherLanguages(data?.mall?.languages);
  // A mall of one language has nothing to switch to.
  if (offered.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t('nav.language')}>
      <ul>
        {offered.map((l) => (
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
