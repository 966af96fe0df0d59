import { createEvents, type EventAttributes } from 'ics';
import type { FastifyPluginAsync } from 'fastify';
import { languages, type Lang } from '@mall/site';
import { z } from 'zod';
import { endSession, sessionOf } from '../session/session';
import { createMemberGet } from '../session/member-get';
import type { Tenant } from '../tenancy/tenants';
import { toBookingService } from './mapper';
import { orderSchema, type UpstreamOrder } from './upstream';

// "Add to calendar" of a member's booking (issue 21): `GET /booking/{id}/calendar.ics?lang=cz` with the
// member's session answers the booking as an iCalendar file, built with the `ics` package as the
// events' file is (posts/events/ics.ts): one VEVENT, times as UTC instants (every calendar shows them
// at the mall's hour whatever its own zone), the service's name and where it is, the mall's name and
// address. The booking is personal: read with the member's token, never cached by anyone
// (`private, no-store`), and a visitor or another member gets the same 404 as an unknown booking.

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });
const query = z.object({ lang: z.enum(languages).optional() });

export interface BookingPlace {
  mallName: string | null;
  address: string | null;
}

/** The .ics text of a booking, or null when the package refuses it. */
export function bookingIcs(order: UpstreamOrder, lang: Lang, place: BookingPlace, tenant: Pick<Tenant, 'id' | 'fallbackLanguage'>): string | null {
  const service = toBookingService(order.service, { lang, fallbackLang: tenant.fallbackLanguage });
  const start = new Date(order.start);
  const end = new Date(order.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const where = [service.location, place.mallName, place.address].filter((part): part is string => Boolean(part)).join(', ');
  const event: EventAttributes = {
    productId: 'mall-sites/ics',
    // The same UID each time: a calendar that imports the file again updates the booking.
    uid: `booking-${order.id}@${tenant.id}`,
    title: place.mallName ? `${service.name} – ${place.mallName}` : service.name,
    description: [order.code, service.summary].filter(Boolean).join('\n'),
    ...(where ? { location: where } : {}),
    status: order.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
  const { error, value } = createEvents([event]);
  return error || !value ? null : value;
}

const notFound = { error: 'NOT_FOUND', message: 'No such booking.' };

const bookingCalendarRoute: FastifyPluginAsync = async (fastify) => {
  fastify.get('/booking/:id/calendar.ics', async (request, reply) => {
    // Personal whatever the answer: no shared cache may keep it, nor the browser.
    reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
    const q = query.safeParse(request.query);
    if (!q.success) return reply.code(400).send({ error: 'BAD_USER_INPUT', message: 'lang must be one of en, cz, sk, de.' });
    const p = params.safeParse(request.params);
    const session = sessionOf(request);
    if (!p.success || !session) return reply.code(404).send(notFound);
    const tenant = request.tenant;
    const call = { tenant, token: session.token, requestId: request.id, deadline: request.deadline };
    const [found, malls] = await Promise.all([
      createMemberGet(fastify.upstream)(call, `booking/orders/${p.data.id}`, orderSchema),
      fastify.publicCalls.malls({ tenant, requestId: request.id, deadline: request.deadline }),
    ]);
    if (!found.ok) {
      if (found.error.kind === 'not-found') return reply.code(404).send(notFound);
      if (found.error.kind === 'unauthorized') {
        // The session is over: it ends here as on every member request, and the booking is nobody's to see.
        endSession(reply);
        return reply.code(404).send(notFound);
      }
      request.log.warn({ kind: found.error.kind, status: found.error.status }, 'booking calendar: the booking cannot be loaded');
      return reply.code(503).header('retry-after', '30').send({ error: 'UPSTREAM_UNAVAILABLE', message: 'The booking cannot be loaded now.' });
    }
    const mall = malls.ok ? malls.value.data[0] : undefined;
    const place: BookingPlace = { mallName: mall?.name ?? null, address: [mall?.address, mall?.zip_code, mall?.city].filter(Boolean).join(', ') || null };
    const text = bookingIcs(found.value, q.data.lang ?? tenant.fallbackLanguage, place, tenant);
    if (!text) return reply.code(500).send({ error: 'INTERNAL', message: 'The calendar file cannot be made.' });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="booking-${found.value.code.replace(/[^A-Za-z0-9-]/g, '')}.ics"`)
      .send(text);
  });
};

export default bookingCalendarRoute;
