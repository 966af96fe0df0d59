import { describe, expect, it } from 'vitest';
import { buildUrl, classifyReply } from './client';

describe('classifyReply', () => {
  it('passes success replies', () => {
    expect(classifyReply('malls', 200, { data: { data: [] } })).toBeNull();
  });
  it("treats status 'error' as a failure whatever the HTTP code", () => {
    const failure = classifyReply('me/profile', 200, { status: 'error', httpStatus: 'Unauthorized', message: 'Token expired' });
    expect(failure).toMatchObject({ kind: 'unauthorized', retryable: false, message: 'Token expired' });
  });
  it('maps reasons and statuses to kinds, with retry only for 5xx and 429', () => {
    expect(classifyReply('x', 401, {})?.kind).toBe('unauthorized');
    expect(classifyReply('x', 404, { status: 'error', httpStatus: 'NotFound' })?.kind).toBe('not-found');
    expect(classifyReply('x', 403, null)?.kind).toBe('forbidden');
    expect(classifyReply('x', 500, { status: 'error' })).toMatchObject({ kind: 'http', retryable: true });
    expect(classifyReply('x', 429, {})).toMatchObject({ kind: 'http', retryable: true });
    expect(classifyReply('x', 418, {})).toMatchObject({ kind: 'http', retryable: false });
  });
  it('keeps field messages of validation failures', () => {
    const failure = classifyReply('login', 422, { status: 'error', httpStatus: 'UnprocessableEntity', errors: { email: ['is invalid'], password: 'required' } });
    expect(failure).toMatchObject({ kind: 'validation', fieldErrors: { email: ['is invalid'], password: ['required'] } });
  });
});

describe('buildUrl', () => {
  it('puts paths under /v1 and encodes the query, nulls as the text null', () => {
    expect(buildUrl('http://up:4010', 'events', { page: 2, 'filter[company_id]': null, skip: undefined })).toBe(
      'http://up:4010/v1/events?page=2&filter%5Bcompany_id%5D=null',
    );
    expect(buildUrl('https://api.example/', '/malls')).toBe('https://api.example/v1/malls');
  });
});
