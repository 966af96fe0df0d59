import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it("writes the amount in the mall's currency as the page's language does, whole amounts without decimals", () => {
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(formatPrice(1.5, 'EUR', 'sk'))).toBe('1,50 €');
    expect(nbsp(formatPrice(1.5, 'EUR', 'en'))).toBe('€1.50');
    expect(nbsp(formatPrice(40, 'CZK', 'cz'))).toBe('40 Kč');
    expect(nbsp(formatPrice(40, 'CZK', 'en'))).toBe('CZK 40');
    expect(nbsp(formatPrice(15, 'eur', 'de'))).toBe('15 €');
    expect(nbsp(formatPrice(1000, 'CZK', 'cz'))).toBe('1 000 Kč');
  });
  it('uses CZK when the mall names no currency (spec §9) and writes an unknown code after the number', () => {
    expect(formatPrice(20, null, 'cz').replace(/\s/g, ' ')).toBe('20 Kč');
    expect(formatPrice(2.5, 'XX1', 'de').replace(/\s/g, ' ')).toBe('2,50 XX1');
  });
});
