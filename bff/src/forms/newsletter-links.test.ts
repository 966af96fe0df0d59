import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenancy/tenants';
import { newsletterPage, resultLocation } from './newsletter-links';

const aupark = { id: 'aupark', origin: 'https://www.aupark.sk/' } as Tenant;

describe("the newsletter's link pages", () => {
  it("are the newsletter page in the page's language, on the tenant's configured origin", () => {
    expect(newsletterPage(aupark, 'sk', 'confirm')).toBe('https://www.aupark.sk/sk/newsletter?confirm=1');
    expect(newsletterPage(aupark, 'de', 'unsubscribe')).toBe('https://www.aupark.sk/de/newsletter?unsubscribe=1');
  });

  it('lead the button back to the outcome, or to the link itself to try again while the platform is down', () => {
    expect(resultLocation('cz', 'confirmed', { kind: 'confirm', token: 'abc.def' })).toBe('/cz/newsletter?result=confirmed');
    expect(resultLocation('en', 'invalid', null)).toBe('/en/newsletter?result=invalid');
    expect(resultLocation('sk', 'unavailable', { kind: 'unsubscribe', token: 'abc.def' })).toBe('/sk/newsletter?unsubscribe=1&token=abc.def&result=unavailable');
    // Without a link there is nothing to try again.
    expect(resultLocation('sk', 'unavailable', null)).toBe('/sk/newsletter?result=unavailable');
  });
});
