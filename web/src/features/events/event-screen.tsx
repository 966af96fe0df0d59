import { useTranslation } from 'react-i18next';
import { detailPath, imageSrcSet, pathFor, sizedImage } from '@mall/site';
import { PostCard } from '../../components/post-card';
import { PrefetchLink } from '../../components/prefetch-link';
import { ShareLinks } from '../../components/share-links';
import { Thumbs } from '../../components/thumbs';
import { useEventPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallPeriod } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { changedBy } from '../../lib/member-changes';
import { eventCardProps } from './events-list';
import { detailHead } from './head';
import { scheduleText, type ScheduleSay } from './schedule-text';
import { detailPageStatus, detailVariables } from './variables';
import './events.css';

// An event's detail (spec §2, issue 9): the image, its dates and times in the mall's formats, the
// place (the shop, with a link to its page; otherwise the mall), the description (sanitised by the
// bff), "Add to calendar" (the bff's .ics), share links with the canonical address, related events.
// A repeating event says when it takes place ("Every Friday, 19:00 – 22:00") instead of the hours of
// its first and last day.

export function EventScreen() {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('events');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useEventPageQuery({ variables: detailVariables(context), context: changedBy('Event') });
  const related = data?.relatedEvents ?? [];
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.relatedEvents);
  usePageTitle(data ? (detailHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? detailPageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data?.event) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { event, mall } = data;
  const period = formatMallPeriod(event, mall, lang);
  const say: ScheduleSay = (key, values) => t(key, values);
  const times = event.schedule ? scheduleText(event.schedule, lang, mall.timeFormat, say) : period.times;
  const image = event.imageWide ?? event.image;
  return (
    <article className="post-detail" data-testid="event">
      <p className="post-detail__back">
        <PrefetchLink to={pathFor('events', lang, {})}>{t('back')}</PrefetchLink>
      </p>
      <h1>{event.title}</h1>
      {image && (
        <img
          className="post-detail__image"
          src={sizedImage(image, 960)}
          srcSet={imageSrcSet(image, 1920)}
          sizes="(min-width: 1240px) 1200px, 96vw"
          alt=""
          width={1920}
          height={640}
          fetchPriority="high"
        />
      )}
      <dl className="post-detail__facts">
        <div>
          <dt>{t('when')}</dt>
          <dd data-testid="event-dates">{period.dates}</dd>
        </div>
        {times && (
          <div>
            <dt>{t('time')}</dt>
            <dd data-testid="event-times">{times}</dd>
          </div>
        )}
        <div>
          <dt>{t('place')}</dt>
          <dd data-testid="event-place">
            {event.shop ? <PrefetchLink to={detailPath('shop', lang, event.shop)}>{event.shop.name}</PrefetchLink> : t('atMall', { mall: mall.name })}
          </dd>
        </div>
      </dl>
      <p className="post-detail__calendar">
        <a href={`/ics/event/${encodeURIComponent(event.id)}?lang=${lang}`} download data-testid="add-to-calendar">
          {t('addToCalendar')}
        </a>{' '}
        <span className="post-detail__hint">{t('addToCalendarHint')}</span>
      </p>
      {event.description && (
        // Sanitised by the bff (an allow-list of tags, no scripts, handlers or styles).
        <div className="post-detail__description rich-text" data-testid="event-description" dangerouslySetInnerHTML={{ __html: event.description }} />
      )}
      <Thumbs type="EVENT" id={event.id} value={event.thumb ?? null} title={event.title} />
      <ShareLinks
        url={event.url}
        title={event.title}
        headingId="event-share"
        labels={{
          heading: t('share.heading'),
          facebook: t('share.facebook'),
          x: t('share.x'),
          whatsapp: t('share.whatsapp'),
          email: t('share.email'),
          copy: t('share.copy'),
          copied: t('share.copied'),
          copyFailed: t('share.copyFailed'),
        }}
      />
      {related.length > 0 && (
        <section className="post-detail__related" aria-labelledby="event-related">
          <h2 id="event-related">{t('related')}</h2>
          <ul className="post-grid" data-testid="event-related" data-all-images-loaded={allImagesLoaded}>
            {related.map((item) => (
              <PostCard key={item.id} {...eventCardProps(item, lang, mall, say)} shopLabel={t('placeLabel')} eager={false} onImageLoad={onImageLoad} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export default EventScreen;
