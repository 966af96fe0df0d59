import { useTranslation } from 'react-i18next';
import { PrefetchLink } from './prefetch-link';
import { pathFor, type Lang } from '@mall/site';

// The error screen (spec §2): the status code and a message; for 404 the translated page-not-found
// text with the path, otherwise the error's own message; a button home labelled "homepage".
export interface ErrorScreenProps {
  status: number;
  path: string;
  lang: Lang;
  message?: string;
}

export function ErrorScreen({ status, path, lang, message }: ErrorScreenProps) {
  const { t } = useTranslation();
  const text = status === 404 ? t('error.pageNotFound', { path }) : (message ?? t('error.generic'));
  return (
    <section className="error-screen" aria-labelledby="error-title" data-testid="error-screen">
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-screen__message">
        <span className="visually-hidden">{t('error.title')} {status}: </span>
        {text}
      </h1>
      <PrefetchLink className="button button--primary" to={pathFor('home', lang)}>
        {t('error.homepage')}
      </PrefetchLink>
    </section>
  );
}
