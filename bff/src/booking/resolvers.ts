import { checkForm, fieldErrorMessage, formSchemas, type FieldError } from '@mall/site/forms';
import type { Lang } from '@mall/site';
import type { z } from 'zod';
import type { GraphQLContext } from '../graphql/context';
import { gqlError, upstreamError } from '../graphql/errors';
import { enforceRateLimit } from '../graphql/form-outcome';
import type { BookingDay, BookingErrorCode, BookingResult, Resolvers } from '../graphql/generated';
import { sessionSubject } from '../graphql/member-form';
import { displayContext, publicCall, unwrap } from '../graphql/upstream-data';
import { memberCall, memberGet, memberSend } from '../session/member-call';
import { isPlatformId } from '../shared/platform-id';
import { createMemberGet } from '../session/member-get';
import type { UpstreamFailure } from '../upstream/result';
import { optionsKey } from './calls';
import { isCalendarDate, mallDay, splitBookings, toBooking, toBookingDay, toBookingService, toServicePage, type BookingContext } from './mapper';
import { bookingMessage } from './texts';
import { orderReply, orderSchema, ordersSchema, type UpstreamOrder } from './upstream';

// Booking the mall's services (issue 21; schema/booking.graphql). Services, their window and their free
// times are public and cached (calls.ts); a member's orders are theirs only: every call with their token
// (session/member-call.ts), never the shared cache, UNAUTHENTICATED for a visitor before anything is
// sent. An id that is not the platform's (digits) is not found without asking it. A booking or a
// cancellation that went through drops the cached free times of its day on every replica, so the next
// read (this member's confirmation, anyone's day picker) shows the places taken at once.

/** The attempt's key (schema: 16–64 letters, digits, dashes), as the platform takes it. */
const idempotencyKeyPattern = /^[A-Za-z0-9-]{16,64}$/;

const bookingContext = (ctx: GraphQLContext, lang: Lang): BookingContext => ({ ...displayContext(ctx, lang), timeZone: ctx.tenant.timeZone, now: ctx.now });

const notFound = () => gqlError('NOT_FOUND', 'No such booking.');

/** A day's free times, read through the cache; null when the platform has no such service. */
async function bookingDay(ctx: GraphQLContext, lang: Lang, serviceId: string, date: string): Promise<BookingDay | null> {
  const result = await ctx.calls.bookingOptions(publicCall(ctx), serviceId, date);
  if (!result.ok && result.error.kind === 'not-found') return null;
  return toBookingDay(unwrap(ctx, result), bookingContext(ctx, lang));
}

/**
 * Forgets the cached free times of the service's day in Redis and in every replica's memory. A failure
 * here must not turn a booking that happened into an error: the copy then ends within its 5 s.
 */
async function dropDay(ctx: GraphQLContext, serviceId: string, date: string | null): Promise<void> {
  if (!date) return;
  try {
    await ctx.reply.server.cache.drop(optionsKey(ctx.tenant.id, serviceId, date));
  } catch (err) {
    ctx.log.warn({ err, serviceId, date }, 'booking: the cached free times could not be dropped');
  }
}

/** The member's order, or null when it is unknown or another member's (the platform's 404 for both). */
async function memberOrder(ctx: GraphQLContext, id: string): Promise<UpstreamOrder | null> {
  const result = await createMemberGet(ctx.reply.server.upstream)(memberCall(ctx), `booking/orders/${id}`, orderSchema);
  if (!result.ok && result.error.kind === 'not-found') return null;
  return unwrap(ctx, result);
}

const refusedWith = (code: BookingErrorCode, lang: Lang, day: BookingDay | null = null): BookingResult => ({ ok: false, code, message: bookingMessage(code, lang), fieldErrors: [], booking: null, day });

const refusedFields = (fieldErrors: FieldError[]): BookingResult => ({ ok: false, code: null, message: null, fieldErrors, booking: null, day: null });

/**
 * The platform's field refusals of a booking on the form's fields, in the page's language; null when
 * it refused nothing of the form's (start, service_id, the key: the bff sent those, so an error).
 */
function platformFieldErrors(failure: UpstreamFailure, lang: Lang, maxPeople: number): FieldError[] | null {
  if (failure.kind !== 'validation' || !failure.fieldErrors) return null;
  const out: FieldError[] = [];
  if (failure.fieldErrors.people) out.push({ field: 'people', code: 'invalidChoice', message: fieldErrorMessage('invalidChoice', lang, { max: maxPeople }) });
  if (failure.fieldErrors.note) out.push({ field: 'note', code: 'tooLong', message: fieldErrorMessage('tooLong', lang, { max: 500 }) });
  return out.length > 0 ? out : null;
}

type OrderReply = z.output<typeof orderReply>;

