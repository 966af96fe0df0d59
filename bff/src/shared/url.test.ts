import { describe, expect, it } from 'vitest';
import { normaliseWebsite } from './url';

describe('normaliseWebsite', () => {
  it('prepends http:// when the scheme is missing', () => {
    expect(normaliseWebsite('www.hm.com')).toBe('http://www.hm.com');
    expect(normaliseWebsite('  dm.cz/predajne ')).toBe('http://dm.cz/predajne');
  });
  it('keeps http and https addresses, in any case', () => {
    expect(normaliseWebsite('https://www.tchibo.sk')).toBe('https://www.tchibo.sk');
    expect(normaliseWebsite('HTTP://example.com')).toBe('HTTP://example.com');
  });
  it('is null for empty values', () => {
    expect(normaliseWebsite('')).toBeNull();
    expect(normaliseWebsite('   ')).toBeNull();
    expect(normaliseWebsite(null)).toBeNull();
    expect(normaliseWebsite(undefined)).toBeNull();
  });
});
