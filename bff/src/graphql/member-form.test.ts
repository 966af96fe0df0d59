import { describe, expect, it } from 'vitest';
import { renameFields, sessionSubject } from './member-form';

describe('renameFields', () => {
  it("turns the platform's field names into the form's, and leaves the others", () => {
    const failure = { kind: 'validation' as const, message: 'invalid', retryable: false, path: 'change-password', fieldErrors: { current_password: ['wrong'], password: ['short'], other: ['x'] } };
    expect(renameFields(failure, { current_password: 'currentPassword', password: 'newPassword' }).fieldErrors).toEqual({ currentPassword: ['wrong'], newPassword: ['short'], other: ['x'] });
    const plain = { kind: 'http' as const, message: 'down', retryable: true, path: 'x' };
    expect(renameFields(plain, { a: 'b' })).toBe(plain);
  });
});

describe('sessionSubject', () => {
  it('keys a session by a short hash, never the token itself', () => {
    const subject = sessionSubject('sbx.aupark.secret-token');
    expect(subject).toMatch(/^session:[\w-]{22}$/);
    expect(subject).not.toContain('secret');
    expect(sessionSubject('sbx.aupark.secret-token')).toBe(subject);
    expect(sessionSubject('sbx.aupark.other')).not.toBe(subject);
  });
});
