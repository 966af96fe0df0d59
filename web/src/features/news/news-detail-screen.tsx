import { useTranslation } from 'react-i18next';
import { detailPath, pathFor } from '@mall/site';
import { newsCardText } from '../../components/post-card-text';
import { PostDetail, shareLabels } from '../../components/posts/post-detail';
import { PrefetchLink } from '../../components/prefetch-link';
import { useNewsDetailPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { changedBy } from '../../lib/member-changes';
import { detailHead } from './head';
import { detailPageStatus, detailVariables } from './variables';

// A news item's detail (spec §2, issue 9) in the posts' detail view (components/posts/post-detail.tsx):
// the publication day in the mall's format, the shop that published it (with a link to its page), and
// related news.

export function NewsDetailScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('news');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useNewsDetailPageQuery({ variables: detailVariables(context), context: changedBy('NewsItem') });
  const related = data?.relatedNews ?? [];
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.relatedNews);
  usePageTitle(data ? (detailHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? detailPageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.newsItem) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { newsItem: item, mall } = data;
  return (
    <PostDetail
      testId="news-item"
      kind="news"
      back={{ href: pathFor('news', lang, {}), label: t('back') }}
      id={item.id}
      title={item.title}
      image={item.imageWide ?? item.image}
      facts={[
        { label: t('published'), value: formatMallDate(item.startDate, mall.dateFormat, lang) ?? item.startDate, testId: 'news-date' },
        { label: t('from'), value: item.shop ? <PrefetchLink to={detailPath('shop', lang, item.shop)}>{item.shop.name}</PrefetchLink> : mall.name, testId: 'news-place' },
      ]}
      description={item.description}
      thumb={{ type: 'NEWS', value: item.thumb ?? null }}
      liked={{ value: item.liked, label: common('toggles.liked') }}
      url={item.url}
      shareLabels={shareLabels((key) => t(key))}
      related={{ title: t('related'), shopLabel: t('placeLabel'), posts: related.map((other) => newsCardText(other, lang, mall)), allImagesLoaded, onImageLoad }}
    />
  );
}

export default NewsDetailScreen;
