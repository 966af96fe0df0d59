import { pathFor, routeLabel } from '@mall/site';
import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../components/prefetch-link';
import { useFaqPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { faqHead } from './head';
import './faq.css';

// FAQ (issue 9 "Pages"): the categories as in-page links, then each category's questions as
// disclosure widgets (<details>/<summary>: they open with the keyboard and without JavaScript), the
// answers the platform's rich text, sanitised by the bff.

export function FaqScreen() {
  const lang = useLang();
  const { t } = useTranslation('faq');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useFaqPageQuery({ variables: { lang } });
  const title = data ? (faqHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const categories = data.faq;
  const nameOf = (category: (typeof categories)[number]) => category.name ?? t('otherQuestions');
  return (
    <div className="faq" data-testid="faq">
      <h1>{t('title')}</h1>
      <p className="faq__intro">{t('intro', { mall: data.mall.name })}</p>
      {categories.length === 0 ? (
        <p data-testid="faq-empty">{t('empty')}</p>
      ) : (
        <>
          {categories.length > 1 && (
            <nav className="faq__topics" aria-labelledby="faq-topics">
              <h2 id="faq-topics" className="faq__topics-title">{t('topics')}</h2>
              <ul>
                {categories.map((category) => (
                  <li key={category.key}>
                    <a href={`#${category.key}`}>{nameOf(category)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {categories.map((category) => (
            <section key={category.key} className="faq__category" aria-labelledby={category.key} data-testid={`faq-category-${category.key}`}>
              <h2 id={category.key} tabIndex={-1}>{nameOf(category)}</h2>
              {category.questions.map((q) => (
                <details key={q.id} className="faq__item" data-testid="faq-item">
                  <summary>{q.question}</summary>
                  <div className="faq__answer rich-text" dangerouslySetInnerHTML={{ __html: q.answer }} />
                </details>
              ))}
            </section>
          ))}
        </>
      )}
      <p className="faq__more">
        {t('moreHelp')}{' '}
        <PrefetchLink to={pathFor('opening-hours', lang)}>{routeLabel('opening-hours', lang)}</PrefetchLink>
      </p>
    </div>
  );
}

export default FaqScreen;
