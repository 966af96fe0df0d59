import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyBookingsPageQuery } from '../../graphql/generated';
import { DashboardBookingsScreen } from './dashboard-bookings-screen';
import { booking, show } from './test-support';

const mall = { id: '1', dateFormat: 'j. n. Y', timeFormat: 'H:i' };

const data = (upcoming = [booking()], past = [booking({ id: '7', code: 'BK-1-000007', status: 'done', cancellable: false, date: '2026-11-20', time: '09:00', endTime: '10:00', people: 1 }), booking({ id: '8', code: 'BK-1-000008', status: 'cancelled', cancellable: false, cancelledAt: '2026-11-19T08:00:00.000Z' })]): MyBookingsPageQuery => ({
  bookingOpen: true,
  mall,
  myBookings: { upcoming, past },
});

function open(result: MyBookingsPageQuery, cancel: unknown = undefined, lang: 'en' | 'sk' = 'en') {
  const path = lang === 'en' ? '/en/my-bookings' : '/sk/moje-rezervacie';
  return show({ lang, path, pattern: path, element: <DashboardBookingsScreen />, answers: { MyBookingsPage: result, CancelBooking: cancel }, signedIn: true });
}

describe('my bookings', () => {
  it('lists upcoming and past with status, day and time in the mall formats, people, code, QR code and calendar link', () => {
    open(data());
    const upcoming = within(screen.getByTestId('my-bookings-upcoming')).getAllByTestId('booking-item');
    const past = within(screen.getByTestId('my-bookings-past')).getAllByTestId('booking-item');
    expect(upcoming.map((item) => item.getAttribute('data-id'))).toEqual(['41']);
    expect(past.map((item) => within(item).getByTestId('booking-status').textContent)).toEqual(['Done', 'Cancelled']);
    const item = upcoming[0]!;
    expect(within(item).getByTestId('booking-status').textContent).toBe('Confirmed');
    expect(within(item).getByTestId('booking-when').textContent).toBe('28. 11. 2026, 10:00–11:00 (1 h)');
    expect(within(item).getByTestId('booking-people').textContent).toBe('2 people');
    expect(within(item).getByTestId('booking-code').textContent).toBe('BK-1-000041');
    const qr = within(item).getByRole('img', { name: 'QR code of booking BK-1-000041' });
    expect(qr.querySelector('svg path')).not.toBeNull();
    const calendar = within(item).getByTestId('booking-calendar');
    expect(calendar.getAttribute('href')).toBe('/booking/41/calendar.ics?lang=en');
    expect(calendar.hasAttribute('download')).toBe(true);
    // Past and cancelled bookings have no QR code, calendar file nor cancel.
    expect(within(past[0]!).queryByRole('img')).toBeNull();
    expect(within(past[1]!).queryByTestId('booking-calendar')).toBeNull();
    expect(within(past[1]!).queryByTestId('cancel-booking')).toBeNull();
  });

  it('says the Slovak people with their plural forms', () => {
    open(data([booking({ people: 1 }), booking({ id: '42', people: 3 }), booking({ id: '43', people: 5 })], []), undefined, 'sk');
    expect(screen.getAllByTestId('booking-people').map((p) => p.textContent)).toEqual(['1 osoba', '3 osoby', '5 osôb']);
  });

  it('cancels after a confirmation step, and says so', async () => {
    const { sent } = open(data(), { cancelBooking: { ok: true, code: null, message: null, booking: booking({ status: 'cancelled', cancellable: false }) } });
    fireEvent.click(screen.getByTestId('cancel-booking'));
    const step = screen.getByTestId('cancel-confirm');
    expect(within(step).getByText('Cancel Personal shopper on 28. 11. 2026 at 10:00?')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('cancel-yes'));
    expect(sent.filter((s) => s.name === 'CancelBooking')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId('cancel-yes'));
    });
    expect(sent.filter((s) => s.name === 'CancelBooking').map((s) => s.variables)).toEqual([{ lang: 'en', id: '41' }]);
    expect(screen.getByTestId('my-bookings-notice').textContent).toBe('The booking has been cancelled, and its time is free again.');
    expect(sent.filter((s) => s.name === 'MyBookingsPage').at(-1)?.context?.requestPolicy).toBe('network-only');
  });

  it('keeps the booking when the member changes their mind', () => {
    const { sent } = open(data());
    fireEvent.click(screen.getByTestId('cancel-booking'));
    fireEvent.click(screen.getByTestId('cancel-no'));
    expect(screen.queryByTestId('cancel-confirm')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('cancel-booking'));
    expect(sent.filter((s) => s.name === 'CancelBooking')).toHaveLength(0);
  });

  it('shows CUTOFF_PASSED beside the booking', async () => {
    open(data(), { cancelBooking: { ok: false, code: 'CUTOFF_PASSED', message: 'It is too late to cancel this booking.', booking: null } });
    fireEvent.click(screen.getByTestId('cancel-booking'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('cancel-yes'));
    });
    expect(screen.getByTestId('cancel-refusal').textContent).toBe('It is too late to cancel this booking.');
    expect(screen.getByTestId('my-bookings-notice').textContent).toBe('');
  });

  it('says when a confirmed booking can no longer be cancelled', () => {
    open(data([booking({ cancellable: false })], []));
    expect(screen.queryByTestId('cancel-booking')).toBeNull();
    expect(screen.getByText('It can no longer be cancelled online: please contact the information desk.')).toBeTruthy();
  });

  it('says when there are none, with a link to book', () => {
    open(data([], []));
    expect(screen.getByTestId('my-bookings-empty').textContent).toContain('You have no bookings yet.');
    expect(screen.getByTestId('booking-browse').getAttribute('href')).toBe('/en/booking');
  });
});
