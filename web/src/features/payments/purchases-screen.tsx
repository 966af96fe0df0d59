import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { usePurchasesPageQuery, type PurchasesPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate, formatMallTime } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { usePageContext } from '../../lib/use-page-context';
import { formatStay } from './format';
import { purchasesStatus, purchasesVariables } from './variables';
import './payments.css';

// The member's purchases (issue 10 "Dashboard": gift-card and parking purchases with date, amount and
// status), newest first, 10 a page; the older ones behind a real link (`?page=`).

type Purchase = PurchasesPageQuery['purchases']['items'][number];
type Mall = PurchasesPageQuery['mall'];

function PurchaseItem({ purchase, mall }: { purchase: Purchase; mall: Mall }) {
  const lang = useLang();
  const { t } = useTranslation('payments');
  const date = (day: string) => formatMallDate(day, mall.dateFormat, lang) ?? day;
  const time = (clock: string) => formatMallTime(clock, mall.timeFormat) ?? clock;
  const { giftCard, parking } = purchase;
  return (
    <li className="purchase" data-testid="purchase">
      <div className="purchase__main">
        <h2 className="purchase__title">{t(purchase.type === 'giftCard' ? 'purchases.giftCard' : 'purchases.parking')}</h2>
        <p className="purchase__when">
          {date(purchase.date)}, {time(purchase.time)}
        </p>
        {giftCard && (
          <p className="purchase__detail">
            {giftCard.recipientName ? t('purchases.for', { name: giftCard.recipientName }) : t('purchases.forSelf')}, {t(giftCard.delivery === 'post' ? 'purchases.delivery.post' : 'purchases.delivery.email')}
          </p>
        )}
        {parking && (
          <p className="purchase__detail">
            {t('purchases.stay', {
              plate: parking.licencePlate,
              from: time(parking.entryTime),
              to: parking.exitDate === parking.entryDate ? time(parking.exitTime) : `${date(parking.exitDate)} ${time(parking.exitTime)}`,
              duration: formatStay(parking.durationMinutes, lang),
            })}
          </p>
        )}
        {purchase.card && <p className="purchase__detail">{t('purchases.paidWith', { card: purchase.card })}</p>}
        <p className="purchase__reference">{t('purchases.reference', { reference: purchase.reference })}</p>
      </div>
      <div className="purchase__side">
        <p className="purchase__price" data-testid="purchase-price">
          {purchase.price}
        </p>
        <p className={`purchase-status purchase-status--${purchase.status}`}>{t(`purchases.status.${purchase.status}`)}</p>
      </div>
    </li>
  );
}

export function PurchasesScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = usePurchasesPageQuery({ variables: purchasesVariables(context) });
  usePageTitle(t('purchases.head.title'));
  const redirect = usePageStatus(data ? purchasesStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
  const { purchases, mall } = data;
  const hrefFor = (page: number) => `${pathFor('dashboard-purchases', lang)}${page > 1 ? `?page=${page}` : ''}`;

  return (
    <div className="payments-page" data-testid="purchases">
      <h1>{t('purchases.title')}</h1>
      <p className="payments-page__muted">{t('purchases.intro', { mall: mall.name })}</p>
      {purchases.items.length === 0 ? (
        <p data-testid="purchases-empty">{t('purchases.empty')}</p>
      ) : (
        <ul className="purchases" aria-busy={fetching}>
          {purchases.items.map((purchase) => (
            <PurchaseItem key={purchase.id} purchase={purchase} mall={mall} />
          ))}
        </ul>
      )}
      {purchases.lastPage > 1 && (
        <nav className="purchases__pages" aria-label={common('pagination.label')} data-testid="purchases-pages">
          {purchases.page > 1 ? (
            <PrefetchLink to={hrefFor(purchases.page - 1)} rel="prev">
              ‹ {t('purchases.newer')}
            </PrefetchLink>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('purchases.page', { page: purchases.page, lastPage: purchases.lastPage })}</span>
          {purchases.page < purchases.lastPage ? (
            <PrefetchLink to={hrefFor(purchases.page + 1)} rel="next">
              {t('purchases.older')} ›
            </PrefetchLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

export default PurchasesScreen;
