import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PostCard } from '../../components/post-card';
import { eventCardText, newsCardText } from '../../components/post-card-text';
import { PrefetchLink } from '../../components/prefetch-link';
import { useNewsEventsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { useLang } from '../../lib/use-lang';
import { newsEventsHead } from './head';
import './news-events.css';

// The news-and-events landing (spec §2 `news-events`): the newest news and the next events as cards
// (picture, title, dates in the mall's formats, the shop's name for a shop's item), each part with a
// real link to its full list, and a sentence instead of an empty list.

export function NewsEventsScreen() {
  const lang = useLang();
  const { t } = useTranslation('news-events');
  const { t: common } = useTranslation();
  // The same variables as the page module's (news-events.page.ts): the first HTML's result is this one.
  const [{ data, error, fetching }] = useNewsEventsPageQuery({ variables: { lang } });
  const news = useAllImagesLoaded(data?.lastNews);
  const events = useAllImagesLoaded(data?.upcomingEvents);
  usePageTitle(data ? (newsEventsHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { mall } = data;
  return (
    <div className="news-events" data-testid="news-events">
      <h1>{t('title')}</h1>
      <p className="news-events__intro">{t('intro', { mall: mall.name })}</p>

      <section className="news-events__part" aria-labelledby="news-events-news" data-testid="news-events-news">
        <div className="news-events__head">
          <h2 id="news-events-news">{t('news.heading')}</h2>
          <PrefetchLink to={pathFor('news', lang, {})} data-testid="news-events-all-news">
            {t('news.all')}
          </PrefetchLink>
        </div>
        {data.lastNews.length === 0 ? (
          <p className="news-events__empty">{t('news.empty')}</p>
        ) : (
          <ul className="post-grid news-events__grid" data-all-images-loaded={news.allImagesLoaded}>
            {data.lastNews.map((item, index) => (
              <PostCard
                key={item.id}
                {...newsCardText(item, lang, mall)}
                shopLabel={t('news.shopLabel')}
                eager={index < 2}
                onImageLoad={news.onImageLoad}
                headingLevel={3}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="news-events__part" aria-labelledby="news-events-events" data-testid="news-events-events">
        <div className="news-events__head">
          <h2 id="news-events-events">{t('events.heading')}</h2>
          <PrefetchLink to={pathFor('events', lang, {})} data-testid="news-events-all-events">
            {t('events.all')}
          </PrefetchLink>
        </div>
        {data.upcomingEvents.length === 0 ? (
          <p className="news-events__empty">{t('events.empty')}</p>
        ) : (
          <ul className="post-grid news-events__grid" data-all-images-loaded={events.allImagesLoaded}>
            {data.upcomingEvents.map((event) => (
              <PostCard
                key={event.id}
                {...eventCardText(event, lang, mall)}
                shopLabel={t('events.placeLabel')}
                eager={false}
                onImageLoad={events.onImageLoad}
                headingLevel={3}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default NewsEventsScreen;
