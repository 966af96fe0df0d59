import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingPageQuery } from '../../graphql/generated';
import { BookingScreen } from './booking-screen';
import { service, show } from './test-support';

const data = (services = [service(), service({ id: '4', name: 'Pushchair loan', slug: 'pushchair-loan', price: null, durationMinutes: 90, image: null })]): BookingPageQuery => ({
  mall: { id: '1', name: 'Aupark' },
  bookingServices: services,
});

const open = (result: BookingPageQuery, lang: 'en' | 'de' = 'en') => show({ lang, path: `/${lang}/booking`, pattern: `/${lang}/booking`, element: <BookingScreen />, answers: { BookingPage: result } });

describe('the services', () => {
  it('are cards with picture, short text, duration, price or free, and where; the name links to the service', () => {
    open(data());
    const cards = screen.getAllByTestId('booking-service-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Personal shopper' }).getAttribute('href')).toBe('/en/booking/3/personal-shopper');
    expect(first.getByText('An hour with a stylist.')).toBeTruthy();
    expect(first.getByTestId('service-duration').textContent).toBe('1 h');
    expect(first.getByTestId('service-price').textContent).toBe('€15');
    expect(first.getByTestId('service-location').textContent).toBe('Level 1, next to the information desk');
    expect(cards[0]!.querySelector('img')).not.toBeNull();
    const second = within(cards[1]!);
    expect(second.getByTestId('service-price').textContent).toBe('Free of charge');
    expect(second.getByTestId('service-duration').textContent).toBe('1 h 30 min');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('speak the page language', () => {
    open(data(), 'de');
    const card = within(screen.getAllByTestId('booking-service-card')[1]!);
    expect(card.getByTestId('service-price').textContent).toBe('Kostenlos');
    expect(card.getByTestId('service-duration').textContent).toBe('1 Std. 30 Min.');
    expect(within(screen.getAllByTestId('booking-service-card')[0]!).getByTestId('service-price').textContent).toBe('15\u00a0€');
  });

  it('answer 404 for a mall without any', () => {
    open(data([]));
    expect(screen.getByTestId('error').textContent).toBe('404');
  });
});
