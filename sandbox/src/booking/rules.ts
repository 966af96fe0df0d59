// Booking's rules besides the times (issue 21, "The rules that make it real"), each a small pure
// function: places left of a time, the per-member limit of upcoming bookings, the cancellation cut-off
// and an order's status. members/booking.ts applies them; CONTRACT.md "booking" states them.

export type OrderStatus = 'confirmed' | 'cancelled' | 'done';

/** Places still free at a time: its capacity less the people booked (never below 0, a knob may overfill). */
export function placesLeft(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}

/** Whether `people` more fit into a time. */
export function fits(capacity: number, booked: number, people: number): boolean {
  return placesLeft(capacity, booked) >= people;
}

/**
 * The per-member limit: a member may hold at most `max` confirmed bookings of a service that have not
 * started yet; a past, done or cancelled one does not count.
 */
export function upcomingCount(orders: readonly { start: string; cancelledAt: string | null }[], now: Date): number {
  return orders.filter((order) => order.cancelledAt === null && new Date(order.start).getTime() > now.getTime()).length;
}

export function limitReached(upcoming: number, max: number): boolean {
  return upcoming >= max;
}

/** The last moment a booking can be cancelled: its start less the service's cut-off. */
export function cancellableUntil(start: Date, cutoffMinutes: number): Date {
  return new Date(start.getTime() - cutoffMinutes * 60_000);
}

/** 'done' once its end has passed and it was not cancelled. */
export function orderStatus(order: { end: string; cancelledAt: string | null }, now: Date): OrderStatus {
  if (order.cancelledAt !== null) return 'cancelled';
  return new Date(order.end).getTime() <= now.getTime() ? 'done' : 'confirmed';
}

export type CancelCheck = { ok: true } | { ok: false; code: 'NOT_CANCELLABLE' | 'CUTOFF_PASSED' };

/** Whether a cancellation is allowed now: only a confirmed booking, and only until its cut-off (inclusive). */
export function cancelCheck(order: { start: string; end: string; cancelledAt: string | null }, cutoffMinutes: number, now: Date): CancelCheck {
  if (orderStatus(order, now) !== 'confirmed') return { ok: false, code: 'NOT_CANCELLABLE' };
  if (now.getTime() > cancellableUntil(new Date(order.start), cutoffMinutes).getTime()) return { ok: false, code: 'CUTOFF_PASSED' };
  return { ok: true };
}

/** The header `Idempotency-Key` (or body `idempotency_key`): 16–64 of letters, digits and '-'. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

/** How long a member's key is remembered: a retry within a day replays, a later one is a new order. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
