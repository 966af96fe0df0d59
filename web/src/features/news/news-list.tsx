import { useTranslation } from 'react-i18next';
import { pageNumber, pathFor } from '@mall/site';
import { newsCardText } from '../../components/post-card-text';
import { PostGrid, PostListPage } from '../../components/posts/post-list';
import { useNewsPageQuery, type PostScope } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { listHead } from './head';
import { listPageStatus, listVariables } from './variables';
import './news.css';

// The news lists (spec §2) in the posts' list view (components/posts/post-list.tsx): all, the mall's,
// the shops', cards (newest first) with the publication day in the mall's date format.

const routes = { ALL: 'news', MALL: 'news-mall', STORES: 'news-stores' } as const;
const tabKey = { ALL: 'all', MALL: 'mall', STORES: 'stores' } as const;

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
  const tabs = (['ALL', 'MALL', 'STORES'] as const).map((tab) => ({ key: tab, href: pathFor(routes[tab], lang, {}), label: t(`tab.${tabKey[tab]}`), current: tab === scope }));
  return (
    <PostListPage name="news" scope={scope} title={t(`scope.${tabKey[scope]}`)} tabs={{ label: t('tabs'), links: tabs }}>
      <PostGrid
        name="news"
        testId="news-list"
        posts={news.items.map((item) => newsCardText(item, lang, mall))}
        empty={t('empty')}
        shopLabel={t('placeLabel')}
        eager={2}
        perPage={variables.perPage}
        page={news.currentPage}
        lastPage={news.lastPage}
        hrefFor={hrefFor}
        fetching={fetching}
        allImagesLoaded={allImagesLoaded}
        onImageLoad={onImageLoad}
      />
    </PostListPage>
  );
}
