import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { Pagination, queryPageHref } from '../../components/pagination';
import { PrefetchLink } from '../../components/prefetch-link';
import { useReceiptsPageQuery, type ReceiptsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { ReceiptForm } from './receipt-form';
import { receiptsStatus, receiptsVariables } from './variables';
import './receipts.css';

// Receipts (issue 10 "Dashboard: receipts"): the upload form (photo or PDF, with its progress), and the
// member's receipts, newest first, each with its status — being checked, accepted with the points it
// earned, rejected with the reason — paged by `?page=`. A receipt just uploaded shows at once (the
// list is asked again from the platform, never from a cache).

type Receipt = ReceiptsPageQuery['myReceipts']['items'][number];

export function ReceiptsScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('receipts');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }, refetch] = useReceiptsPageQuery({ variables: receiptsVariables(context) });
  usePageTitle(t('head.title'));
  const shops = useMemo(() => (data?.shopsByLetter ?? []).flatMap((letter) => letter.shops).filter((shop) => shop.loyaltyPartner), [data?.shopsByLetter]);
  const onUploaded = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const redirect = usePageStatus(data ? receiptsStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { myReceipts, mall, uploadRules, earningRules } = data;
  const day = (value: string) => formatMallDate(value, mall.dateFormat, lang) ?? value;
  const path = pathFor('dashboard-receipts', lang);

  const status = (receipt: Receipt) => t(`status.${receipt.status}` as 'status.PENDING');
  return (
    <div className="receipts" data-testid="receipts">
      <h1>{t('title')}</h1>
      <p>
        {t('intro')} <PrefetchLink to={pathFor('dashboard-get-points', lang)}>{t('howLink')}</PrefetchLink>
      </p>
      <div className="receipts__layout">
        <ReceiptForm
          shops={shops}
          currency={mall.currency ?? null}
          maxBytes={uploadRules.maxBytes}
          types={uploadRules.types}
          maxAgeDays={earningRules.receiptMaxAgeDays}
          checkingDays={earningRules.checkingDays}
          onUploaded={onUploaded}
        />
        <section className="receipts__list" aria-labelledby="receipts-list" aria-busy={fetching}>
          <h2 id="receipts-list">{t('list.title')}</h2>
          {myReceipts.items.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <ul className="receipt-list" data-testid="receipt-list">
              {myReceipts.items.map((receipt) => (
                <li key={receipt.id} className={`receipt receipt--${receipt.status.toLowerCase()}`} data-testid="receipt-item" data-status={receipt.status}>
                  <div className="receipt__main">
                    <h3 className="receipt__shop">{receipt.shopName ?? t('list.unknownShop')}</h3>
                    <p className="receipt__meta">
                      {t('list.purchased', { date: day(receipt.purchaseDate) })} · <span className="receipt__amount">{receipt.amount}</span>
                    </p>
                    <p className="receipt__meta receipt__uploaded">
                      {receipt.fileName ? `${receipt.fileName}, ` : ''}
                      {t('list.uploaded', { date: day(receipt.uploadedDate) })}
                    </p>
                    {receipt.rejectionReason && <p className="receipt__reason">{t('list.reason', { reason: receipt.rejectionReason })}</p>}
                  </div>
                  <div className="receipt__outcome">
                    <span className="receipt__status" data-testid="receipt-status">
                      {status(receipt)}
                    </span>
                    {receipt.points !== null && <span className="receipt__points">{t('list.points', { points: common('plural.points', { count: receipt.points }) })}</span>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={myReceipts.currentPage} lastPage={myReceipts.lastPage} hrefFor={(page) => queryPageHref(path, page)} keepQuery={false} />
        </section>
      </div>
    </div>
  );
}

export default ReceiptsScreen;
