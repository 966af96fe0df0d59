import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@mall/site';
import type { BookingDayFieldsFragment, BookingServicePageQuery } from '../../graphql/generated';
import { BookingServiceScreen } from './booking-service-screen';
import { booking, NetworkFailure, service, show, type Sent } from './test-support';
import { serviceQuery } from './variables';

const pattern = '/:lang/:section/:id/:title?';

const page = (fields: Partial<BookingServicePageQuery['mall']> = {}): BookingServicePageQuery => ({
  mall: { id: '1', name: 'Aupark', dateFormat: 'd.m.Y', timeFormat: 'H:i', ...fields },
  bookingService: {
    service: { ...service(), description: '<p>Bring your <strong>ideas</strong>.</p>', zone: 'default' },
    days: [
      { date: '2026-11-27', weekday: 'friday', open: true, closedReason: null },
      { date: '2026-11-28', weekday: 'saturday', open: true, closedReason: null },
      { date: '2026-11-29', weekday: 'sunday', open: false, closedReason: null },
      { date: '2026-11-30', weekday: 'monday', open: false, closedReason: 'St Andrew' },
      { date: '2026-12-01', weekday: 'tuesday', open: true, closedReason: null },
    ],
  },
});

const slot = (time: string, endTime: string, placesLeft: number) => ({
  startsAt: `2026-11-28T${String(Number(time.slice(0, 2)) - 1).padStart(2, '0')}:${time.slice(3)}:00.000Z`,
  endsAt: `2026-11-28T${String(Number(endTime.slice(0, 2)) - 1).padStart(2, '0')}:${endTime.slice(3)}:00.000Z`,
  time,
  endTime,
  capacity: 4,
  placesLeft,
});

const day = (date: string, slots = [slot('10:00', '11:00', 1), slot('11:00', '12:00', 0), slot('14:00', '15:00', 4)]): BookingDayFieldsFragment => ({
  serviceId: '3',
  date,
  open: true,
  closedReason: null,
  slots,
});

function open(path: string, { signedIn = false, answers = {}, lang = 'en', data = page() }: { signedIn?: boolean; answers?: Record<string, unknown>; lang?: Lang; data?: BookingServicePageQuery } = {}) {
  return show({
    lang,
    path,
    pattern,
    element: <BookingServiceScreen />,
    rules: serviceQuery,
    signedIn,
    answers: { BookingServicePage: data, BookingOptions: (variables: Record<string, unknown>) => ({ bookingOptions: day(String(variables.date)) }), ...answers },
  });
}

const at = () => screen.getByTestId('at').textContent;
const names = (sent: Sent[]) => sent.map((s) => s.name);

