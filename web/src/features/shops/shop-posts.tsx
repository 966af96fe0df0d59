import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/site';
import { PostCard } from '../../components/post-card';
import { eventCardText, newsCardText, type EventFields, type MallFormats, type NewsFields } from '../../components/post-card-text';

// A shop's coming events and its newest news on its detail (issue 8's leftover, issue 9): cards that
// link to each item's page, each part only when the shop has some. Below the fold: pictures load lazily.

const ignore = () => {};

export function ShopPosts({ events, news, formats, lang }: { events: readonly EventFields[]; news: readonly NewsFields[]; formats: MallFormats; lang: Lang }) {
  const { t } = useTranslation('shops');
  return (
    <>
      {events.length > 0 && (
        <section className="shops__section" aria-labelledby="shop-events" data-testid="shop-events">
          <h2 id="shop-events">{t('shop.events')}</h2>
          <ul className="post-grid">
            {events.map((event) => (
              <PostCard key={event.id} {...eventCardText(event, lang, formats)} eager={false} onImageLoad={ignore} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
      {news.length > 0 && (
        <section className="shops__section" aria-labelledby="shop-news" data-testid="shop-news">
          <h2 id="shop-news">{t('shop.news')}</h2>
          <ul className="post-grid">
            {news.map((item) => (
              <PostCard key={item.id} {...newsCardText(item, lang, formats)} eager={false} onImageLoad={ignore} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
