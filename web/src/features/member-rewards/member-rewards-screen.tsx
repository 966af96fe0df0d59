import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { useMemberRewardsPageQuery, type CustomerRewardItemFragment, type MemberRewardsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { usePageContext } from '../../lib/use-page-context';
import { changedBy } from '../../lib/member-changes';
import { ActivateControl } from './activate-control';
import { QueryPager } from './query-pager';
import { catalogueParam, memberRewardsStatus, memberRewardsVariables, mineParam } from './variables';
import '../../components/media-card.css';
import './member-rewards.css';

// The dashboard's rewards (issue 10 "Rewards for members"): the member's balance, the rewards they have
// activated (status, code, validity in the mall's date format; each opens its page with the QR code for
// the cashier) and the catalogue: per reward its points, limits and validity, and whether the member
// can activate it now, or why not.

type DateFormat = string | null | undefined;

/** What an activated reward's dates say, by its status. */
function useWhen() {
  const { t } = useTranslation('member-rewards');
  return (item: CustomerRewardItemFragment, dateFormat: DateFormat, lang: Lang): string => {
    const date = (day: string | null | undefined) => formatMallDate(day, dateFormat, lang) ?? day ?? '';
    if (item.status === 'USED') return t('mine.usedOn', { date: date(item.usedOn) });
    if (item.status === 'EXPIRED') return t('mine.expiredOn', { date: date(item.validUntilDay) });
    return t('mine.validUntil', { date: date(item.validUntilDay) });
  };
}

export function CustomerRewardRow({ item, dateFormat, lang }: { item: CustomerRewardItemFragment; dateFormat: DateFormat; lang: Lang }) {
  const { t } = useTranslation('member-rewards');
  const when = useWhen();
  // An active one's page is its code for the cashier; a used or expired one's, what became of it.
  const open = item.status === 'ACTIVE' ? 'mine.open' : 'mine.details';
  return (
    <li className={`my-rewards__item my-rewards__item--${item.status.toLowerCase()}`} data-testid="customer-reward" data-status={item.status}>
      <div className="my-rewards__text">
        <h3 className="my-rewards__title">{item.reward?.title ?? t('mine.withdrawn')}</h3>
        <p className="my-rewards__meta">
          <span className={`status status--${item.status.toLowerCase()}`}>{t(`mine.status.${item.status}`)}</span>{' '}
          {when(item, dateFormat, lang)}
        </p>
        {item.status === 'ACTIVE' && (
          <p className="my-rewards__code">
            {t('mine.code')}: <span className="code" data-testid="customer-reward-code">{item.code}</span>
          </p>
        )}
      </div>
      <PrefetchLink className="button my-rewards__open" to={pathFor('my-reward', lang, { id: item.id })} aria-label={`${t(open)}: ${item.reward?.title ?? item.code}`}>
        {t(open)}
      </PrefetchLink>
    </li>
  );
}

type CatalogueItem = MemberRewardsPageQuery['memberRewards']['items'][number];

function CatalogueCard({ item, dateFormat, lang, eager }: { item: CatalogueItem; dateFormat: DateFormat; lang: Lang; eager: boolean }) {
  const { t } = useTranslation('member-rewards');
  const { t: common } = useTranslation();
  const { reward } = item;
  const validTo = formatMallDate(reward.validTo, dateFormat, lang);
  return (
    <li className="member-reward" data-testid="member-reward" data-reward={reward.id} data-availability={item.availability}>
      <span className="media-card__image member-reward__image">
        {reward.image && <ProxiedImage src={reward.image} srcWidth={320} maxWidth={960} sizes="(min-width: 1060px) 220px, (min-width: 523px) 45vw, 92vw" width={400} height={300} eager={eager} />}
      </span>
      <div className="member-reward__body">
        <h3 className="member-reward__title">
          <PrefetchLink to={pathFor('reward', lang, { id: reward.id, title: reward.slug })}>{reward.title}</PrefetchLink>
        </h3>
        <p className="member-reward__points">{common('plural.points', { count: reward.points })}</p>
        <ul className="member-reward__facts">
          {validTo && <li>{t('catalogue.validUntil', { date: validTo })}</li>}
          {reward.limitPerMember != null && <li>{t('catalogue.perMember', { used: Math.min(item.activatedCount, reward.limitPerMember), limit: reward.limitPerMember })}</li>}
          {reward.limitTotal != null && reward.remaining != null && reward.remaining > 0 && <li>{t('catalogue.remaining', { remaining: reward.remaining, total: reward.limitTotal })}</li>}
        </ul>
        <ActivateControl rewardId={reward.id} title={reward.title} points={reward.points} availability={item.availability} pointsShort={item.pointsShort} />
      </div>
    </li>
  );
}

export function MemberRewardsScreen() {
  const context = usePageContext();
  const { lang } = context;
  const { t } = useTranslation('member-rewards');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useMemberRewardsPageQuery({ variables: memberRewardsVariables(context), context: changedBy('CustomerReward', 'Reward') });
  usePageTitle(t('head.title'));
  const redirect = usePageStatus(data ? memberRewardsStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { memberRewards: catalogue, customerRewards: mine, mall } = data;
  return (
    <div className="member-rewards" data-testid="member-rewards" aria-busy={fetching}>
      <div className="member-rewards__head">
        <h1>{t('title')}</h1>
        <p className="balance" data-testid="balance">
          <span className="balance__label">{t('balance')}</span> <strong className="balance__value">{common('plural.points', { count: catalogue.balance })}</strong>
        </p>
      </div>

      <section className="my-rewards" aria-labelledby="my-rewards-title">
        <h2 id="my-rewards-title">{t('mine.title')}</h2>
        {mine.items.length === 0 ? (
          <p className="member-rewards__empty">{t('mine.empty')}</p>
        ) : (
          <ul className="my-rewards__list" data-testid="customer-rewards">
            {mine.items.map((item) => (
              <CustomerRewardRow key={item.id} item={item} dateFormat={mall.dateFormat} lang={lang} />
            ))}
          </ul>
        )}
        <QueryPager param={mineParam} page={mine.currentPage} lastPage={mine.lastPage} label={t('pager.mine')} />
      </section>

      <section className="member-catalogue" aria-labelledby="member-catalogue-title">
        <h2 id="member-catalogue-title">{t('catalogue.title')}</h2>
        <p className="member-rewards__intro">{t('catalogue.intro')}</p>
        {catalogue.items.length === 0 ? (
          <p className="member-rewards__empty">{t('catalogue.empty')}</p>
        ) : (
          <ul className="member-catalogue__grid" data-testid="member-catalogue">
            {catalogue.items.map((item, index) => (
              <CatalogueCard key={item.reward.id} item={item} dateFormat={mall.dateFormat} lang={lang} eager={index < 2} />
            ))}
          </ul>
        )}
        <QueryPager param={catalogueParam} page={catalogue.currentPage} lastPage={catalogue.lastPage} label={t('pager.catalogue')} />
      </section>
    </div>
  );
}

export default MemberRewardsScreen;
