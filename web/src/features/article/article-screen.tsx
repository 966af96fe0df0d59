import { useTranslation } from 'react-i18next';
import { imageSrcSet, sizedImage, toHtmlLang } from '@mall/site';
import { useArticlePageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { articleHead } from './head';
import { articleStatus, articleVariables } from './variables';
import './article.css';

// An article (spec §2): a custom page of the mall by its permalink: title, date, image, lead, and its
// body (sanitised once by the bff, bff/src/shared/rich-text.ts; the server and the browser render the
// same string), with a table of contents when it has several sections, and a note when the page is
// not written in the page's language (spec §5 fallback).

/** ISO 8601 → its calendar day as the platform wrote it. */
const dayOf = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : null);

export function ArticleScreen() {
  const context = usePageContext();
  const { lang } = context;
  const { t } = useTranslation('article');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useArticlePageQuery({ variables: articleVariables(context) });
  usePageTitle(data ? (articleHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? articleStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  const page = data?.websitePage;
  if (!data || !page) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const published = formatMallDate(dayOf(page.publishedAt), data.mall.dateFormat, lang);
  return (
    <article className="article" aria-labelledby="article-title" data-testid="article" lang={toHtmlLang(page.contentLang)}>
      <header className="article__header">
        <h1 id="article-title">{page.title}</h1>
        {published && page.publishedAt && (
          <p className="article__date" lang={toHtmlLang(lang)}>
            {t('published')} <time dateTime={page.publishedAt}>{published}</time>
          </p>
        )}
        {page.contentLang !== lang && (
          <p className="article__language" lang={toHtmlLang(lang)} data-testid="article-language">
            {t('otherLanguage', { language: t(`languages.${page.contentLang}`) })}
          </p>
        )}
        {page.description && <p className="article__lead">{page.description}</p>}
      </header>
      {page.image && (
        <img
          className="article__image"
          src={sizedImage(page.image, 960)}
          srcSet={imageSrcSet(page.image, 1920)}
          sizes="(min-width: 1000px) 960px, 100vw"
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
        />
      )}
      {page.headings.length > 2 && (
        <nav className="article__toc" aria-labelledby="article-toc" lang={toHtmlLang(lang)}>
          <h2 id="article-toc">{t('contents')}</h2>
          <ol>
            {page.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`} lang={toHtmlLang(page.contentLang)}>
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.html && (
        // Sanitised by the bff: an allow-list of tags, no scripts, handlers, styles or foreign URLs.
        <div className="article__body rich-text" data-testid="article-body" dangerouslySetInnerHTML={{ __html: page.html }} />
      )}
    </article>
  );
}

export default ArticleScreen;
