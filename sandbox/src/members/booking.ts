// Booking's orders (issue 21), as the platform keeps them: each member's orders and idempotency keys in
// the member store (`areaState`), the places the mall took itself (the knob) per tenant (`tenantState`).
// The places of a time are counted over every member's orders of the tenant.
//
// "No double booking": `book` checks the places and inserts the order with no await in between, so
// requests that arrive together (20 for the last place) are decided one after the other on Node's single
// thread and exactly as many succeed as there are places. "An order sent twice makes one booking": a
// member's key, remembered for 24 h, answers the same order again for the same body and refuses another.

import { serviceName, serviceRules, serviceRulesFor, bookingMailSubject, type ServiceRules } from '../data/booking';
import { closedDaysFor } from '../data/closed-days';
import { mallTimeZone } from '../data/content';
import { openingHoursFor } from '../data/malls';
import { messageLanguage } from '../data/messages';
import { demoMembers } from '../data/members';
import { cancelCheck, cancellableUntil, fits, IDEMPOTENCY_TTL_MS, limitReached, orderStatus, placesLeft, upcomingCount, type OrderStatus } from '../booking/rules';
import { addDays, dayTimes, localDate, upcomingTimes, windowDates, type DayTimes } from '../booking/times';
import { TENANTS, type TenantId } from '../tenancy';
import type { Account, MemberStore } from './store';

const AREA = 'booking';
const DAY = 86_400_000;

