import { describe, expect, it, vi } from 'vitest';
import { eshopAddress, toEshops } from './mapper';

describe('eshopAddress (spec §5: an address lacking http:// or https:// gets http:// prepended)', () => {
  it('prepends http:// to an address without a scheme', () => {
    expect(eshopAddress('www.datart.cz')).toEqual({ url: 'http://www.datart.cz', host: 'datart.cz' });
    expect(eshopAddress('  jysk.sk/eshop ')).toEqual({ url: 'http://jysk.sk/eshop', host: 'jysk.sk' });
  });
  it('keeps http:// and https:// as they are, in any case', () => {
    expect(eshopAddress('https://www2.hm.com')).toEqual({ url: 'https://www2.hm.com', host: 'hm.com' });
    expect(eshopAddress('http://shop.example.cz/a?b=1')).toEqual({ url: 'http://shop.example.cz/a?b=1', host: 'shop.example.cz' });
    expect(eshopAddress('HTTPS://Alza.cz')?.url).toBe('HTTPS://Alza.cz');
  });
  it('is null for no value, and for a value that is no web address', () => {
    for (const value of [null, undefined, '', '   ', 'objednávky na telefóne', 'localhost', 'javascript:alert(1)', 'ftp://files.example.com', 'user:pw@shop.example.com', 'shop.example.com:8080']) {
      expect(eshopAddress(value), String(value)).toBeNull();
    }
  });
});

describe('toEshops', () => {
  const shop = (id: number, name: string, eshop: unknown) =>
    ({ id: String(id), name, logo: `https://sandbox.test/logo-${id}.png`, translations: [{ locale: 'cz', company_category: 'Móda' }], eshop_url: eshop });

  it('lists the shops with an e-shop, by name in the language\'s order, with the shop\'s card fields', () => {
    const eshops = toEshops([shop(1, 'Zara', 'https://www.zara.com'), shop(2, 'Pošta', null), shop(3, 'Alza.cz', 'www.alza.cz'), shop(4, 'Čedok', 'cedok.cz')], { lang: 'cz', fallbackLang: 'cz' });
    expect(eshops.map((e) => e.name)).toEqual(['Alza.cz', 'Čedok', 'Zara']);
    expect(eshops[0]).toMatchObject({ id: '3', slug: 'alzacz', category: 'Móda', url: 'http://www.alza.cz', host: 'alza.cz' });
    expect(eshops[0]!.logo).toMatch(/^\/img\?/);
  });

  it('leaves a bad value out and reports it, without failing the list', () => {
    const onProblem = vi.fn();
    const eshops = toEshops([shop(1, 'Café', 'objednávky na telefóne'), shop(2, 'Odd', 42), shop(3, 'Ok', 'ok.example.sk')], { lang: 'en', fallbackLang: 'cz' }, onProblem);
    expect(eshops.map((e) => e.name)).toEqual(['Ok']);
    expect(onProblem.mock.calls).toEqual([[{ shopId: '1', reason: 'not-an-address' }], [{ shopId: '2', reason: 'not-a-text' }]]);
  });
});