describe('the day picker', () => {
  it('shows the window, today first, the chosen day pressed, closed days disabled and said so', () => {
    open('/en/booking/3/personal-shopper?date=2026-11-28');
    const days = screen.getAllByTestId('day');
    expect(days.map((d) => d.getAttribute('data-date'))).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
    expect(days.map((d) => d.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false', 'false', 'false']);
    expect(days[0]!.textContent).toContain('Today');
    expect(days[1]!.getAttribute('aria-label')).toBe('Saturday 28.11.2026');
    expect(days[2]!.getAttribute('aria-disabled')).toBe('true');
    expect(days[2]!.getAttribute('aria-label')).toBe('Sunday 29.11.2026, Closed');
    expect(days[3]!.getAttribute('aria-label')).toBe('Monday 30.11.2026, Closed: St Andrew');
    expect(days[1]!.getAttribute('aria-disabled')).toBeNull();
    // One day in the tab order: the chosen one.
    expect(days.map((d) => d.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    expect(screen.getByRole('group', { name: 'Choose a day' })).toBeTruthy();
  });

  it('moves with the arrow keys, Home and End, over closed days too; Enter on an open day chooses it, a closed one cannot be chosen', () => {
    open('/en/booking/3/personal-shopper?date=2026-11-28');
    const days = () => screen.getAllByTestId('day');
    days()[1]!.focus();
    fireEvent.keyDown(days()[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(days()[2]);
    expect(days().map((d) => d.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    fireEvent.keyDown(days()[2]!, { key: 'End' });
    expect(document.activeElement).toBe(days()[4]);
    fireEvent.keyDown(days()[4]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(days()[4]);
    fireEvent.keyDown(days()[4]!, { key: 'Home' });
    expect(document.activeElement).toBe(days()[0]);
    fireEvent.keyDown(days()[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(days()[0]);
    fireEvent.keyDown(days()[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(days()[1]!, { key: 'ArrowDown' });
    fireEvent.click(days()[2]!);
    expect(at()).toBe('/en/booking/3/personal-shopper?date=2026-11-28');
    fireEvent.click(days()[4]!);
    expect(at()).toBe('/en/booking/3/personal-shopper?date=2026-12-01');
    expect(days()[4]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('chooses the first open day when the address names none, or a closed or unknown one', () => {
    open('/en/booking/3/personal-shopper?date=2026-11-29');
    expect(screen.getAllByTestId('day').find((d) => d.getAttribute('aria-pressed') === 'true')?.getAttribute('data-date')).toBe('2026-11-27');
  });
});

describe('the times', () => {
  it('are asked by the browser for the chosen day, with places left in the mall time_format; a full one disabled', async () => {
    const { sent } = open('/en/booking/3/personal-shopper?date=2026-11-28', { data: page({ timeFormat: 'g:i A' }) });
    await act(async () => {});
    expect(sent.find((s) => s.name === 'BookingOptions')?.variables).toEqual({ lang: 'en', serviceId: '3', date: '2026-11-28' });
    const times = screen.getAllByTestId('time');
    expect(times.map((t) => t.textContent)).toEqual(['10:00 AM–11:00 AM1 place left', '11:00 AM–12:00 PMFully booked', '2:00 PM–3:00 PM4 places left']);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).disabled)).toEqual([false, true, false]);
    expect(radios[0]!.getAttribute('aria-describedby')).toBe('time-1000-places');
  });

  it('say the Czech places left with their plural forms', async () => {
    open('/cz/rezervace/3/personal-shopper?date=2026-11-28', {
      lang: 'cz',
      answers: { BookingOptions: { bookingOptions: day('2026-11-28', [slot('10:00', '11:00', 1), slot('11:00', '12:00', 3), slot('12:00', '13:00', 5)]) } },
    });
    await act(async () => {});
    expect(screen.getAllByTestId('time').map((t) => t.querySelector('.booking-time__places')?.textContent)).toEqual(['Zbývá 1 místo', 'Zbývají 3 místa', 'Zbývá 5 míst']);
  });

  it('put a chosen time in the address, and read it back from there', async () => {
    open('/en/booking/3/personal-shopper?date=2026-11-28');
    await act(async () => {});
    fireEvent.click(screen.getAllByRole('radio')[2]!);
    expect(at()).toBe('/en/booking/3/personal-shopper?date=2026-11-28&time=14%3A00');
    expect((screen.getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true);
  });

  it('say so when the day has none left', async () => {
    open('/en/booking/3/personal-shopper?date=2026-11-28', { answers: { BookingOptions: { bookingOptions: day('2026-11-28', []) } } });
    await act(async () => {});
    expect(screen.getByTestId('times-none').textContent).toBe('There are no times left on this day. Please choose another day.');
  });

  it('offer to ask again after a failure, past any cached copy', async () => {
    let fail = true;
    const { sent } = open('/en/booking/3/personal-shopper?date=2026-11-28', { answers: { BookingOptions: () => (fail ? new NetworkFailure() : { bookingOptions: day('2026-11-28') }) } });
    await act(async () => {});
    expect(screen.getByTestId('times-error').textContent).toContain('The free times could not be loaded.');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(sent.filter((s) => s.name === 'BookingOptions').at(-1)?.context?.requestPolicy).toBe('network-only');
    expect(screen.getAllByTestId('time')).toHaveLength(3);
  });

  it('show "looking" until the answer comes (never in the server render)', () => {
    open('/en/booking/3/personal-shopper?date=2026-11-28', { answers: { BookingOptions: () => undefined } });
    expect(screen.getByTestId('times-loading').textContent).toBe('Looking for free times…');
  });
});

describe('a visitor', () => {
  it('sees everything and a sign-in link that comes back to the same day and time', async () => {
    open('/en/booking/3/personal-shopper?date=2026-11-28&time=10:00');
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personal shopper');
    expect(screen.getByTestId('booking-service-description').innerHTML).toBe('<p>Bring your <strong>ideas</strong>.</p>');
    expect(screen.getByTestId('service-price').textContent).toBe('€15');
    expect(screen.queryByTestId('booking-form')).toBeNull();
    const link = screen.getByTestId('booking-sign-in');
    expect(link.getAttribute('href')).toBe(`/en/login?redirect=${encodeURIComponent('/en/booking/3/personal-shopper?date=2026-11-28&time=10%3A00')}`);
    expect(within(screen.getByTestId('booking-visitor')).getByText('28.11.2026, 10:00–11:00')).toBeTruthy();
  });
});

describe('the member form', () => {
  const ok = (fields = {}) => ({ bookService: { ok: true, code: null, message: null, fieldErrors: [], booking: booking(fields), day: null } });

  it('books the chosen time with people and note, one key per attempt, and shows the confirmation with a link to my bookings', async () => {
    const { sent } = open('/en/booking/3/personal-shopper?date=2026-11-28&time=14:00', { signedIn: true, answers: { BookService: ok() } });
    await act(async () => {});
    expect(screen.getByTestId('booking-chosen').textContent).toBe('28.11.2026, 14:00–15:00');
    fireEvent.change(screen.getByLabelText('Number of people'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/Note for the staff/), { target: { value: 'Size 38' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    const booked = sent.filter((s) => s.name === 'BookService');
    expect(booked).toHaveLength(1);
    const input = booked[0]!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ serviceId: '3', startsAt: '2026-11-28T13:00:00.000Z', people: 2, note: 'Size 38' });
    expect(input.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(screen.getByTestId('booking-confirmed').textContent).toContain('Your booking is confirmed');
    expect(screen.getByTestId('booking-code').textContent).toBe('Booking code: BK-1-000041');
    expect(screen.getByTestId('booking-mine').getAttribute('href')).toBe('/en/my-bookings');
    expect(document.activeElement?.id).toBe('booking-confirmed-title');
    // The times are asked again, past any cached copy.
    expect(sent.filter((s) => s.name === 'BookingOptions').at(-1)?.context?.requestPolicy).toBe('network-only');
  });

  it('sends once while sending, however often Book is clicked', async () => {
    let settle: (value: unknown) => void = () => {};
    const { sent } = open('/en/booking/3/personal-shopper?date=2026-11-28&time=14:00', { signedIn: true, answers: { BookService: () => new Promise((resolve) => (settle = resolve)) } });
    await act(async () => {});
    const button = screen.getByRole('button', { name: 'Book' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {});
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(sent.filter((s) => s.name === 'BookService')).toHaveLength(1);
    await act(async () => settle(ok()));
    expect(screen.getByTestId('booking-confirmed')).toBeTruthy();
  });

  it('asks for a time first when none is chosen', async () => {
    const { sent } = open('/en/booking/3/personal-shopper?date=2026-11-28', { signedIn: true });
    await act(async () => {});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    expect(screen.getByTestId('booking-form-summary').textContent).toContain('Choose a time above first.');
    expect(names(sent)).not.toContain('BookService');
  });

  it('on SLOT_FULL says so, shows the times asked again, keeps what was typed; the same choice again keeps its key', async () => {
    const full = day('2026-11-28', [slot('10:00', '11:00', 0), slot('11:00', '12:00', 0), slot('14:00', '15:00', 1)]);
    const answer = { bookService: { ok: false, code: 'SLOT_FULL', message: 'This time is fully booked.', fieldErrors: [], booking: null, day: full } };
    const { sent } = open('/en/booking/3/personal-shopper?date=2026-11-28&time=14:00', { signedIn: true, answers: { BookService: answer } });
    await act(async () => {});
    fireEvent.change(screen.getByLabelText('Number of people'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Note for the staff/), { target: { value: 'Twins' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    expect(screen.getByTestId('booking-form-summary').textContent).toContain('This time is fully booked. The free times have been updated: please choose another time.');
    expect(screen.getAllByTestId('time').map((t) => t.getAttribute('data-places'))).toEqual(['0', '0', '1']);
    expect((screen.getByLabelText(/Note for the staff/) as HTMLTextAreaElement).value).toBe('Twins');
    expect((screen.getByLabelText('Number of people') as HTMLSelectElement).value).toBe('3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    const keys = sent.filter((s) => s.name === 'BookService').map((s) => (s.variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    fireEvent.change(screen.getByLabelText('Number of people'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    const third = sent.filter((s) => s.name === 'BookService').at(-1)!.variables.input as { idempotencyKey: string; people: number };
    expect(third.people).toBe(1);
    expect(third.idempotencyKey).not.toBe(keys[0]);
  });

  it('checks the note with the shared rules before sending', async () => {
    const { sent } = open('/en/booking/3/personal-shopper?date=2026-11-28&time=14:00', { signedIn: true });
    await act(async () => {});
    fireEvent.change(screen.getByLabelText(/Note for the staff/), { target: { value: 'x'.repeat(501) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    expect(screen.getByTestId('booking-form-note-error').textContent).toMatch(/500/);
    expect(names(sent)).not.toContain('BookService');
  });

  it('shows the platform field errors next to their fields', async () => {
    const answer = { bookService: { ok: false, code: null, message: null, fieldErrors: [{ field: 'note', code: 'max', message: 'The note may be at most 500 characters.' }], booking: null, day: null } };
    open('/en/booking/3/personal-shopper?date=2026-11-28&time=14:00', { signedIn: true, answers: { BookService: answer } });
    await act(async () => {});
    fireEvent.change(screen.getByLabelText(/Note for the staff/), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    expect(screen.getByTestId('booking-form-note-error').textContent).toBe('The note may be at most 500 characters.');
    expect(screen.getByLabelText(/Note for the staff/).getAttribute('aria-invalid')).toBe('true');
  });

  it('has no people choice for a service of one person', async () => {
    const data = page();
    data.bookingService!.service.maxPeople = 1;
    open('/en/booking/3/personal-shopper?date=2026-11-28&time=14:00', { signedIn: true, data });
    await act(async () => {});
    expect(screen.queryByLabelText('Number of people')).toBeNull();
  });
});

describe('the page', () => {
  it('answers 404 for no such service and moves to the slug of the service', () => {
    open('/en/booking/9/x', { data: { ...page(), bookingService: null } });
    expect(screen.getByTestId('error').textContent).toBe('404');
  });

  it('keeps the chosen day and time when it moves to the right slug', () => {
    open('/en/booking/3/old-name?date=2026-11-28&time=10:00');
    expect(at()).toBe('/en/booking/3/personal-shopper?date=2026-11-28&time=10:00');
  });
});
