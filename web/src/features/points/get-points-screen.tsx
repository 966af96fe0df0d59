import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { megabytes } from '@mall/site/uploads';
import { PrefetchLink } from '../../components/prefetch-link';
import { useGetPointsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import './points.css';

// Get points (issue 10 "Dashboard: get points explains how to earn"): receipts — the rate, what counts,
// how to upload, how long the check takes, how long points last (the mall's own rules, from the
// platform) — with the way to the upload; the tiers with their thresholds and benefits; the bonuses.

export function GetPointsScreen() {
  const lang = useLang();
  const { t } = useTranslation('points');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useGetPointsPageQuery({ variables: { lang } });
  usePageTitle(t('getPoints.head.title'));
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { earningRules: rules, loyaltyProgram, uploadRules } = data;
  const days = (count: number) => common('plural.days', { count });
  const points = (count: number) => common('plural.points', { count });
  const upload = pathFor('dashboard-receipts', lang);

  return (
    <div className="points get-points" data-testid="get-points">
      <h1>{t('getPoints.title')}</h1>
      <p>{t('getPoints.intro')}</p>

      <section aria-labelledby="get-points-receipts">
        <h2 id="get-points-receipts">{t('getPoints.receipts.title')}</h2>
        <p data-testid="get-points-rate">{t('getPoints.receipts.rate', { amount: rules.amountPerPoint })}</p>
        <p>{t('getPoints.receipts.counts', { days: days(rules.receiptMaxAgeDays) })}</p>
        <h3>{t('getPoints.receipts.howTitle')}</h3>
        <ol className="get-points__steps">
          <li>{t('getPoints.receipts.step1')}</li>
          <li>{t('getPoints.receipts.step2')}</li>
          <li>{t('getPoints.receipts.step3', { max: megabytes(uploadRules.maxBytes) })}</li>
        </ol>
        <p>{t('getPoints.receipts.checking', { days: days(rules.checkingDays) })}</p>
        <p>{t('getPoints.receipts.validity', { days: days(rules.pointsValidDays) })}</p>
        <p>
          <PrefetchLink className="points__button" to={upload} data-testid="get-points-upload">
            {t('getPoints.receipts.upload')}
          </PrefetchLink>
        </p>
      </section>

      <section aria-labelledby="get-points-tiers">
        <h2 id="get-points-tiers">{t('getPoints.tiers.title')}</h2>
        {loyaltyProgram.tiers.length === 0 ? (
          <p>{t('getPoints.tiers.empty')}</p>
        ) : (
          <ol className="get-points__tiers" data-testid="get-points-tiers">
            {loyaltyProgram.tiers.map((tier) => (
              <li key={tier.id} className="get-points__tier" style={tier.color ? ({ '--tier-color': tier.color } as CSSProperties) : undefined}>
                <h3>{tier.name}</h3>
                <p className="get-points__threshold">{tier.pointsFrom > 0 ? t('getPoints.tiers.from', { points: points(tier.pointsFrom) }) : t('getPoints.tiers.everyMember')}</p>
                {tier.benefits && <div className="rich-text" dangerouslySetInnerHTML={{ __html: tier.benefits }} />}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="get-points-bonuses">
        <h2 id="get-points-bonuses">{t('getPoints.bonuses.title')}</h2>
        {rules.bonuses.length === 0 ? (
          <p>{t('getPoints.bonuses.empty')}</p>
        ) : (
          <ul className="get-points__bonuses" data-testid="get-points-bonuses">
            {rules.bonuses.map((bonus) => (
              <li key={bonus.key} className="get-points__bonus" data-testid="get-points-bonus">
                <div className="get-points__bonus-text">
                  <h3>{bonus.name}</h3>
                  {bonus.description && <p>{bonus.description}</p>}
                </div>
                <span className="get-points__bonus-points">{t('getPoints.bonuses.points', { points: points(bonus.points) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default GetPointsScreen;
