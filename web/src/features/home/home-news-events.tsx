import { useTranslation } from 'react-i18next';
import { pathFor, type Lang } from '@mall/site';
import { eventCardText, newsCardText, type EventFields, type MallFormats, type NewsFields, type PostCardText } from '../../components/post-card-text';
import { LikedMark } from '../../components/post-card';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import './home.css';

// Home's `news-events` section (homepage_items_names): the last events (spec §9: the next 5, coming
// and ongoing) and the newest news as short rows (a small picture, the title as a link, the dates in
// the mall's formats, the shop for a shop's item), with links to their lists and to the landing.
// Nothing when the mall has neither.

function PostRow({ post, shopLabel, testId }: { post: PostCardText; shopLabel: string; testId: string }) {
  return (
    <li className="home-post" data-testid={testId}>
      <span className="home-post__image">
        {post.image && <ProxiedImage src={post.image} srcWidth={160} maxWidth={480} sizes="128px" width={160} height={90} />}
      </span>
      <div className="home-post__text">
        <PrefetchLink className="home-post__title" to={post.href}>
          {post.title}
        </PrefetchLink>
        <p className="home-post__when">
          <time>{post.dates}</time>
          {post.times && <span> · {post.times}</span>}
        </p>
        {post.shopName && (
          <p className="home-post__shop">
            <span className="visually-hidden">{shopLabel} </span>
            {post.shopName}
          </p>
        )}
        {post.liked && <LikedMark className="home-post__liked" />}
      </div>
    </li>
  );
}

export function HomeNewsEvents({ events, news, formats, lang }: { events: readonly EventFields[]; news: readonly NewsFields[]; formats: MallFormats; lang: Lang }) {
  const { t } = useTranslation('home');
  if (events.length === 0 && news.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-news-events-title" data-testid="home-news-events">
      <div className="home-section__head">
        <h2 id="home-news-events-title">{t('newsEvents.heading')}</h2>
        <PrefetchLink to={pathFor('news-events', lang)}>{t('newsEvents.all')}</PrefetchLink>
      </div>
      <div className="home-news-events">
        <div className="home-news-events__part" data-testid="home-events">
          <h3>{t('newsEvents.events')}</h3>
          {events.length === 0 ? (
            <p className="home-news-events__empty">{t('newsEvents.noEvents')}</p>
          ) : (
            <ul className="home-posts">
              {events.map((event) => (
                <PostRow key={event.id} post={eventCardText(event, lang, formats)} shopLabel={t('newsEvents.placeLabel')} testId="home-event" />
              ))}
            </ul>
          )}
          <PrefetchLink className="home-news-events__more" to={pathFor('events', lang, {})}>
            {t('newsEvents.allEvents')}
          </PrefetchLink>
        </div>
        <div className="home-news-events__part" data-testid="home-news">
          <h3>{t('newsEvents.news')}</h3>
          {news.length === 0 ? (
            <p className="home-news-events__empty">{t('newsEvents.noNews')}</p>
          ) : (
            <ul className="home-posts">
              {news.map((item) => (
                <PostRow key={item.id} post={newsCardText(item, lang, formats)} shopLabel={t('newsEvents.fromLabel')} testId="home-news-item" />
              ))}
            </ul>
          )}
          <PrefetchLink className="home-news-events__more" to={pathFor('news', lang, {})}>
            {t('newsEvents.allNews')}
          </PrefetchLink>
        </div>
      </div>
    </section>
  );
}
