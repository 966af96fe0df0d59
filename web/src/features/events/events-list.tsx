import { useTranslation } from 'react-i18next';
import { pageNumber, pathFor, type Lang } from '@mall/site';
import { eventCardText, type MallFormats } from '../../components/post-card-text';
import { PostGrid, PostListPage } from '../../components/posts/post-list';
import { useEventsPageQuery, type EventCardFragment, type PostScope } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { usePageContext } from '../../lib/use-page-context';
import { useLang } from '../../lib/use-lang';
import { EventsCalendar } from './calendar';
import { listHead } from './head';
import { scheduleText, type ScheduleSay } from './schedule-text';
import { listPageStatus, listVariables } from './variables';
import './events.css';

// The events lists (spec §2) in the posts' list view (components/posts/post-list.tsx): all, the mall's,
// the shops', cards with the mall's date and time formats, and on the events page the calendar's month
// when the mall shows it.

const routes = { ALL: 'events', MALL: 'events-mall', STORES: 'events-stores' } as const;
const tabKey = { ALL: 'all', MALL: 'mall', STORES: 'stores' } as const;

/** A card's text; a repeating event's hours are its week ("Every Friday, 19:00 – 22:00"). */
export function eventCardProps(event: EventCardFragment, lang: Lang, formats: MallFormats, say: ScheduleSay) {
  const card = eventCardText(event, lang, formats);
  return event.schedule ? { ...card, times: scheduleText(event.schedule, lang, formats.timeFormat, say) } : card;
}

export function EventsList({ scope }: { scope: PostScope }) {
  const lang = useLang();
  const context = usePageContext();
  const { t } = useTranslation('events');
  const { t: common } = useTranslation();
  const variables = listVariables(scope)(context);
  const [{ data, error, fetching }] = useEventsPageQuery({ variables });
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.events.items);
  const page = pageNumber(context.params.page) ?? 1;
  usePageTitle(data ? (listHead(data, page, scope, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? listPageStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { events, mall } = data;
  const route = routes[scope];
  const hrefFor = (p: number) => (p === 1 ? pathFor(route, lang, {}) : pathFor(route, lang, { page: p }));
  const calendar = data.eventCalendar ?? null;
  const tabs = (['ALL', 'MALL', 'STORES'] as const).map((tab) => ({ key: tab, href: pathFor(routes[tab], lang, {}), label: t(`tab.${tabKey[tab]}`), current: tab === scope }));
  return (
    <PostListPage name="events" scope={scope} title={t(`scope.${tabKey[scope]}`)} tabs={{ label: t('tabs'), links: tabs }}>
      {calendar && <EventsCalendar calendar={calendar} requested={variables.month ?? null} lang={lang} timeFormat={mall.timeFormat} busy={fetching} />}
      <section aria-labelledby="events-list-title" className="events__list">
        <h2 id="events-list-title" className={calendar ? undefined : 'visually-hidden'}>
          {t('list')}
        </h2>
        <p className="events__intro">{t('intro')}</p>
        <PostGrid
          name="events"
          testId="event-list"
          posts={events.items.map((event) => eventCardProps(event, lang, mall, (key, values) => t(key, values)))}
          empty={t('empty')}
          shopLabel={t('placeLabel')}
          eager={calendar ? 0 : 2}
          headingLevel={3}
          perPage={variables.perPage}
          page={events.currentPage}
          lastPage={events.lastPage}
          hrefFor={hrefFor}
          fetching={fetching}
          allImagesLoaded={allImagesLoaded}
          onImageLoad={onImageLoad}
        />
      </section>
    </PostListPage>
  );
}
