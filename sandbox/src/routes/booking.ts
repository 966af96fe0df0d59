import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Area, AreaContext } from '../area';
import { servicesFor, serviceRules, type BookingService } from '../data/booking';
import { mallTimeZone } from '../data/content';
import { errorBody, ok, sendError, success, type FieldErrors } from '../envelope';
import { fieldErrors } from '../list-query';
import { requireMember } from '../members/auth';
import { book, bookedPlaces, cancel, findOrder, inWindow, orderFacts, ordersOf, resetBooking, serviceDay, type StoredOrder } from '../members/booking';
import { IDEMPOTENCY_KEY, placesLeft } from '../booking/rules';
import { isCalendarDate, upcomingTimes, windowDates } from '../booking/times';
import type { TenantId } from '../tenancy';

// An id as JSON sends it (a number), or a query or form post (digits).
const id = (field: string) =>
  z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,14}$/).transform(Number)], {
    error: (issue) => (issue.input === undefined || issue.input === '' ? `The ${field} field is required.` : `The ${field} field must be an integer.`),
  });

const optionsQuery = z.object({
  service_id: id('service id'),
  date: z
    .string({ error: 'The date field is required.' })
    .refine(isCalendarDate, { error: 'The date field must match the format Y-m-d.' }),
});

// ISO 8601 with a zone (Z or ±hh:mm), as the bff sends the start it was given.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const orderBody = z.object({
  service_id: id('service id'),
  start: z
    .string({ error: (issue) => (issue.input === undefined ? 'The start field is required.' : 'The start field must be a valid ISO 8601 date-time.') })
    .min(1, { error: 'The start field is required.' })
    .refine((value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), { error: 'The start field must be a valid ISO 8601 date-time.' })
    .transform((value) => new Date(value)),
  // A whole number; its range is the service's (checked once the service is known).
  people: z.union([z.number().int(), z.string().regex(/^-?\d{1,6}$/).transform(Number)], { error: 'The people field must be an integer.' }).default(1),
  note: z
    .string({ error: 'The note field must be a string.' })
    .trim()
    .max(500, { error: 'The note field must not be greater than 500 characters.' })
    .nullish()
    .transform((value) => (value ? value : null)),
  idempotency_key: z.string().optional(),
});

// An id in the path: anything else is no such service or order (404), as the platform answers.
const pathId = z.string().regex(/^[1-9]\d{0,14}$/).transform(Number);

/** The failures of an order carry a `code` beside the envelope's fields (CONTRACT.md "booking"). */
function sendCoded(reply: FastifyReply, status: number, code: string, message: string, errors?: FieldErrors): FastifyReply {
  return reply.code(status).send({ ...errorBody(status, message, errors), code });
}

function serviceOf(request: FastifyRequest, ctx: AreaContext, serviceId: number): BookingService | null {
  return servicesFor(ctx.tenant(request).id, ctx.image(request)).find((service) => service.id === serviceId) ?? null;
}

function orderView(order: StoredOrder, service: BookingService, now: Date) {
  const facts = orderFacts(order, service, now);
  return {
    id: order.id,
    code: facts.code,
    service_id: order.serviceId,
    service,
    start: order.start,
    end: order.end,
    people: order.people,
    note: order.note,
    status: facts.status,
    created_at: order.createdAt,
    cancelled_at: order.cancelledAt,
    cancellable_until: facts.cancellableUntil.toISOString(),
  };
}

function dayView(tenant: TenantId, service: BookingService, date: string) {
  const day = serviceDay(tenant, service, date);
  return { date: day.date, weekday: day.weekday, is_closed: day.is_closed, closed_reason: day.closed_reason };
}

/**
 * Booking the mall's services (issue 21; the specification names `booking/services`, `booking/options`
 * and `booking/orders` without paths or fields, so the shapes are ours, in CONTRACT.md "booking").
 * Services and free times are public; orders are the member's (401 without a token, `private, no-store`).
 * The rules live apart: the times in booking/times.ts, places, limit and cut-off in booking/rules.ts,
 * the orders in members/booking.ts.
 */
