import { createEvent, type EventAttributes } from 'ics';
import type { FastifyPluginAsync } from 'fastify';
import { languages, type Lang } from '@mall/site';
import { z } from 'zod';
import type { Tenant } from '../tenancy/tenants';
import { plainText } from '../shared/rich-text';
import { findPostById, parseTimestamp, postSchemaContext, toPost, type Post } from '../shared/posts';

// "Add to calendar" (issue 9: event detail): `GET /ics/event/{id}?lang=cz` answers the event as an
// iCalendar file, built with the `ics` package. The tenant comes from the Host as on every route;
// times are the event's instants in UTC (`DTSTART:20261120T090000Z`), so every calendar shows them at
// the right hour of the mall's time zone whatever the visitor's own.

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,11}$/) });
const query = z.object({ lang: z.enum(languages).optional() });

export interface IcsPlace {
  mallName: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The .ics text of an event, or null when the package refuses it. */
export function eventIcs(event: Post, url: string, place: IcsPlace, tenant: Pick<Tenant, 'id'>): string | null {
  const where = [event.shop?.name, place.mallName, place.address].filter((part): part is string => Boolean(part)).join(', ');
  const attributes: EventAttributes = {
    uid: `event-${event.id}@${tenant.id}`,
    productId: 'mall-sites/ics',
    title: event.title,
    description: [event.summary, plainText(event.description)].filter(Boolean)[0] ?? undefined,
    start: parseTimestamp(event.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: parseTimestamp(event.endsAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    url,
    ...(where ? { location: where } : {}),
    ...(place.latitude !== null && place.longitude !== null ? { geo: { lat: place.latitude, lon: place.longitude } } : {}),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  };
  const { error, value } = createEvent(attributes);
  return error || !value ? null : value;
}

/** The file name: the title's slug, or the id. */
export function icsFileName(event: Pick<Post, 'id' | 'slug'>): string {
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
    const data = fastify.publicData;
    const [found, shops, malls] = await Promise.all([findPostById(call, p.data.id, data.event), data.eventShops(call), data.malls(call)]);
    if (!found.ok) return reply.code(503).header('retry-after', '30').header('cache-control', 'no-store').send({ error: 'UPSTREAM_UNAVAILABLE', message: 'The event cannot be loaded now.' });
    if (!found.value) return reply.code(404).header('cache-control', 'no-store').send({ error: 'NOT_FOUND', message: 'No such event.' });
    const event = toPost(found.value, postSchemaContext(tenant, lang, shops.ok ? shops.value : null, 'event'));
    const mall = malls.ok ? malls.value.data[0] : undefined;
    const place: IcsPlace = {
      mallName: mall?.name ?? null,
      address: [mall?.address, mall?.city].filter(Boolean).join(', ') || null,
      latitude: mall?.latitude ?? null,
      longitude: mall?.longitude ?? null,
    };
    const text = eventIcs(event, event.url, place, tenant);
    if (!text) return reply.code(500).header('cache-control', 'no-store').send({ error: 'INTERNAL', message: 'The calendar file cannot be made.' });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${icsFileName(event)}"`)
      .header('cache-control', 'public, max-age=300')
      .send(text);
  });
};

export default icsRoute;