export const bookingResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    bookingOpen: async (_root, _args, ctx) => {
      const result = await ctx.calls.bookingServices(publicCall(ctx));
      if (result.ok) return result.value.length > 0;
      ctx.log.warn({ kind: result.error.kind }, 'booking: the services could not be read; the shell says the mall takes no bookings');
      return false;
    },

    bookingServices: async (_root, { lang }, ctx) => unwrap(ctx, await ctx.calls.bookingServices(publicCall(ctx))).map((service) => toBookingService(service, displayContext(ctx, lang))),

    bookingService: async (_root, { lang, id }, ctx) => {
      if (!isPlatformId(id)) return null;
      const result = await ctx.calls.bookingService(publicCall(ctx), id);
      if (!result.ok && result.error.kind === 'not-found') return null;
      return toServicePage(unwrap(ctx, result), bookingContext(ctx, lang));
    },

    bookingOptions: async (_root, { lang, serviceId, date }, ctx) => {
      if (!isPlatformId(serviceId)) return null;
      if (!isCalendarDate(date)) throw gqlError('BAD_USER_INPUT', 'The date must be a day as YYYY-MM-DD.');
      return bookingDay(ctx, lang, serviceId, date);
    },

    myBookings: async (_root, { lang }, ctx) => {
      const orders = await memberGet(ctx, 'booking/orders', ordersSchema);
      const bookings = await Promise.all(orders.map((order) => toBooking(order, bookingContext(ctx, lang))));
      return splitBookings(bookings.flatMap((booking) => booking ?? []));
    },

    booking: async (_root, { lang, id }, ctx) => {
      memberCall(ctx);
      if (!isPlatformId(id)) return null;
      const order = await memberOrder(ctx, id);
      return order ? toBooking(order, bookingContext(ctx, lang)) : null;
    },
  },

  Mutation: {
    bookService: async (_root, { lang, input }, ctx) => {
      const { token } = memberCall(ctx);
      if (!idempotencyKeyPattern.test(input.idempotencyKey)) throw gqlError('BAD_USER_INPUT', 'The idempotency key must be 16 to 64 letters, digits or dashes.');
      if (!isPlatformId(input.serviceId)) throw gqlError('NOT_FOUND', 'No such service.');
      const starts = new Date(input.startsAt);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(input.startsAt) || Number.isNaN(starts.getTime())) throw gqlError('BAD_USER_INPUT', 'startsAt must be an ISO 8601 instant.');
      const checked = checkForm(formSchemas.bookService, { people: input.people, note: input.note }, lang);
      // The most people per booking is the service's own: read it (the cached service) before anything is sent.
      const service = await ctx.calls.bookingService(publicCall(ctx), input.serviceId);
      if (!service.ok && service.error.kind === 'not-found') throw gqlError('NOT_FOUND', 'No such service.');
      const maxPeople = unwrap(ctx, service).max_people;
      const fieldErrors = checked.ok ? [] : checked.errors;
      if (!fieldErrors.some((e) => e.field === 'people') && input.people > maxPeople) {
        fieldErrors.unshift({ field: 'people', code: 'invalidChoice', message: fieldErrorMessage('invalidChoice', lang, { max: maxPeople }) });
      }
      if (!checked.ok || fieldErrors.length > 0) return refusedFields(fieldErrors);
      // Per session, as sendMessage: a member clicking on; not per address (a mall's guest Wi-Fi is one).
      await enforceRateLimit(ctx, 'bookService', lang, sessionSubject(token));

      const day = mallDay(input.startsAt, ctx.tenant.timeZone);
      const sent = await memberSend(
        ctx,
        'POST',
        'booking/orders',
        orderReply,
        { service_id: Number(input.serviceId), start: starts.toISOString(), people: checked.value.people, ...(checked.value.note ? { note: checked.value.note } : {}) },
        { idempotencyKey: input.idempotencyKey },
      );
      if (sent.ok) {
        await dropDay(ctx, input.serviceId, day);
        ctx.log.info({ booking: sent.value.data.id, service: input.serviceId }, 'service booked');
        return { ok: true, code: null, message: null, fieldErrors: [], booking: await toBooking(sent.value.data, bookingContext(ctx, lang)), day: null };
      }
      const failure = sent.error;
      if (failure.code === 'SLOT_FULL' || failure.code === 'SLOT_UNAVAILABLE') {
        // The day as it is now, not the copy the member chose from.
        await dropDay(ctx, input.serviceId, day);
        const now = day ? await bookingDay(ctx, lang, input.serviceId, day).catch(() => null) : null;
        return refusedWith(failure.code, lang, now);
      }
      if (failure.code === 'LIMIT_REACHED') return refusedWith('LIMIT_REACHED', lang);
      if (failure.code === 'IDEMPOTENCY_KEY_REUSED') throw gqlError('BAD_USER_INPUT', 'This attempt’s key was used for another booking: make a new one.');
      if (failure.kind === 'not-found') throw gqlError('NOT_FOUND', 'No such service.');
      const refused = platformFieldErrors(failure, lang, maxPeople);
      if (refused) return refusedFields(refused);
      ctx.log[failure.kind === 'unauthorized' ? 'info' : 'warn']({ kind: failure.kind, status: failure.status, code: failure.code }, 'booking failed');
      throw upstreamError(failure);
    },

    cancelBooking: async (_root, { lang, id }, ctx) => {
      memberCall(ctx);
      if (!isPlatformId(id)) throw notFound();
      const sent = await memberSend(ctx, 'POST', `booking/orders/${id}/cancel`, orderReply);
      if (!sent.ok) {
        const failure = sent.error;
        if (failure.kind === 'not-found') throw notFound();
        if (failure.code === 'CUTOFF_PASSED' || failure.code === 'NOT_CANCELLABLE') return refusedWith(failure.code, lang);
        ctx.log[failure.kind === 'unauthorized' ? 'info' : 'warn']({ kind: failure.kind, status: failure.status, code: failure.code }, 'cancelling a booking failed');
        throw upstreamError(failure);
      }
      const order: OrderReply['data'] = sent.value.data;
      // Its places are free again: the day's cached free times go.
      await dropDay(ctx, String(order.service_id), mallDay(order.start, ctx.tenant.timeZone));
      ctx.log.info({ booking: order.id }, 'booking cancelled');
      return { ok: true, code: null, message: null, fieldErrors: [], booking: await toBooking(order, bookingContext(ctx, lang)), day: null };
    },
  },
};
