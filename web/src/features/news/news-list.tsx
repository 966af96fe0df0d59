import { useTranslation } from 'react-i18next';
import { detailPath, pageNumber, pathFor, type Lang } from '@mall/site';
import { PageSize, Pagination } from '../../components/pagination';
import { PostCard } from '../../components/post-card';
import { PrefetchLink } from '../../components/prefetch-link';
import { useNewsPageQuery, type NewsCardFragment, type PostScope } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { listHead } from './head';
import { listPageStatus, listVariables } from './variables';
import './news.css';

// The news lists (spec §2): all, the mall's, the shops' — tabs that are real links — one page of cards
// (newest first) with the publication day in the mall's date format, the paging as real links.

const routes = { ALL: 'news', MALL: 'news-mall', STORES: 'news-stores' } as const;
const tabKey = { ALL: 'all', MALL: 'mall', STORES: 'stores' } as const;

export function newsCardProps(item: NewsCardFragment, lang: Lang, dateFormat: string | null | undefined) {
  return {
    id: item.id,
    href: detailPath('news-detail', lang, item),
    title: item.title,
    image: item.image,
    dates: formatMallDate(item.startDate, dateFormat, lang) ?? item.startDate,
    shopName: item.shop?.name ?? null,
    summary: item.summary,
  };
}

export function NewsList({ scope }: { scope: PostScope }) {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('news');
  const { t: common } = useTranslation();
  const variables = listVariables(scope)(context);
  const [{ data, error, fetching }] = useNewsPageQuery({ variables });
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.news.items);
  const page = pageNumber(context.params.page) ?? 1;
  usePageTitle(data ? (listHead(data, page, scope, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? listPageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { news, mall } = data;
  const route = routes[scope];
  const hrefFor = (p: number) => (p === 1 ? pathFor(route, lang, {}) : pathFor(route, lang, { page: p }));
  return (
    <div className="news" data-testid="news" data-scope={scope}>
      <h1>{t(`scope.${tabKey[scope]}`)}</h1>
      <nav className="news__tabs" aria-label={t('tabs')}>
        <ul>
          {(['ALL', 'MALL', 'STORES'] as const).map((tab) => (
            <li key={tab}>
              <PrefetchLink to={pathFor(routes[tab], lang, {})} aria-current={tab === scope ? 'page' : undefined}>
                {t(`tab.${tabKey[tab]}`)}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      {news.items.length > 0 && <PageSize size={variables.perPage} firstPage={hrefFor(1)} />}
      {news.items.length === 0 ? (
        <p className="news__empty">{t('empty')}</p>
      ) : (
        <ul className="post-grid" data-testid="news-list" data-all-images-loaded={allImagesLoaded} aria-busy={fetching}>
          {news.items.map((item, index) => (
            <PostCard key={item.id} {...newsCardProps(item, lang, mall.dateFormat)} shopLabel={t('placeLabel')} eager={index < 2} onImageLoad={onImageLoad} />
          ))}
        </ul>
      )}
      <Pagination page={news.currentPage} lastPage={news.lastPage} hrefFor={hrefFor} />
    </div>
  );
}
