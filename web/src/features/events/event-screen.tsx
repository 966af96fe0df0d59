import { useTranslation } from 'react-i18next';
import { detailPath, pathFor } from '@mall/site';
import { PostDetail, shareLabels } from '../../components/posts/post-detail';
import { PrefetchLink } from '../../components/prefetch-link';
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

// An event's detail (spec §2, issue 9) in the posts' detail view (components/posts/post-detail.tsx):
// its dates and times in the mall's formats, the place (the shop, with a link to its page; otherwise
// the mall), "Add to calendar" (the bff's .ics), related events.
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
  return (
    <PostDetail
      testId="event"
      kind="event"
      back={{ href: pathFor('events', lang, {}), label: t('back') }}
      id={event.id}
      title={event.title}
      image={event.imageWide ?? event.image}
      facts={[
        { label: t('when'), value: period.dates, testId: 'event-dates' },
        ...(times ? [{ label: t('time'), value: times, testId: 'event-times' }] : []),
        {
          label: t('place'),
          value: event.shop ? <PrefetchLink to={detailPath('shop', lang, event.shop)}>{event.shop.name}</PrefetchLink> : t('atMall', { mall: mall.name }),
          testId: 'event-place',
        },
      ]}
      description={event.description}
      thumb={{ type: 'EVENT', value: event.thumb ?? null }}
      liked={{ value: event.liked, label: t('liked') }}
      url={event.url}
      shareLabels={shareLabels((key) => t(key))}
      related={{ title: t('related'), shopLabel: t('placeLabel'), posts: related.map((item) => eventCardProps(item, lang, mall, say)), allImagesLoaded, onImageLoad }}
    >
      <p className="post-detail__calendar">
        <a href={`/ics/event/${encodeURIComponent(event.id)}?lang=${lang}`} download data-testid="add-to-calendar">
          {t('addToCalendar')}
        </a>{' '}
        <span className="post-detail__hint">{t('addToCalendarHint')}</span>
      </p>
    </PostDetail>
  );
}

export default EventScreen;
