import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { FollowButton } from '../../components/follow-button';
import { LikeButton } from '../../components/like-button';
import { OfferCard, offerCardLayout } from '../../components/offer-card';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { ShopCard } from '../../components/shop-card';
import { Thumbs } from '../../components/thumbs';
import { useFavouritesPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { changedBy } from '../../lib/member-changes';
import './favourites.css';

// The member's favourites (issue 10 "Favourites"): the rewards and offers they like, the shops they
// follow and their thumbs on events and news, each with its button to take it back (the page is asked
// again after a change, so what was taken back leaves the list). Each list is empty with a word and a
// way to find something to like.

function Section({ id, title, empty, browse, count, children }: { id: string; title: string; empty: string; browse: ReactNode; count: number; children: ReactNode }) {
  return (
    <section className="favourites__section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {count === 0 ? (
        <p className="favourites__empty">
          {empty} {browse}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

export function FavouritesScreen() {
  const lang = useLang();
  const { t } = useTranslation('favourites');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useFavouritesPageQuery({ variables: { lang }, context: changedBy('Reward', 'Offer', 'Shop', 'RatedPost') });
  usePageTitle(t('head.title'));
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { likedRewards, likedOffers, followedShops, ratedPosts, mall } = data;
  const layout = offerCardLayout(data.settings.offersLayout);
  return (
    <div className="favourites" data-testid="favourites" aria-busy={fetching}>
      <h1>{t('title')}</h1>
      <p className="favourites__intro">{t('intro')}</p>

      <Section
        id="liked-rewards"
        title={t('rewards.title')}
        empty={t('rewards.empty')}
        count={likedRewards.length}
        browse={<PrefetchLink to={pathFor('rewards', lang, { page: 1 })}>{t('browse.rewards')}</PrefetchLink>}
      >
        <ul className="favourites__rows">
          {likedRewards.map((reward) => (
            <li key={reward.id} className="favourites__row" data-testid="liked-reward">
              <span className="favourites__thumb">
                {reward.image && <ProxiedImage src={reward.image} srcWidth={160} maxWidth={320} sizes="96px" width={96} height={72} />}
              </span>
              <div className="favourites__text">
                <h3>
                  <PrefetchLink to={pathFor('reward', lang, { id: reward.id, title: reward.slug })}>{reward.title}</PrefetchLink>
                </h3>
                <p>{common('plural.points', { count: reward.points })}</p>
              </div>
              <LikeButton type="REWARD" id={reward.id} liked={Boolean(reward.customerLike)} title={reward.title} visitorNote={t('signInNeeded')} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="liked-offers"
        title={t('offers.title')}
        empty={t('offers.empty')}
        count={likedOffers.length}
        browse={<PrefetchLink to={pathFor('offers', lang, { page: 1 })}>{t('browse.offers')}</PrefetchLink>}
      >
        <ul className="offer-grid">
          {likedOffers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} lang={lang} layout={layout} dateFormat={mall.dateFormat} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="followed-shops"
        title={t('shops.title')}
        empty={t('shops.empty')}
        count={followedShops.length}
        browse={<PrefetchLink to={pathFor('shops-services', lang)}>{t('browse.shops')}</PrefetchLink>}
      >
        <ul className="favourites__shops">
          {followedShops.map((shop) => (
            <li key={shop.id} className="favourites__shop" data-testid="followed-shop">
              <ShopCard shop={shop} lang={lang} headingLevel={3} />
              <FollowButton shopId={shop.id} followed={shop.followed ?? true} name={shop.name} visitorNote={t('signInNeeded')} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="rated-posts"
        title={t('ratings.title')}
        empty={t('ratings.empty')}
        count={ratedPosts.length}
        browse={<PrefetchLink to={pathFor('news-events', lang)}>{t('browse.news')}</PrefetchLink>}
      >
        <ul className="favourites__rows">
          {ratedPosts.map((post) => (
            <li key={`${post.type}-${post.id}`} className="favourites__row" data-testid="rated-post">
              <span className="favourites__thumb">
                {post.image && <ProxiedImage src={post.image} srcWidth={160} maxWidth={320} sizes="96px" width={96} height={72} />}
              </span>
              <div className="favourites__text">
                <p className="favourites__kind">{t(`ratings.${post.type}`)}</p>
                <h3>
                  <PrefetchLink to={pathFor(post.type === 'EVENT' ? 'event' : 'news-detail', lang, { id: post.id, title: post.slug })}>{post.title}</PrefetchLink>
                </h3>
              </div>
              <Thumbs type={post.type} id={post.id} value={post.value} title={post.title} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export default FavouritesScreen;
