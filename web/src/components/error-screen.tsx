import { useTranslation } from 'react-i18next';
import { PrefetchLink } from './prefetch-link';
import { pathFor, type Lang } from '@mall/site';

// The error screen (spec §2): the status code and a message; for 404 the translated page-not-found
// text with the path, otherwise the error's own message; a button home labelled "homepage".
// A 404 offers a way on (issue 18): what may have happened, a search of the site (a plain GET form to
// the search page, which reads `?q=`: features/search/search-query.ts QUERY_PARAM; it works without
// JavaScript) and the way home.
export interface ErrorScreenProps {
  status: number;
  path: string;
  lang: Lang;
  message?: string;
}

export function ErrorScreen({ status, path, lang, message }: ErrorScreenProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const text = notFound ? t('error.pageNotFound', { path }) : (message ?? t('error.generic'));
  return (
    <section className="error-screen" aria-labelledby="error-title" data-testid="error-screen">
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-screen__message">
        <span className="visually-hidden">{t('error.title')} {status}: </span>
        {text}
      </h1>
      {notFound && (
        <>
          <p className="error-screen__hint">{t('error.notFoundHint')}</p>
          <form className="error-screen__search" role="search" method="get" action={pathFor('search', lang)} data-testid="error-search">
            <label htmlFor="error-search-q">{t('error.searchLabel')}</label>
            <span className="error-screen__search-row">
              <input id="error-search-q" name="q" type="search" maxLength={200} autoComplete="off" enterKeyHint="search" />
              <button className="button" type="submit">
                {t('error.searchSubmit')}
              </button>
            </span>
          </form>
        </>
      )}
      <PrefetchLink className={notFound ? 'button error-screen__home' : 'button button--primary'} to={pathFor('home', lang)}>
        {t('error.homepage')}
      </PrefetchLink>
    </section>
  );
}
