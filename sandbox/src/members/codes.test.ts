import { describe, expect, it } from 'vitest';
import { checkCode, codeLifetimeMs, consumeCode, expireCodes, issueCode, maxWrongTries, type CodeState } from './codes';

describe('one-time codes', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('are 6 digits, valid for 30 minutes, one per purpose', () => {
    const state: CodeState = {};
    const code = issueCode(state, 'verification', now);
    expect(code).toMatch(/^\d{6}$/);
    expect(checkCode(state, 'verification', code, later(codeLifetimeMs - 1))).toBe('ok');
    expect(checkCode(state, 'verification', code, later(codeLifetimeMs))).toBe('expired');
    // Another purpose has its own code.
    expect(checkCode(state, 'password-reset', code, now)).toBe('invalid');
  });

  it('replace the old one with a new one, which alone works', () => {
    const state: CodeState = {};
    let first = issueCode(state, 'verification', now);
    let second = issueCode(state, 'verification', now);
    while (second === first) [first, second] = [second, issueCode(state, 'verification', now)];
    expect(checkCode(state, 'verification', first, now)).toBe('invalid');
    expect(checkCode(state, 'verification', second, now)).toBe('ok');
  });

  it(`are void after ${maxWrongTries} wrong tries, and once used`, () => {
    const state: CodeState = {};
    const code = issueCode(state, 'password-reset', now);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < maxWrongTries; i++) expect(checkCode(state, 'password-reset', wrong, now)).toBe('invalid');
    expect(checkCode(state, 'password-reset', wrong, now)).toBe('exhausted');
    expect(checkCode(state, 'password-reset', code, now)).toBe('exhausted');
    const fresh = issueCode(state, 'password-reset', now);
    expect(checkCode(state, 'password-reset', fresh, now)).toBe('ok');
    consumeCode(state, 'password-reset');
    expect(checkCode(state, 'password-reset', fresh, now)).toBe('invalid');
  });

  it('expire on the knob', () => {
    const state: CodeState = {};
    const code = issueCode(state, 'verification', now);
    expect(expireCodes(state, now)).toBe(1);
    expect(checkCode(state, 'verification', code, now)).toBe('expired');
  });
});
