import { createEvents, type EventAttributes } from 'ics';
import type { FastifyPluginAsync } from 'fastify';
import { languages, type Lang } from '@mall/site';
import { z } from 'zod';
import { warnOncePerCopy } from '../../graphql/upstream-data';
import type { Tenant } from '../../tenancy/tenants';
import { plainText } from '../../shared/rich-text';
import { findPostById, postSchemaContext } from '../load';
import { toPost } from '../mapper';
import { eventSchedule } from './mapper';
import { occurrences, type Occurrence, type ScheduleDay } from './schedule';

// "Add to calendar" (issue 9: event detail): `GET /ics/event/{id}?lang=cz` answers the event as an
// iCalendar file, built with the `ics` package, as the platform describes it. An event without a
// schedule is one block from its start to its end. A repeating one (its `schedule`) is a weekly
// series: RRULE FREQ=WEEKLY with BYDAY and UNTIL, DTSTART at the first time it takes place.
//
// Times are instants in UTC (`DTSTART:20261106T180000Z`), so every calendar shows them at the right
// hour of the mall whatever the visitor's own zone (the package writes no VTIMEZONE). A weekly rule
// in UTC repeats the same UTC hour, so where the mall's clock changes (daylight saving) inside the
// run, the series is cut there: one VEVENT per stretch with one UTC offset, each with its own rule,
// and together they hold exactly the times the schedule gives. BYDAY names the UTC weekdays (an
// event at 00:30 on a Friday in Prague starts on a Thursday in UTC).

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,11}$/) });
const query = z.object({ lang: z.enum(languages).optional() });

