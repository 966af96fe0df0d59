import { z } from 'zod';
import { nullableText, translationsSchema } from '../upstream/fields';

// Booking as the platform gives it (issue 21; spec §7 "Booking": booking/services, booking/options,
// booking/orders; sandbox/CONTRACT.md "booking"). Loose: unknown fields pass, optional ones may be
// null. Ids are the platform's numbers; instants are ISO 8601 in UTC; `date` is the mall's calendar day.

const platformId = z.number().int().nonnegative();
const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A reason a day is closed, per language (a holiday's name); null when the platform names none. */
const closedReasonSchema = z
  .array(z.looseObject({ locale: z.string(), name: nullableText }))
  .nullish()
  .transform((reasons) => reasons ?? []);

export const serviceSchema = z.looseObject({
  id: platformId,
  zone: z.string(),
  duration_minutes: z.number().int().positive(),
  capacity: count,
  max_people: z.number().int().min(1),
  price: z.number().nonnegative().nullish(),
  currency: z.string(),
  cancel_cutoff_minutes: count,
  max_upcoming_per_member: count,
  booking_window_days: z.number().int().positive().nullish(),
  image: nullableText,
  /** `{ locale, name, summary (plain), description (HTML), location }`. */
  translations: translationsSchema,
});
export type UpstreamService = z.output<typeof serviceSchema>;

/** GET booking/services: the mall's services in its order (an empty list for a mall without). */
export const servicesSchema = z.array(serviceSchema);

export const calendarDaySchema = z.looseObject({ date: day, is_closed: z.boolean(), closed_reason: closedReasonSchema });
export type UpstreamCalendarDay = z.output<typeof calendarDaySchema>;

/** GET booking/services/{id}: the service and its booking window's days, today (the mall's) first. */
export const servicePageSchema = serviceSchema.extend({ days: z.array(calendarDaySchema) });
export type UpstreamServicePage = z.output<typeof servicePageSchema>;

export const optionSchema = z.looseObject({ start: z.string(), end: z.string(), capacity: count, booked: count.nullish(), places_left: count });

/** GET booking/options?service_id&date: the day's times not yet started, with their places left. */
export const optionsSchema = z.looseObject({
  service_id: platformId,
  date: day,
  is_closed: z.boolean(),
  closed_reason: closedReasonSchema,
  in_window: z.boolean(),
  options: z.array(optionSchema),
});
export type UpstreamOptions = z.output<typeof optionsSchema>;

export const orderSchema = z.looseObject({
  id: platformId,
  code: z.string().min(1),
  service_id: platformId,
  service: serviceSchema,
  start: z.string(),
  end: z.string(),
  people: z.number().int().min(1),
  note: nullableText,
  status: z.enum(['confirmed', 'cancelled', 'done']),
  created_at: z.string(),
  cancelled_at: nullableText,
  cancellable_until: z.string(),
});
export type UpstreamOrder = z.output<typeof orderSchema>;

/** GET booking/orders: every order of the member, soonest start first. */
export const ordersSchema = z.array(orderSchema);

/** POST booking/orders and booking/orders/{id}/cancel (the whole reply): the order as it is now. */
export const orderReply = z.looseObject({ data: orderSchema });
