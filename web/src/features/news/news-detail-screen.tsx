import { useTranslation } from 'react-i18next';
import { detailPath, imageSrcSet, pathFor, sizedImage } from '@mall/site';
import { PostCard } from '../../components/post-card';
import { PrefetchLink } from '../../components/prefetch-link';
import { ShareLinks } from '../../components/share-links';
import { Thumbs } from '../../components/thumbs';
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
import { newsCardProps } from './news-list';
import { detailPageStatus, detailVariables } from './variables';
// The detail's look is in components/post-card.css (loaded with PostCard).

// A news item's detail (spec §2, issue 9): the image, the publication day in the mall's format, the
// shop that published it (with a link to its page), the article (sanitised by the bff), share links
// with the canonical address, and related news.

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
  const image = item.imageWide ?? item.image;
  return (
    <article className="post-detail" data-testid="news-item">
      <p className="post-detail__back">
        <PrefetchLink to={pathFor('news', lang, {})}>{t('back')}</PrefetchLink>
      </p>
      <h1>{item.title}</h1>
      {image && (
        <img
          className="post-detail__image"
          src={sizedImage(image, 960)}
          srcSet={imageSrcSet(image, 1920)}
          sizes="(min-width: 1240px) 1200px, 96vw"
          alt=""
          width={1920}
          height={640}
          fetchPriority="high"
        />
      )}
      <dl className="post-detail__facts">
        <div>
          <dt>{t('published')}</dt>
          <dd data-testid="news-date">{formatMallDate(item.startDate, mall.dateFormat, lang) ?? item.startDate}</dd>
        </div>
        <div>
          <dt>{t('from')}</dt>
          <dd data-testid="news-place">{item.shop ? <PrefetchLink to={detailPath('shop', lang, item.shop)}>{item.shop.name}</PrefetchLink> : mall.name}</dd>
        </div>
      </dl>
      {item.description && (
        // Sanitised by the bff (an allow-list of tags, no scripts, handlers or styles).
        <div className="post-detail__description rich-text" data-testid="news-description" dangerouslySetInnerHTML={{ __html: item.description }} />
      )}
      <Thumbs type="NEWS" id={item.id} value={item.thumb ?? null} title={item.title} />
      <ShareLinks
        url={item.url}
        title={item.title}
        headingId="news-share"
        labels={{
          heading: t('share.heading'),
          facebook: t('share.facebook'),
          x: t('share.x'),
          whatsapp: t('share.whatsapp'),
          email: t('share.email'),
          copy: t('share.copy'),
          copied: t('share.copied'),
          copyFailed: t('share.copyFailed'),
        }}
      />
      {related.length > 0 && (
        <section className="post-detail__related" aria-labelledby="news-related">
          <h2 id="news-related">{t('related')}</h2>
          <ul className="post-grid" data-testid="news-related" data-all-images-loaded={allImagesLoaded}>
            {related.map((other) => (
              <PostCard key={other.id} {...newsCardProps(other, lang, mall.dateFormat)} shopLabel={t('placeLabel')} eager={false} onImageLoad={onImageLoad} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export default NewsDetailScreen;
