import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { platformFieldErrors } from './form-outcome';
import { clientKey, formRateLimitKey } from './rate-limit';

describe("the platform's refusals on the form", () => {
  const fields = ['email', 'name', 'consent'];
  it('puts each named field on its own field with the first message, an unknown field on the form', () => {
    expect(
      platformFieldErrors(
        { kind: 'validation', message: 'The given data was invalid.', retryable: false, path: 'newsletters/subscription', fieldErrors: { email: ['', 'Already subscribed.'], token: ['Expired.'] } },
        fields,
        'en',
      ),
    ).toEqual([
      { field: 'email', code: 'rejected', message: 'Already subscribed.' },
      { field: 'form', code: 'rejected', message: 'Expired.' },
    ]);
  });

  it('says the form was refused, in the page language, when the platform names no field', () => {
    expect(platformFieldErrors({ kind: 'validation', message: 'Invalid.', retryable: false, path: 'support' }, fields, 'de')).toEqual([
      { field: 'form', code: 'rejected', message: fieldErrorMessages.de.rejected },
    ]);
  });

  it('is not a field refusal when the platform failed otherwise', () => {
    for (const kind of ['network', 'timeout', 'http', 'forbidden', 'unauthorized', 'protocol'] as const) {
      expect(platformFieldErrors({ kind, message: 'x', retryable: false, path: 'support' }, fields, 'en')).toBeNull();
    }
  });
});

describe('rate-limit keys', () => {
  it('carry the tenant, the form and the client address', () => {
    expect(formRateLimitKey('aupark', 'contactMessage', '203.0.113.7')).toBe('aupark:contactMessage:203.0.113.7');
  });

  it('count an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('2001:db8:1234:5678:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1234:5678::/64');
    expect(clientKey('2001:db8:1234:5678::1')).toBe(clientKey('2001:db8:1234:5678:ffff::2'));
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});
