import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { Pagination, queryPageHref } from '../../components/pagination';
import { PrefetchLink } from '../../components/prefetch-link';
import { TierProgress } from '../../components/tier-progress';
import { useMyPointsPageQuery, type MyPointsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { myPointsStatus, myPointsVariables } from './variables';
import { movementKind, signedPoints } from './wording';
import './points.css';

// My points (issue 10 "Dashboard"): the balance, the batches that expire next, the tier and the way to
// the next one, and the history, each movement with its day (the mall's date format; the bff gives the
// mall's calendar day), its source in words and its signed amount; paged by `?page=`.

type Movement = MyPointsPageQuery['pointsHistory']['items'][number];

export function MyPointsScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('points');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useMyPointsPageQuery({ variables: myPointsVariables(context) });
  usePageTitle(t('myPoints.head.title'));
  const redirect = usePageStatus(data ? myPointsStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { myPoints, myTier, pointsHistory, mall } = data;
  const points = (count: number) => common('plural.points', { count });
  const day = (value: string) => formatMallDate(value, mall.dateFormat, lang) ?? value;
  const what = (movement: Movement) => t(`myPoints.source.${movement.source}` as 'myPoints.source.RECEIPT');
  const path = pathFor('dashboard-my-points', lang);

  return (
    <div className="points" data-testid="my-points">
      <h1>{t('myPoints.title')}</h1>
      <div className="points__summary">
        <section className="points__card points__balance" aria-labelledby="points-balance">
          <h2 id="points-balance">{t('myPoints.balance')}</h2>
          <p className="points__balance-value" data-testid="points-balance">
            {points(myPoints.balance)}
          </p>
          <p className="points__actions">
            <PrefetchLink className="points__button" to={pathFor('dashboard-receipts', lang)}>
              {t('myPoints.uploadReceipt')}
            </PrefetchLink>
            <PrefetchLink to={pathFor('dashboard-get-points', lang)}>{t('myPoints.earnMore')}</PrefetchLink>
          </p>
        </section>
        <section className="points__card" aria-label={common('tier.label')}>
          <TierProgress tier={myTier} headingLevel={2} />
        </section>
        <section className="points__card" aria-labelledby="points-expiring">
          <h2 id="points-expiring">{t('myPoints.expiring.title')}</h2>
          {myPoints.expiring.length === 0 ? (
            <p>{t('myPoints.expiring.none')}</p>
          ) : (
            <>
              <ul className="points__expiring" data-testid="points-expiring">
                {myPoints.expiring.map((batch) => (
                  <li key={batch.expiresOn}>{t('myPoints.expiring.item', { points: points(batch.points), date: day(batch.expiresOn) })}</li>
                ))}
              </ul>
              <p className="points__note">{t('myPoints.expiring.note')}</p>
            </>
          )}
        </section>
      </div>

      <section className="points__history" aria-labelledby="points-history">
        <h2 id="points-history">{t('myPoints.history.title')}</h2>
        {pointsHistory.items.length === 0 ? (
          <p>{t('myPoints.history.empty')}</p>
        ) : (
          <table className="points__table" aria-labelledby="points-history" data-testid="points-history">
            <thead>
              <tr>
                <th scope="col">{t('myPoints.history.date')}</th>
                <th scope="col">{t('myPoints.history.what')}</th>
                <th scope="col" className="points__amount">
                  {t('myPoints.history.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pointsHistory.items.map((movement) => (
                <tr key={movement.id} data-testid="points-movement">
                  <td className="points__date">{day(movement.date)}</td>
                  <td>
                    <span className="points__source">{what(movement)}</span>
                    {movement.detail && <span className="points__detail">{movement.detail}</span>}
                    {movement.expiresOn && <span className="points__expires">{t('myPoints.history.expires', { date: day(movement.expiresOn) })}</span>}
                  </td>
                  <td className={`points__amount points__amount--${movementKind(movement.points)}`}>{signedPoints(movement.points, points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={pointsHistory.currentPage} lastPage={pointsHistory.lastPage} hrefFor={(page) => queryPageHref(path, page)} keepQuery={false} />
      </section>
    </div>
  );
}

export default MyPointsScreen;
