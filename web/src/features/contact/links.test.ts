import { describe, expect, it } from 'vitest';
import { mailLink, mapLink, telLink } from './links';

describe('contact links', () => {
  it('links the map by coordinates when the mall has them', () => {
    expect(mapLink('Aupark', { latitude: 48.1326, longitude: 17.1095, street: 'Einsteinova 18' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=48.132600%2C17.109500',
    );
  });

  it('falls back to the address, and to nothing without one; 0,0 and out-of-range are not coordinates', () => {
    expect(mapLink('Galerie Harfa', { latitude: 0, longitude: 0, street: 'Českomoravská 2420/15a', zipCode: '190 00', city: 'Praha 9' })).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Galerie Harfa, Českomoravská 2420/15a, 190 00 Praha 9')}`,
    );
    expect(mapLink('X', { latitude: 91, longitude: 10 })).toBeNull();
    expect(mapLink('X', {})).toBeNull();
  });

  it('dials only digits with the international prefix kept', () => {
    expect(telLink('+421 2 6826 1111')).toBe('tel:+421268261111');
    expect(telLink('00420 (2) 555-123-456')).toBe('tel:+4202555123456');
    expect(telLink('02/123 456 78')).toBe('tel:0212345678');
    expect(telLink('n/a')).toBeNull();
    expect(telLink(null)).toBeNull();
  });

  it('mails only what looks like an address', () => {
    expect(mailLink(' info@aupark.sk ')).toBe('mailto:info@aupark.sk');
    expect(mailLink('info at aupark')).toBeNull();
    expect(mailLink(undefined)).toBeNull();
  });
});
