import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { TierProgress } from '../../components/tier-progress';
import type { DashboardPageQuery } from '../../graphql/generated';
import { formatMallDate } from '../../lib/mall-date';
import { useLang } from '../../lib/use-lang';

/**
 * The member's points as a card of the overview (issue 10): the balance in the page's point wording,
 * the next points to expire (the mall's date format), the tier and the way to the next one, and the
 * ways on: my points, uploading a receipt.
 */
export function PointsCard({ points, tier, dateFormat }: { points: DashboardPageQuery['myPoints']; tier: DashboardPageQuery['myTier']; dateFormat: string | null }) {
  const lang = useLang();
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation();
  const next = points.expiring[0];
  return (
    <section className="dashboard-card points-card" aria-labelledby="points-card-title" data-testid="points-card">
      <h2 id="points-card-title">{t('points.title')}</h2>
      <p className="points-card__balance" data-testid="points-card-balance">
        {common('plural.points', { count: points.balance })}
      </p>
      {next && (
        <p className="dashboard-card__muted">
          {t('points.nextExpiry', { points: common('plural.points', { count: next.points }), date: formatMallDate(next.expiresOn, dateFormat, lang) ?? next.expiresOn })}
        </p>
      )}
      <div className="points-card__tier">
        <TierProgress tier={tier} />
      </div>
      <p className="points-card__links">
        <PrefetchLink to={pathFor('dashboard-my-points', lang)}>{t('points.details')}</PrefetchLink>
        <PrefetchLink to={pathFor('dashboard-receipts', lang)}>{t('points.upload')}</PrefetchLink>
      </p>
    </section>
  );
}
