import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { imageSrcSet, pathFor, sizedImage } from '@mall/site';
import { LikeButton } from '../../components/like-button';
import { PrefetchLink } from '../../components/prefetch-link';
import { useRewardPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { useLang } from '../../lib/use-lang';
import { changedBy } from '../../lib/member-changes';
import { detailHead } from './head';
import { RewardCard } from './reward-card';
import { detailPageStatus, detailVariables } from './variables';
import '../../components/media-card.css';
import './rewards.css';

// A reward's detail (spec §2, §3): points needed, limits, validity in the mall's date format, the
// image, the description (sanitised by the bff), the like, and related rewards.

export function RewardScreen() {
  const lang = useLang();
  const params = useParams();
  const { t } = useTranslation('rewards');
  const { t: common } = useTranslation();
  const context = { lang, params: params as Record<string, string> };
  const [{ data, error, fetching }] = useRewardPageQuery({ variables: detailVariables(context), context: changedBy('Reward') });
  const related = data?.relatedRewards ?? [];
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.relatedRewards);
  usePageTitle(data ? (detailHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? detailPageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.reward) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { reward, mall } = data;
  const from = formatMallDate(reward.validFrom, mall.dateFormat, lang);
  const to = formatMallDate(reward.validTo, mall.dateFormat, lang);
  const validity = from && to ? t('validRange', { from, to }) : to ? t('validUntil', { date: to }) : from ? t('validFrom', { date: from }) : null;
  return (
    <article className="reward" data-testid="reward">
      <p className="media-detail__back">
        <PrefetchLink to={pathFor('rewards', lang, { page: 1 })}>{t('back')}</PrefetchLink>
      </p>
      <div className="media-detail__main">
        {reward.image && (
          <img
            className="media-detail__image"
            src={sizedImage(reward.image, 720)}
            srcSet={imageSrcSet(reward.image, 1200)}
            sizes="(min-width: 900px) 540px, 92vw"
            alt=""
            width={1200}
            height={900}
            fetchPriority="high"
          />
        )}
        <div className="media-detail__facts">
          <h1>{reward.title}</h1>
          {reward.category && (
            <p className="reward__category">
              {t('category')}:{' '}
              <PrefetchLink to={pathFor('rewards-category', lang, { category: reward.category.key, page: 1 })}>{reward.category.name}</PrefetchLink>
            </p>
          )}
          <dl className="media-detail__list">
            <div>
              <dt>{t('pointsNeeded')}</dt>
              <dd data-testid="reward-points">{common('plural.points', { count: reward.points })}</dd>
            </div>
            {validity && (
            <div>
              <dt>{t('validity')}</dt>
              <dd data-testid="reward-validity">{validity}</dd>
            </div>
          )}
            <div>
              <dt>{t('limits')}</dt>
              <dd data-testid="reward-limits">
                {reward.limitPerMember !== null && reward.limitPerMember !== undefined ? t('perMember', { count: reward.limitPerMember }) : t('noLimit')}
                {reward.limitTotal !== null && reward.limitTotal !== undefined && (
                  <>
                    <br />
                    {reward.remaining === 0 ? t('soldOut') : t('remaining', { remaining: reward.remaining ?? reward.limitTotal, total: reward.limitTotal })}
                  </>
                )}
              </dd>
            </div>
          </dl>
          <LikeButton type="REWARD" id={reward.id} liked={Boolean(reward.customerLike)} title={reward.title} visitorNote={t('likeNeedsSignIn')} />
        </div>
      </div>
      {reward.description && (
        // Sanitised by the bff (an allow-list of tags, no scripts, handlers or styles).
        <div className="media-detail__description rich-text" data-testid="reward-description" dangerouslySetInnerHTML={{ __html: reward.description }} />
      )}
      {related.length > 0 && (
        <section className="reward__related" aria-labelledby="reward-related">
          <h2 id="reward-related">{t('related')}</h2>
          <ul className="media-grid" data-testid="reward-related" data-all-images-loaded={allImagesLoaded}>
            {related.map((item) => (
              <RewardCard key={item.id} reward={item} lang={lang} dateFormat={mall.dateFormat} eager={false} onImageLoad={onImageLoad} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export default RewardScreen;
