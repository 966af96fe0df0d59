import { describe, expect, it } from 'vitest';
import { cancelCheck, cancellableUntil, fits, IDEMPOTENCY_KEY, limitReached, orderStatus, placesLeft, upcomingCount } from './rules';

describe('places left', () => {
  it('is the capacity less the people booked, never below 0', () => {
    expect(placesLeft(12, 0)).toBe(12);
    expect(placesLeft(12, 9)).toBe(3);
    expect(placesLeft(2, 3)).toBe(0);
  });

  it('lets a booking in only when all its people fit', () => {
    expect(fits(12, 9, 3)).toBe(true);
    expect(fits(12, 10, 3)).toBe(false);
    expect(fits(4, 3, 1)).toBe(true);
    expect(fits(4, 4, 1)).toBe(false);
  });
});

describe('the per-member limit', () => {
  const now = new Date('2026-12-01T08:00:00Z');
  const order = (start: string, cancelledAt: string | null = null) => ({ start, cancelledAt });

  it('counts confirmed bookings that have not started; past and cancelled ones do not count', () => {
    const orders = [
      order('2026-12-02T09:00:00.000Z'),
      order('2026-12-03T09:00:00.000Z'),
      order('2026-12-04T09:00:00.000Z', '2026-11-30T10:00:00.000Z'),
      order('2026-11-28T09:00:00.000Z'),
      order('2026-12-01T08:00:00.000Z'), // starts now: started
    ];
    expect(upcomingCount(orders, now)).toBe(2);
    expect(limitReached(2, 2)).toBe(true);
    expect(limitReached(1, 2)).toBe(false);
    expect(limitReached(upcomingCount(orders, now), 3)).toBe(false);
  });
});

describe('the cancellation cut-off', () => {
  const order = { start: '2026-12-02T09:00:00.000Z', end: '2026-12-02T10:00:00.000Z', cancelledAt: null };

  it('is the start less the cut-off', () => {
    expect(cancellableUntil(new Date(order.start), 120).toISOString()).toBe('2026-12-02T07:00:00.000Z');
  });

  it('allows a cancellation up to the cut-off itself, not a millisecond later', () => {
    expect(cancelCheck(order, 120, new Date('2026-12-02T06:59:59.999Z'))).toEqual({ ok: true });
    expect(cancelCheck(order, 120, new Date('2026-12-02T07:00:00.000Z'))).toEqual({ ok: true });
    expect(cancelCheck(order, 120, new Date('2026-12-02T07:00:00.001Z'))).toEqual({ ok: false, code: 'CUTOFF_PASSED' });
  });

  it('refuses a booking that is cancelled or done already', () => {
    expect(cancelCheck({ ...order, cancelledAt: '2026-12-01T00:00:00.000Z' }, 120, new Date('2026-12-01T08:00:00Z'))).toEqual({ ok: false, code: 'NOT_CANCELLABLE' });
    expect(cancelCheck(order, 0, new Date('2026-12-02T10:00:00.000Z'))).toEqual({ ok: false, code: 'NOT_CANCELLABLE' });
  });
});

describe('an order status', () => {
  it('is done once its end has passed, cancelled when cancelled, confirmed otherwise', () => {
    const order = { end: '2026-12-02T10:00:00.000Z', cancelledAt: null };
    expect(orderStatus(order, new Date('2026-12-02T09:59:59Z'))).toBe('confirmed');
    expect(orderStatus(order, new Date('2026-12-02T10:00:00Z'))).toBe('done');
    expect(orderStatus({ ...order, cancelledAt: '2026-12-01T00:00:00Z' }, new Date('2026-12-03T00:00:00Z'))).toBe('cancelled');
  });
});

describe('the idempotency key', () => {
  it('is 16 to 64 letters, digits and dashes', () => {
    expect(IDEMPOTENCY_KEY.test('a'.repeat(16))).toBe(true);
    expect(IDEMPOTENCY_KEY.test('0b6f2c1e-7c1d-4c8e-9a3f-2f1d3e4c5b6a')).toBe(true);
    expect(IDEMPOTENCY_KEY.test('a'.repeat(15))).toBe(false);
    expect(IDEMPOTENCY_KEY.test('a'.repeat(65))).toBe(false);
    expect(IDEMPOTENCY_KEY.test('abc_def_ghi_jkl_mno')).toBe(false);
  });
});
