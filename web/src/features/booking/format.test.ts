import { describe, expect, it } from 'vitest';
import { durationParts, servicePrice } from './format';

describe('servicePrice', () => {
  it('writes a price in the page language and the currency, and null when free', () => {
    expect(servicePrice(15, 'EUR', 'sk')).toBe('15\u00a0€');
    expect(servicePrice(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(servicePrice(250, 'CZK', 'cz')).toBe('250\u00a0Kč');
    expect(servicePrice(null, 'EUR', 'en')).toBeNull();
  });
});

describe('durationParts', () => {
  it('splits minutes into hours and minutes', () => {
    expect(durationParts(30)).toEqual({ hours: 0, minutes: 30 });
    expect(durationParts(60)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(150)).toEqual({ hours: 2, minutes: 30 });
  });
});
