import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { LikeButton } from '../../components/like-button';
import { MediaCard } from '../../components/media-card';
import type { RewardCardFragment } from '../../graphql/generated';
import { formatMallDate } from '../../lib/mall-date';

export interface RewardCardProps {
  reward: RewardCardFragment;
  lang: Lang;
  dateFormat: string | null | undefined;
  /** Images of the first row load at once; the others when they come near (below the fold). */
  eager: boolean;
  onImageLoad(id: string): void;
  headingLevel?: 2 | 3;
}

export function RewardCard({ reward, lang, dateFormat, eager, onImageLoad, headingLevel = 2 }: RewardCardProps) {
  const { t } = useTranslation('rewards');
  const { t: common } = useTranslation();
  const soldOut = reward.remaining === 0;
  const validTo = formatMallDate(reward.validTo, dateFormat, lang);
  return (
    <MediaCard
      id={reward.id}
      testId="reward-card"
      title={reward.title}
      headingLevel={headingLevel}
      image={reward.image}
      eager={eager}
      onImageLoad={onImageLoad}
      href={pathFor('reward', lang, { id: reward.id, title: reward.slug })}
    >
      <p className="media-card__highlight" data-testid="reward-points">
        {common('plural.points', { count: reward.points })}
      </p>
      {validTo && <p className="media-card__note">{t('validUntil', { date: validTo })}</p>}
      {soldOut && <p className="media-card__note">{t('soldOut')}</p>}
      <LikeButton type="REWARD" id={reward.id} liked={Boolean(reward.customerLike)} title={reward.title} visitorNote={t('likeNeedsSignIn')} />
    </MediaCard>
  );
}
