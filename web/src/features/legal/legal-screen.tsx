import { useTranslation } from 'react-i18next';
import { pathFor, toHtmlLang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useLegalPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { legalHead, legalStatus, legalTitle } from './head';
import { legalRoutes, type LegalRoute } from './legal-kinds';
import './legal.css';

// A legal page (spec §2): the mall's text (sanitised once by the bff, bff/src/shared/rich-text.ts; the
// server and the browser render the same string), a table of contents from its headings (in-page
// links), when it last changed, a note when the text is in another language than the page (spec §5
// fallback), and links to the other legal pages.

/** ISO 8601 (`2026-03-01T09:00:00+01:00`) → its calendar day as the platform wrote it. */
const dayOf = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : null);

export function LegalScreen({ route }: { route: LegalRoute }) {
  const kind = legalRoutes[route];
  const lang = useLang();
  const { t } = useTranslation('legal');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useLegalPageQuery({ variables: { lang, kind } });
  const translate = (key: string, values?: Record<string, string | number>) => t(key as never, values);
  usePageTitle(data ? (legalHead(data, kind, translate).title ?? null) : null);
  const redirect = usePageStatus(data ? legalStatus(data) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  const document = data?.legalDocument;
  if (!data || !document) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const title = legalTitle(data, kind, translate);
  const updated = formatMallDate(dayOf(document.updatedAt), data.mall.dateFormat, lang);
  const others = (Object.keys(legalRoutes) as LegalRoute[]).filter((r) => r !== route);
  return (
    <article className="legal" aria-labelledby="legal-title" data-testid="legal">
      <header className="legal__header">
        <h1 id="legal-title">{title}</h1>
        {updated && document.updatedAt && (
          <p className="legal__updated" data-testid="legal-updated">
            {t('updated')} <time dateTime={document.updatedAt}>{updated}</time>
          </p>
        )}
        {document.contentLang !== lang && (
          <p className="legal__language" data-testid="legal-language">
            {t('otherLanguage', { language: t(`languages.${document.contentLang}`) })}
          </p>
        )}
      </header>
      <div className="legal__layout">
        {document.headings.length > 1 && (
          <nav className="legal__toc" aria-labelledby="legal-toc" data-testid="legal-toc">
            <h2 id="legal-toc">{t('contents')}</h2>
            {/* A list without numbers: legal headings carry their own. */}
            <ul>
              {document.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div
          className="legal__body rich-text"
          lang={toHtmlLang(document.contentLang)}
          data-testid="legal-body"
          // Sanitised by the bff: an allow-list of tags, no scripts, handlers, styles or foreign URLs.
          dangerouslySetInnerHTML={{ __html: document.html }}
        />
      </div>
      <nav className="legal__more" aria-labelledby="legal-more">
        <h2 id="legal-more">{t('more')}</h2>
        <ul>
          {others.map((other) => (
            <li key={other}>
              <PrefetchLink to={pathFor(other, lang)}>{t(`names.${legalRoutes[other]}`)}</PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
