import { describe, expect, it } from 'vitest';
import { carriesSession, isSessionToken, maxTokenLength, sessionTokenSchema } from './session';

describe('a session token (issue 17: read and checked in one place)', () => {
  it("takes RFC 6750's b64token characters, Sanctum's `id|secret` and JWT-like tokens", () => {
    for (const token of ['sbx.aupark.amFuYUBhdXBhcmsudGVzdA', '12|AbCdEf0123456789', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_', 'abc+/==', 'a:b~c']) {
      expect(isSessionToken(token)).toBe(true);
    }
  });
  it('refuses control characters, characters above U+007F, spaces, separators, and sizes out of bounds', () => {
    for (const token of ['', '\u0001', '\u0000', 'a\nb', '\r', 'Ā', '\u2028', 'ä', 'a b', 'a;b', 'a,b', 'a"b', '=abc', 'x'.repeat(maxTokenLength + 1)]) {
      expect(isSessionToken(token)).toBe(false);
    }
    expect(isSessionToken('x'.repeat(maxTokenLength))).toBe(true);
    expect(isSessionToken(undefined)).toBe(false);
    expect(isSessionToken(42)).toBe(false);
  });
  it("checks the platform's tokens by the same rule before they become a cookie", () => {
    expect(sessionTokenSchema.safeParse('sbx.aupark.x').success).toBe(true);
    expect(sessionTokenSchema.safeParse('bad token').success).toBe(false);
  });
});

describe('carriesSession', () => {
  it('finds the token cookie wherever it stands, and only a non-empty one', () => {
    expect(carriesSession('token=abc')).toBe(true);
    expect(carriesSession('locale=sk; token=abc')).toBe(true);
    expect(carriesSession('locale=sk;token=abc; x=1')).toBe(true);
    expect(carriesSession(undefined)).toBe(false);
    expect(carriesSession('token=')).toBe(false);
    expect(carriesSession('token=; locale=sk')).toBe(false);
    expect(carriesSession('mytoken=abc; xtoken=1')).toBe(false);
  });
});
