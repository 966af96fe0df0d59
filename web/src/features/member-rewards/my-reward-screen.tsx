import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { useMyRewardPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { failedOffline, storeReward } from '../../offline/member-copy';
import { MemberCopyFallback } from '../../offline/member-copy-fallback';
import { myRewardStatus, myRewardVariables } from './variables';
import './member-rewards.css';

// A member's reward (spec §2 "Member reward detail"): what it is, its status and validity, and, while
// it is active, its code for the cashier: a QR code (SVG markup the bff generated itself from the code
// with the `qrcode` library and checked to be nothing but paths, so it is inlined as it is) and the code
// as large text, to read out or type. An active reward's code is kept on this device (issue 24,
// offline/member-copy.ts) and shown from there when the page cannot load for want of a network.

export function MyRewardScreen() {
  const context = usePageContext();
  const { lang } = context;
  const { t } = useTranslation('member-rewards');
  const { t: common } = useTranslation();
  const variables = myRewardVariables(context);
  const [{ data, error, fetching }] = useMyRewardPageQuery({ variables });
  const item = data?.customerReward;
  usePageTitle(item ? t('head.rewardTitle', { reward: item.reward?.title ?? item.code }) : null);
  const redirect = usePageStatus(data ? myRewardStatus(data) : null);
  useEffect(() => {
    const shown = data?.customerReward;
    if (!data?.viewer || !shown) return;
    const day = (value: string | null | undefined) => formatMallDate(value, data.mall.dateFormat, lang) ?? value ?? '';
    const copy = { id: shown.id, name: shown.reward?.title ?? t('mine.withdrawn'), code: shown.code, qrSvg: shown.qrSvg ?? null, activatedOn: day(shown.activatedOn), validUntil: day(shown.validUntilDay), lang };
    void storeReward(data.viewer.id, copy, shown.status === 'ACTIVE');
  }, [data, t, lang]);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data || !item) {
    const failure = new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
    if (error && failedOffline(error)) return <MemberCopyFallback lang={lang} rewardId={String(variables.id)} error={failure} />;
    throw failure;
  }

  const date = (day: string | null | undefined) => formatMallDate(day, data.mall.dateFormat, lang) ?? day ?? '';
  const active = item.status === 'ACTIVE';
  return (
    <article className="my-reward" data-testid="my-reward" data-status={item.status}>
      <p className="my-reward__back">
        <PrefetchLink to={pathFor('dashboard-rewards', lang)}>{t('detail.back')}</PrefetchLink>
      </p>
      <h1>{item.reward?.title ?? t('mine.withdrawn')}</h1>
      <dl className="my-reward__facts">
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>
            <span className={`status status--${item.status.toLowerCase()}`} data-testid="my-reward-status">
              {t(`mine.status.${item.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('detail.points')}</dt>
          <dd>{common('plural.points', { count: item.points })}</dd>
        </div>
        <div>
          <dt>{t('detail.activated')}</dt>
          <dd>{date(item.activatedOn)}</dd>
        </div>
        <div>
          <dt>{item.status === 'USED' ? t('detail.used') : item.status === 'EXPIRED' ? t('detail.expired') : t('detail.validUntil')}</dt>
          <dd data-testid="my-reward-validity">{date(item.status === 'USED' ? item.usedOn : item.validUntilDay)}</dd>
        </div>
      </dl>
      {active ? (
        <section className="my-reward__ticket" aria-labelledby="my-reward-code">
          <p className="my-reward__till">{t('detail.atTill')}</p>
          {item.qrSvg && (
            // The bff's own SVG of the code (bff/src/rewards/qr.ts): paths only, no script, no text, no link.
            <div className="my-reward__qr" role="img" aria-label={t('detail.qr', { code: item.code })} data-testid="my-reward-qr" dangerouslySetInnerHTML={{ __html: item.qrSvg }} />
          )}
          <h2 id="my-reward-code" className="my-reward__code-label">
            {t('detail.code')}
          </h2>
          <p className="my-reward__code code" data-testid="my-reward-code">
            {item.code}
          </p>
        </section>
      ) : (
        <p className="my-reward__inactive" data-testid="my-reward-inactive">
          {t(`detail.notActive.${item.status === 'USED' ? 'USED' : 'EXPIRED'}`)} <span className="code">{item.code}</span>
        </p>
      )}
      {item.reward && (
        <div className="my-reward__about">
          {item.reward.image && <ProxiedImage src={item.reward.image} srcWidth={320} maxWidth={960} sizes="(min-width: 700px) 320px, 92vw" width={400} height={300} className="my-reward__image" />}
          <div>
            {item.reward.summary && <p>{item.reward.summary}</p>}
            <PrefetchLink to={pathFor('reward', lang, { id: item.reward.id, title: item.reward.slug })}>{t('detail.about')}</PrefetchLink>
          </div>
        </div>
      )}
    </article>
  );
}

export default MyRewardScreen;