export interface IcsPlace {
  mallName: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** What the file needs of an event (a display-ready Post, and its schedule). */
export interface IcsEvent {
  id: string;
  title: string;
  summary: string | null;
  description: string | null;
  startDate: string;
  endDate: string;
  startsAt: string;
  endsAt: string;
  shop: { name: string } | null;
  schedule: readonly ScheduleDay[] | null;
}

/** One VEVENT: its first start and end, and its weekly rule (null: it takes place once). */
export interface IcsSeries {
  start: Date;
  end: Date;
  rule: string | null;
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** `20261225T180000Z` (RFC 5545 UTC date-time, as UNTIL must be with a UTC DTSTART). */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The weekly series that hold exactly `times` (one scheduled event's, in order): times with the same
 * hours on the mall's clock, in a row, whose UTC time of day and length stay the same, make one
 * series; a change of daylight saving starts another.
 */
export function weeklySeries(times: readonly Occurrence[]): IcsSeries[] {
  const byHours = new Map<string, Occurrence[]>();
  for (const time of times) {
    const key = `${time.from}-${time.to}`;
    byHours.set(key, [...(byHours.get(key) ?? []), time]);
  }
  const runs: Occurrence[][] = [];
  for (const group of byHours.values()) {
    let run: Occurrence[] = [];
    const shape = (o: Occurrence) => `${o.starts.getUTCHours()}:${o.starts.getUTCMinutes()}/${o.ends.getTime() - o.starts.getTime()}`;
    for (const time of group) {
      if (run.length > 0 && shape(run[0]!) !== shape(time)) {
        runs.push(run);
        run = [];
      }
      run.push(time);
    }
    if (run.length > 0) runs.push(run);
  }
  return runs
    .sort((a, b) => a[0]!.starts.getTime() - b[0]!.starts.getTime())
    .map((run) => {
      const first = run[0]!;
      if (run.length === 1) return { start: first.starts, end: first.ends, rule: null };
      const days = new Set(run.map((o) => o.starts.getUTCDay()));
      const byDay = [1, 2, 3, 4, 5, 6, 0].filter((d) => days.has(d)).map((d) => BYDAY[d]).join(',');
      return { start: first.starts, end: first.ends, rule: `FREQ=WEEKLY;BYDAY=${byDay};UNTIL=${icsUtc(run[run.length - 1]!.starts)}` };
    });
}

/** The .ics text of an event, or null when the package refuses it. */
export function eventIcs(event: IcsEvent, url: string, place: IcsPlace, tenant: Pick<Tenant, 'id' | 'timeZone'>): string | null {
  const where = [event.shop?.name, place.mallName, place.address].filter((part): part is string => Boolean(part)).join(', ');
  const block: IcsSeries = { start: new Date(event.startsAt), end: new Date(event.endsAt), rule: null };
  const weekly = event.schedule ? weeklySeries(occurrences(event.schedule, event.startDate, event.endDate, tenant.timeZone)) : [];
  // A schedule none of whose weekdays falls within the run says nothing the dates do not: one block.
  const series = weekly.length > 0 ? weekly : [block];
  const common = {
    productId: 'mall-sites/ics',
    title: event.title,
    description: [event.summary, plainText(event.description)].filter(Boolean)[0] ?? undefined,
    url,
    ...(where ? { location: where } : {}),
    ...(place.latitude !== null && place.longitude !== null ? { geo: { lat: place.latitude, lon: place.longitude } } : {}),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  } satisfies Partial<EventAttributes>;
  const events: EventAttributes[] = series.map((one, n) => ({
    ...common,
    // One UID per series: a calendar that imports the file again updates rather than doubles them.
    uid: series.length === 1 ? `event-${event.id}@${tenant.id}` : `event-${event.id}-${n + 1}@${tenant.id}`,
    start: one.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: one.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(one.rule ? { recurrenceRule: one.rule } : {}),
  }));
  const { error, value } = createEvents(events);
  return error || !value ? null : value;
}

/** The file name: the title's slug, or the id. */
export function icsFileName(event: { id: string; slug: string }): string {
  return `${event.slug || `event-${event.id}`}.ics`;
}

const icsRoute: FastifyPluginAsync = async (fastify) => {
  fastify.get('/ics/event/:id', async (request, reply) => {
    const p = params.safeParse(request.params);
    const q = query.safeParse(request.query);
    if (!q.success) return reply.code(400).header('cache-control', 'no-store').send({ error: 'BAD_USER_INPUT', message: 'lang must be one of en, cz, sk, de.' });
    if (!p.success) return reply.code(404).header('cache-control', 'no-store').send({ error: 'NOT_FOUND', message: 'No such event.' });
    const tenant = request.tenant;
    const lang: Lang = q.data.lang ?? tenant.fallbackLanguage;
    const call = { tenant, requestId: request.id, deadline: request.deadline };
    const calls = fastify.publicCalls;
    const [found, shops, malls] = await Promise.all([findPostById(call, p.data.id, calls.event), calls.postShops(call), calls.malls(call)]);
    if (!found.ok) return reply.code(503).header('retry-after', '30').header('cache-control', 'no-store').send({ error: 'UPSTREAM_UNAVAILABLE', message: 'The event cannot be loaded now.' });
    if (!found.value) return reply.code(404).header('cache-control', 'no-store').send({ error: 'NOT_FOUND', message: 'No such event.' });
    const event = toPost(found.value, postSchemaContext(tenant, lang, shops.ok ? shops.value : null, 'event'));
    const schedule = eventSchedule(found.value, warnOncePerCopy({ log: request.log, tenant }, found.value));
    const mall = malls.ok ? malls.value.data[0] : undefined;
    const place: IcsPlace = {
      mallName: mall?.name ?? null,
      address: [mall?.address, mall?.city].filter(Boolean).join(', ') || null,
      latitude: mall?.latitude ?? null,
      longitude: mall?.longitude ?? null,
    };
    const text = eventIcs({ ...event, schedule }, event.url, place, tenant);
    if (!text) return reply.code(500).header('cache-control', 'no-store').send({ error: 'INTERNAL', message: 'The calendar file cannot be made.' });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${icsFileName(event)}"`)
      .header('cache-control', 'public, max-age=300')
      .send(text);
  });
};

export default icsRoute;
