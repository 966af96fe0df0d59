import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PrefetchLink } from '../../components/prefetch-link';
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

/**
 * `mallLanguages`: the shell's `mall.languages`, passed by the header that has the shell. (A second
 * subscription to the shell here, even `cache-only`, made urql ask for the shell twice after a switch of
 * language: prefetch.spec's Save-Data tests saw `Shell de` twice.)
 */
export function LanguageSwitcher({ lang, mallLanguages }: { lang: Lang; mallLanguages: readonly string[] | null | undefined }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const offered = switcherLanguages(mallLanguages);
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
