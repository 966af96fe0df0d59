import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { LikeButton } from '../../components/like-button';
import { ProxiedImage } from '../../components/proxied-image';
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
  const Heading = `h${headingLevel}` as const;
  const soldOut = reward.remaining === 0;
  const validTo = formatMallDate(reward.validTo, dateFormat, lang);
  const done = useCallback(() => onImageLoad(reward.id), [onImageLoad, reward.id]);
  // A reward without an image has nothing to wait for.
  useEffect(() => {
    if (!reward.image) onImageLoad(reward.id);
  }, [reward.image, reward.id, onImageLoad]);
  return (
    <li className="reward-card" data-testid="reward-card">
      <PrefetchLink className="reward-card__link" to={pathFor('reward', lang, { id: reward.id, title: reward.slug })}>
        <span className="reward-card__image">
          {reward.image && (
            // Cards are at most about 360 CSS pixels wide (rewards.css), up to three device pixels each.
            <ProxiedImage
              src={reward.image}
              srcWidth={480}
              maxWidth={1200}
              sizes="(min-width: 1060px) 270px, (min-width: 523px) 45vw, 92vw"
              width={400}
              height={300}
              eager={eager}
              onDone={done}
            />
          )}
        </span>
        <Heading className="reward-card__title">{reward.title}</Heading>
      </PrefetchLink>
      <p className="reward-card__points" data-testid="reward-points">
        {common('plural.points', { count: reward.points })}
      </p>
      {validTo && <p className="reward-card__valid">{t('validUntil', { date: validTo })}</p>}
      {soldOut && <p className="reward-card__sold-out">{t('soldOut')}</p>}
      <LikeButton type="REWARD" id={reward.id} liked={Boolean(reward.customerLike)} title={reward.title} visitorNote={t('likeNeedsSignIn')} />
    </li>
  );
}