export interface StoredOrder {
  id: number;
  tenant: TenantId;
  serviceId: number;
  /** ISO, UTC. */
  start: string;
  end: string;
  people: number;
  note: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

interface RememberedKey {
  /** The body the key was first used with (service, start, people, note). */
  fingerprint: string;
  orderId: number;
  at: number;
}

export interface BookingState {
  orders: StoredOrder[];
  keys: Map<string, RememberedKey>;
}

interface TenantBooking {
  nextSeq: number;
  /** Places the mall took itself (the knob), by `serviceId@start`. */
  house: Map<string, number>;
}

const slotKey = (serviceId: number, start: string) => `${serviceId}@${start}`;

function tenantBooking(store: MemberStore, tenant: TenantId): TenantBooking {
  return store.tenantState<TenantBooking>(AREA, tenant, () => ({ nextSeq: 1, house: new Map() }));
}

/** Ids apart per tenant (`index × 1 000 000 + n`); the code shows the tenant and the id's last 6 digits. */
function nextOrderId(store: MemberStore, tenant: TenantId): number {
  const state = tenantBooking(store, tenant);
  return TENANTS[tenant].index * 1_000_000 + state.nextSeq++;
}

export const orderCode = (tenant: TenantId, id: number) => `BK-${TENANTS[tenant].index}-${String(id % 1_000_000).padStart(6, '0')}`;

// ---- the service's days and times -------------------------------------------------------------------

/** A service's day on the mall's calendar: every time of it (started or not), or why it has none. */
export function serviceDay(tenant: TenantId, service: ServiceRules, date: string): DayTimes {
  const zone = openingHoursFor(tenant).find((entry) => entry.zone === service.zone) ?? null;
  const year = Number(date.slice(0, 4));
  return dayTimes({
    date,
    timeZone: mallTimeZone(tenant),
    hours: zone,
    // The mall's closed days close the shopping centre only (data/closed-days.ts).
    closedDays: service.zone === 'default' ? closedDaysFor(tenant, [year]) : [],
    durationMinutes: service.duration_minutes,
  });
}

export function inWindow(tenant: TenantId, service: ServiceRules, date: string, now: Date): boolean {
  return windowDates(now, mallTimeZone(tenant), service.booking_window_days).includes(date);
}

/** The time that starts at `start`, if it is one a member can book now (in the window, not started). */
export function bookableTime(tenant: TenantId, service: ServiceRules, start: Date, now: Date): { start: Date; end: Date } | null {
  const date = localDate(start, mallTimeZone(tenant));
  if (!inWindow(tenant, service, date, now)) return null;
  return upcomingTimes(serviceDay(tenant, service, date).times, now).find((time) => time.start.getTime() === start.getTime()) ?? null;
}

/** People booked per start (ISO) of a service: every member's confirmed orders and the mall's own places. */
export function bookedPlaces(store: MemberStore, tenant: TenantId, serviceId: number): Map<string, number> {
  const booked = new Map<string, number>();
  for (const state of store.areaStates<BookingState>(AREA)) {
    for (const order of state.orders) {
      if (order.tenant !== tenant || order.serviceId !== serviceId || order.cancelledAt !== null) continue;
      booked.set(order.start, (booked.get(order.start) ?? 0) + order.people);
    }
  }
  for (const [key, places] of tenantBooking(store, tenant).house) {
    const [id, start = ''] = key.split('@');
    if (Number(id) === serviceId) booked.set(start, (booked.get(start) ?? 0) + places);
  }
  return booked;
}

// ---- the member's orders -----------------------------------------------------------------------------

/** The demo accounts' history (README's table): one booking done a week ago and one cancelled, so "past" is never empty. */
function seedOrders(store: MemberStore, account: Account): BookingState {
  const state: BookingState = { orders: [], keys: new Map() };
  const isDemo = demoMembers.some((demo) => demo.tenant === account.tenant && demo.email.toLowerCase() === account.email.toLowerCase());
  const services = serviceRulesFor(account.tenant);
  const [first, second = first] = services;
  if (!isDemo || !first || !second) return state;
  const now = store.time();
  const zone = mallTimeZone(account.tenant);
  const today = localDate(now, zone);
  const firstTime = (service: ServiceRules, dates: string[]) => {
    for (const date of dates) {
      const time = serviceDay(account.tenant, service, date).times[0];
      if (time) return time;
    }
    return null;
  };
  const daysFrom = (offset: number, step: number) => Array.from({ length: 14 }, (_, i) => addDays(today, offset + i * step));
  const done = firstTime(first, daysFrom(-7, -1));
  if (done) {
    state.orders.push({
      id: nextOrderId(store, account.tenant), tenant: account.tenant, serviceId: first.id, start: done.start.toISOString(), end: done.end.toISOString(),
      people: 1, note: null, createdAt: new Date(done.start.getTime() - 3 * DAY).toISOString(), cancelledAt: null,
    });
  }
  const cancelled = firstTime(second, daysFrom(3, 1));
  if (cancelled) {
    state.orders.push({
      id: nextOrderId(store, account.tenant), tenant: account.tenant, serviceId: second.id, start: cancelled.start.toISOString(), end: cancelled.end.toISOString(),
      people: 1, note: null, createdAt: new Date(now.getTime() - 2 * DAY).toISOString(), cancelledAt: new Date(now.getTime() - DAY).toISOString(),
    });
  }
  return state;
}

export function bookingOf(store: MemberStore, account: Account): BookingState {
  return store.areaState<BookingState>(AREA, account, (a) => seedOrders(store, a));
}

/** Every order and key and the mall's own places back to the seed (the knobs' reset). */
export function resetBooking(store: MemberStore): void {
  store.clearArea(AREA);
}

/** The member's orders, soonest start first. */
export function ordersOf(store: MemberStore, account: Account): StoredOrder[] {
  return [...bookingOf(store, account).orders].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

export function findOrder(store: MemberStore, account: Account, id: number): StoredOrder | null {
  return bookingOf(store, account).orders.find((order) => order.id === id) ?? null;
}

export interface OrderFacts {
  status: OrderStatus;
  cancellableUntil: Date;
  code: string;
}

export function orderFacts(order: StoredOrder, service: ServiceRules, now: Date): OrderFacts {
  return {
    status: orderStatus(order, now),
    cancellableUntil: cancellableUntil(new Date(order.start), service.cancel_cutoff_minutes),
    code: orderCode(order.tenant, order.id),
  };
}

export interface BookInput {
  serviceId: number;
  start: Date;
  people: number;
  note: string | null;
  idempotencyKey: string;
}

export type BookResult =
  | { kind: 'created'; order: StoredOrder }
  | { kind: 'replayed'; order: StoredOrder }
  | { kind: 'failed'; status: 404 | 409 | 422; code: 'SERVICE_NOT_FOUND' | 'IDEMPOTENCY_KEY_REUSED' | 'SLOT_UNAVAILABLE' | 'LIMIT_REACHED' | 'SLOT_FULL'; message: string };

const fingerprint = (input: BookInput) => JSON.stringify([input.serviceId, input.start.toISOString(), input.people, input.note]);

/**
 * A member books. Synchronous from the first check to the insert on purpose (see the top): the key,
 * the time, the limit and the places are checked and the order stored in one turn of the event loop.
 */
export function book(store: MemberStore, account: Account, input: BookInput): BookResult {
  const now = store.time();
  const state = bookingOf(store, account);
  for (const [key, remembered] of state.keys) if (now.getTime() - remembered.at > IDEMPOTENCY_TTL_MS) state.keys.delete(key);
  const remembered = state.keys.get(input.idempotencyKey);
  if (remembered) {
    const order = state.orders.find((o) => o.id === remembered.orderId);
    if (remembered.fingerprint !== fingerprint(input) || !order) {
      return { kind: 'failed', status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'This idempotency key was already used for another booking.' };
    }
    return { kind: 'replayed', order };
  }
  const service = serviceRules(account.tenant, input.serviceId);
  if (!service) return { kind: 'failed', status: 404, code: 'SERVICE_NOT_FOUND', message: 'Service not found.' };
  const time = bookableTime(account.tenant, service, input.start, now);
  if (!time) return { kind: 'failed', status: 422, code: 'SLOT_UNAVAILABLE', message: 'This time cannot be booked.' };
  const upcoming = upcomingCount(state.orders.filter((o) => o.serviceId === service.id), now);
  if (limitReached(upcoming, service.max_upcoming_per_member)) {
    return { kind: 'failed', status: 422, code: 'LIMIT_REACHED', message: `You already have ${upcoming} upcoming bookings of this service.` };
  }
  const start = time.start.toISOString();
  if (!fits(service.capacity, bookedPlaces(store, account.tenant, service.id).get(start) ?? 0, input.people)) {
    return { kind: 'failed', status: 409, code: 'SLOT_FULL', message: 'This time is fully booked.' };
  }
  const order: StoredOrder = {
    id: nextOrderId(store, account.tenant), tenant: account.tenant, serviceId: service.id, start, end: time.end.toISOString(),
    people: input.people, note: input.note, createdAt: now.toISOString(), cancelledAt: null,
  };
  state.orders.push(order);
  state.keys.set(input.idempotencyKey, { fingerprint: fingerprint(input), orderId: order.id, at: now.getTime() });
  sendBookingMail(store, account, 'booking-confirmed', order);
  return { kind: 'created', order };
}

export type CancelResult = { kind: 'cancelled'; order: StoredOrder } | { kind: 'failed'; status: 404 | 409; code: 'NOT_FOUND' | 'NOT_CANCELLABLE' | 'CUTOFF_PASSED'; message: string };

/** A member cancels: only a confirmed booking, until the service's cut-off; its places are free at once. */
export function cancel(store: MemberStore, account: Account, id: number): CancelResult {
  const order = findOrder(store, account, id);
  const service = order ? serviceRules(account.tenant, order.serviceId) : null;
  if (!order || !service) return { kind: 'failed', status: 404, code: 'NOT_FOUND', message: 'Booking not found.' };
  const now = store.time();
  const check = cancelCheck(order, service.cancel_cutoff_minutes, now);
  if (!check.ok) {
    return check.code === 'NOT_CANCELLABLE'
      ? { kind: 'failed', status: 409, code: 'NOT_CANCELLABLE', message: 'This booking can no longer be cancelled.' }
      : { kind: 'failed', status: 409, code: 'CUTOFF_PASSED', message: `Bookings of this service can be cancelled until ${service.cancel_cutoff_minutes} minutes before the start.` };
  }
  order.cancelledAt = now.toISOString();
  sendBookingMail(store, account, 'booking-cancelled', order);
  return { kind: 'cancelled', order };
}

/** The mall takes a time's places itself (the knob): all that are left, or `places` of them at most. */
export function fillTime(store: MemberStore, tenant: TenantId, service: ServiceRules, start: Date, places?: number): number {
  const key = start.toISOString();
  const left = placesLeft(service.capacity, bookedPlaces(store, tenant, service.id).get(key) ?? 0);
  const taken = Math.min(left, places ?? left);
  const house = tenantBooking(store, tenant).house;
  house.set(slotKey(service.id, key), (house.get(slotKey(service.id, key)) ?? 0) + taken);
  return left - taken;
}

/** The start as the mall's site writes it: `d.m.Y H:i` on the mall's clock. */
function mallDateTime(tenant: TenantId, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: mallTimeZone(tenant), hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

function sendBookingMail(store: MemberStore, account: Account, kind: 'booking-confirmed' | 'booking-cancelled', order: StoredOrder): void {
  const language = messageLanguage(account);
  const code = orderCode(order.tenant, order.id);
  const subject = bookingMailSubject(kind, account.tenant, language, code, serviceName(account.tenant, order.serviceId, language), mallDateTime(account.tenant, new Date(order.start)));
  store.send(account.tenant, account.email, kind, subject, code);
}
