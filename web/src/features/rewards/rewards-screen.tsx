import { useTranslation } from 'react-i18next';
import { pageNumber, pathFor } from '@mall/site';
import { PageSize, Pagination } from '../../components/pagination';
import { usePageContext } from '../../lib/use-page-context';
import { PillNav } from '../../components/pill-nav';
import { useRewardsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { useLang } from '../../lib/use-lang';
import { changedBy } from '../../lib/member-changes';
import { listHead } from './head';
import { RewardCard } from './reward-card';
import { listPageStatus, listVariables } from './variables';
import './rewards.css';

// The rewards list and a category of it (spec §2, §4 Lists): the categories as links, one page of
// cards, the paging as real links, a loading state and the all-images-loaded flag.

export function RewardsScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { params } = context;
  const { t } = useTranslation('rewards');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useRewardsPageQuery({ variables: listVariables(context), context: changedBy('Reward') });
  const items = data?.rewards?.items ?? [];
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.rewards?.items);
  const page = pageNumber(params.page) ?? 1;
  const title = data ? (listHead(data, page, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  const redirect = usePageStatus(data ? listPageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.rewards) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { rewards, rewardCategories, mall } = data;
  const current = rewards.category;
  const hrefFor = (p: number) => (current ? pathFor('rewards-category', lang, { category: current.key, page: p }) : pathFor('rewards', lang, { page: p }));
  return (
    <div className="rewards" data-testid="rewards">
      <h1>{current ? current.name : t('title')}</h1>
      <p className="rewards__intro">{t('intro')}</p>
      {rewardCategories.length > 0 && (
        <PillNav
          label={t('categories')}
          compact
          links={[
            { key: 'all', href: pathFor('rewards', lang, { page: 1 }), label: t('allCategories'), current: !current },
            ...rewardCategories.map((category) => ({
              key: category.id,
              href: pathFor('rewards-category', lang, { category: category.key, page: 1 }),
              label: category.name,
              current: current?.id === category.id,
            })),
          ]}
        />
      )}
      {items.length > 0 && <PageSize size={listVariables(context).perPage ?? 10} firstPage={hrefFor(1)} />}
      {items.length === 0 ? (
        <p className="rewards__empty">{t('empty')}</p>
      ) : (
        <ul className="media-grid" data-testid="reward-list" data-all-images-loaded={allImagesLoaded} aria-busy={fetching}>
          {items.map((reward, index) => (
            <RewardCard key={reward.id} reward={reward} lang={lang} dateFormat={mall.dateFormat} eager={index < 2} onImageLoad={onImageLoad} />
          ))}
        </ul>
      )}
      <Pagination page={rewards.currentPage} lastPage={rewards.lastPage} hrefFor={hrefFor} />
    </div>
  );
}

export default RewardsScreen;
