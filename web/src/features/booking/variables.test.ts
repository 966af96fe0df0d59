import { describe, expect, it } from 'vitest';
import { dateRule, servicePageStatus, servicePath, timeRule } from './variables';
import type { BookingServicePageQuery } from '../../graphql/generated';

describe('the query of a service page', () => {
  it('reads a real calendar day and a 24-hour time, nothing else', () => {
    expect(dateRule('2026-11-28')).toBe('2026-11-28');
    expect(dateRule('2026-02-30')).toBeNull();
    expect(dateRule('28.11.2026')).toBeNull();
    expect(timeRule('09:30')).toBe('09:30');
    expect(timeRule('24:00')).toBeNull();
    expect(timeRule('9:30')).toBeNull();
  });

  it('writes a service path with the chosen day and time', () => {
    const service = { id: '3', slug: 'personal-shopper' };
    expect(servicePath('en', service)).toBe('/en/booking/3/personal-shopper');
    expect(servicePath('cz', service, { date: '2026-11-28', time: '10:30' })).toBe('/cz/rezervace/3/personal-shopper?date=2026-11-28&time=10%3A30');
    expect(servicePath('sk', service, { time: '10:30' })).toBe('/sk/rezervacie/3/personal-shopper');
  });
});

describe('servicePageStatus', () => {
  const data = (found: boolean) => ({ mall: { id: '1', name: 'Aupark', dateFormat: null, timeFormat: null }, bookingService: found ? { service: { id: '3', slug: 'personal-shopper' }, days: [] } : null }) as unknown as BookingServicePageQuery;
  it('is 404 for no such service and 301 to its slug', () => {
    expect(servicePageStatus(data(false), { lang: 'en', params: { id: '9' } })).toEqual({ status: 404 });
    expect(servicePageStatus(data(true), { lang: 'en', params: { id: '3', title: 'old' } })).toEqual({ status: 301, location: '/en/booking/3/personal-shopper' });
    expect(servicePageStatus(data(true), { lang: 'en', params: { id: '3', title: 'personal-shopper' } })).toEqual({ status: 200 });
  });
});