export const area: Area = async (app, ctx) => {
  const resetKnobs = app.knobs.reset.bind(app.knobs);
  app.knobs.reset = () => {
    resetKnobs();
    resetBooking(ctx.members);
  };

  // A tenant without services has an empty list and nothing else (the site then has no booking at all).
  app.get('/booking/services', async (request) => ok(servicesFor(ctx.tenant(request).id, ctx.image(request))));

  app.get<{ Params: { id: string } }>('/booking/services/:id', async (request, reply) => {
    const parsed = pathId.safeParse(request.params.id);
    const service = parsed.success ? serviceOf(request, ctx, parsed.data) : null;
    if (!service) return sendError(reply, 404, 'Service not found.');
    const tenant = ctx.tenant(request).id;
    const days = windowDates(ctx.members.time(), mallTimeZone(tenant), service.booking_window_days).map((date) => dayView(tenant, service, date));
    return ok({ ...service, days });
  });

  // Free times change with every booking: public, but never kept by a shared cache without asking again.
  app.get('/booking/options', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=0');
    const parsed = optionsQuery.safeParse(request.query ?? {});
    if (!parsed.success) return sendError(reply, 422, 'The given data was invalid.', fieldErrors(parsed.error.issues));
    const tenant = ctx.tenant(request).id;
    const { service_id, date } = parsed.data;
    const service = serviceRules(tenant, service_id);
    if (!service) return sendError(reply, 404, 'Service not found.');
    const now = ctx.members.time();
    const day = serviceDay(tenant, service, date);
    const open = inWindow(tenant, service, date, now);
    const booked = bookedPlaces(ctx.members, tenant, service.id);
    const options = open
      ? upcomingTimes(day.times, now).map((time) => {
          const start = time.start.toISOString();
          const taken = booked.get(start) ?? 0;
          return { start, end: time.end.toISOString(), capacity: service.capacity, booked: taken, places_left: placesLeft(service.capacity, taken) };
        })
      : [];
    return ok({ service_id: service.id, date, time_zone: mallTimeZone(tenant), is_closed: day.is_closed, closed_reason: day.closed_reason, in_window: open, options });
  });

  // The member's own: in a scope of its own so that even a 401 says `private, no-store`.
  await app.register(async (member) => {
    member.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    member.get('/booking/orders', async (request, reply) => {
      const account = requireMember(request, reply, ctx);
      if (!account) return reply;
      const now = ctx.members.time();
      const services = new Map(servicesFor(account.tenant, ctx.image(request)).map((service) => [service.id, service]));
      return ok(ordersOf(ctx.members, account).flatMap((order) => {
        const service = services.get(order.serviceId);
        return service ? [orderView(order, service, now)] : [];
      }));
    });

    member.get<{ Params: { id: string } }>('/booking/orders/:id', async (request, reply) => {
      const account = requireMember(request, reply, ctx);
      if (!account) return reply;
      const parsed = pathId.safeParse(request.params.id);
      const order = parsed.success ? findOrder(ctx.members, account, parsed.data) : null;
      const service = order ? serviceOf(request, ctx, order.serviceId) : null;
      if (!order || !service) return sendError(reply, 404, 'Booking not found.');
      return ok(orderView(order, service, ctx.members.time()));
    });

    member.post('/booking/orders', async (request, reply) => {
      const account = requireMember(request, reply, ctx);
      if (!account) return reply;
      const parsed = orderBody.safeParse(request.body ?? {});
      const header = request.headers['idempotency-key'];
      const key = (typeof header === 'string' && header !== '' ? header : undefined) ?? (parsed.success ? parsed.data.idempotency_key : undefined);
      const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
      if (key === undefined) errors.idempotency_key = ['The idempotency key field is required.'];
      else if (!IDEMPOTENCY_KEY.test(key)) errors.idempotency_key = ['The idempotency key must be 16 to 64 letters, digits or dashes.'];
      if (!parsed.success || key === undefined || Object.keys(errors).length > 0) return sendError(reply, 422, 'The given data was invalid.', errors);
      const { service_id, start, people, note } = parsed.data;
      const rules = serviceRules(account.tenant, service_id);
      if (rules && (people < 1 || people > rules.max_people)) {
        return sendError(reply, 422, 'The given data was invalid.', { people: [`The people field must be between 1 and ${rules.max_people}.`] });
      }
      // No await from here to the reply's body: book() decides and stores in one go.
      const result = book(ctx.members, account, { serviceId: service_id, start, people, note, idempotencyKey: key });
      if (result.kind === 'failed') {
        if (result.code === 'SERVICE_NOT_FOUND') return sendError(reply, 404, result.message);
        return sendCoded(reply, result.status, result.code, result.message);
      }
      const service = serviceOf(request, ctx, result.order.serviceId);
      if (!service) return sendError(reply, 404, 'Service not found.');
      const body = success(orderView(result.order, service, ctx.members.time()), 'Your booking is confirmed.');
      if (result.kind === 'replayed') return reply.code(200).header('idempotent-replayed', 'true').send(body);
      return reply.code(201).send(body);
    });

    member.post<{ Params: { id: string } }>('/booking/orders/:id/cancel', async (request, reply) => {
      const account = requireMember(request, reply, ctx);
      if (!account) return reply;
      const parsed = pathId.safeParse(request.params.id);
      if (!parsed.success) return sendError(reply, 404, 'Booking not found.');
      const result = cancel(ctx.members, account, parsed.data);
      if (result.kind === 'failed') {
        if (result.code === 'NOT_FOUND') return sendError(reply, 404, result.message);
        return sendCoded(reply, result.status, result.code, result.message);
      }
      const service = serviceOf(request, ctx, result.order.serviceId);
      if (!service) return sendError(reply, 404, 'Booking not found.');
      return success(orderView(result.order, service, ctx.members.time()), 'Your booking has been cancelled.');
    });
  });
};
