import { describe, expect, it } from 'vitest';
import { loggedUrl, requestIdFrom } from './logging';

describe('requestIdFrom', () => {
  it('keeps a well-formed id from the proxy', () => {
    expect(requestIdFrom('3f1c9a2e-6b1d-4c55-9d0e-1f2a3b4c5d6e')).toBe('3f1c9a2e-6b1d-4c55-9d0e-1f2a3b4c5d6e');
    expect(requestIdFrom('lb.req:42_a')).toBe('lb.req:42_a');
  });

  it('replaces a missing, long or odd id with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'x'.repeat(8000), 'a b', 'id\nforged: line', '<script>', '-leading-dash']) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
    expect(requestIdFrom(['ok-1', 'ok-2'])).toBe('ok-1');
  });
});

describe('loggedUrl', () => {
  it('leaves out the whole query string of a GraphQL request', () => {
    expect(loggedUrl('/graphql?query=mutation%7Blogin(password%3A%22secret%22)%7D&variables=%7B%7D')).toBe('/graphql?…');
    expect(loggedUrl('/graphql')).toBe('/graphql');
  });

  it('hides the values of secret-looking parameters elsewhere', () => {
    expect(loggedUrl('/en/reset?token=abc&lang=en')).toBe('/en/reset?token=%E2%80%A6&lang=en');
    expect(loggedUrl('/img?url=https%3A%2F%2Fapi.example%2Fa.png')).toBe('/img?url=https%3A%2F%2Fapi.example%2Fa.png');
    expect(loggedUrl('/en/shops')).toBe('/en/shops');
    expect(loggedUrl(`/img?url=${encodeURIComponent('https://cdn.example/a.png?X-Amz-Signature=s3cr3t')}`)).toBe('/img?url=https%3A%2F%2Fcdn.example%2Fa.png%3F%E2%80%A6');
  });
});
