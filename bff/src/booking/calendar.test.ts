import { describe, expect, it } from 'vitest';
import { languages } from '@mall/site';
import { vevents } from '../test/ics-text';
import { bookingIcs } from './calendar';
import { bookingMessage } from './texts';
import type { UpstreamOrder } from './upstream';

// A booking's calendar file as text: one VEVENT in UTC, named after the service and the mall, where in
// the centre and the mall's address, the code for the desk; and booking's refusals in every language.

const order: UpstreamOrder = {
  id: 77,
  code: 'BK-2-000077',
  service_id: 5,
  service: {
    id: 5,
    zone: 'default',
    duration_minutes: 30,
    capacity: 4,
    max_people: 2,
    price: 150,
    currency: 'CZK',
    cancel_cutoff_minutes: 60,
    max_upcoming_per_member: 2,
    booking_window_days: 14,
    image: null,
    translations: [
      { locale: 'cz', name: 'Balení dárků', summary: 'Zabalíme vaše dárky.', location: 'Přízemí, u informací' },
      { locale: 'en', name: 'Gift wrapping', summary: 'We wrap your gifts.', location: 'Ground floor, by the information desk' },
    ],
  },
  // 09:00 in Prague on the day summer time ends.
  start: '2026-10-25T08:00:00.000Z',
  end: '2026-10-25T08:30:00.000Z',
  people: 1,
  note: null,
  status: 'confirmed',
  created_at: '2026-10-20T10:00:00.000Z',
  cancelled_at: null,
  cancellable_until: '2026-10-25T07:00:00.000Z',
};

const place = { mallName: 'Galerie Harfa', address: 'Českomoravská 2420/15a, 190 00, Praha' };
const tenant = { id: 'galerieharfa', fallbackLanguage: 'cz' } as const;

describe('bookingIcs', () => {
  it('is one VEVENT in UTC with the service, where it is and the mall', () => {
    const text = bookingIcs(order, 'en', place, tenant)!;
    expect(vevents(text)).toHaveLength(1);
    expect(text).toContain('DTSTART:20261025T080000Z');
    expect(text).toContain('DTEND:20261025T083000Z');
    expect(text).toContain('UID:booking-77@galerieharfa');
    expect(text).toContain('SUMMARY:Gift wrapping – Galerie Harfa');
    expect(text.replace(/\r\n[ \t]/g, '')).toContain('LOCATION:Ground floor\\, by the information desk\\, Galerie Harfa\\, Českomoravská 2420/15a\\, 190 00\\, Praha');
    expect(text).toContain('BK-2-000077');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).not.toContain('VTIMEZONE');
  });

  it("speaks the asked language, and marks a cancelled booking", () => {
    const text = bookingIcs({ ...order, status: 'cancelled' }, 'cz', { mallName: null, address: null }, tenant)!;
    expect(text).toContain('SUMMARY:Balení dárků');
    expect(text).toContain('LOCATION:Přízemí\\, u informací');
    expect(text).toContain('STATUS:CANCELLED');
    expect(bookingIcs({ ...order, start: 'soon' }, 'en', place, tenant)).toBeNull();
  });
});

describe("booking's messages", () => {
  it('say each refusal in every language, each its own sentence', () => {
    const codes = ['SLOT_FULL', 'LIMIT_REACHED', 'SLOT_UNAVAILABLE', 'CUTOFF_PASSED', 'NOT_CANCELLABLE'] as const;
    for (const lang of languages) {
      const texts = codes.map((code) => bookingMessage(code, lang));
      expect(new Set(texts).size, lang).toBe(codes.length);
      for (const text of texts) expect(text, lang).toMatch(/^\p{Lu}.{20,}[.]$/u);
    }
    expect(bookingMessage('SLOT_FULL', 'de')).not.toBe(bookingMessage('SLOT_FULL', 'en'));
  });
});
