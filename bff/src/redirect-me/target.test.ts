import { describe, expect, it } from 'vitest';
import { redirectMeLocation, redirectMeTarget } from './target';

describe('redirectMeTarget', () => {
  it('takes a path of this site that the route table knows, with its query', () => {
    expect(redirectMeTarget('/en/rewards')).toBe('/en/rewards');
    expect(redirectMeTarget('/cz/odmeny?page=2')).toBe('/cz/odmeny?page=2');
    expect(redirectMeTarget('/en/news-detail/1201/winter-sale#top')).toBe('/en/news-detail/1201/winter-sale#top');
  });

  it.each([
    ['another host', '//evil.example'],
    ['another host, more slashes', '///evil.example/en/rewards'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash inside', '/en\\..\\..\\evil'],
    ['a scheme', 'https://evil.example/en/rewards'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'en/rewards'],
    ['still encoded (decoded once only)', '%2F%2Fevil.example'],
    ['an encoded slash after the first', '/%2Fevil.example'],
    ['a line break', '/en/rewards\r\nSet-Cookie: a=b'],
    ['a space', '/en/rewards x'],
    ['non-ASCII', '/en/odměny'],
    ['no route', '/en/nothing-here'],
    ['no language', '/rewards'],
    ['empty', ''],
    ['too long', `/en/rewards?q=${'a'.repeat(2000)}`],
    ['a list (repeated parameter)', ['/en/rewards', '//evil.example']],
    ['nothing', undefined],
  ])('refuses %s', (_name, to) => {
    expect(redirectMeTarget(to)).toBeNull();
  });
});

describe('redirectMeLocation', () => {
  const base = { to: '/en/rewards', signedIn: false, signInOpen: true, lang: 'cz' as const };

  it('sends a member straight there', () => {
    expect(redirectMeLocation({ ...base, signedIn: true })).toBe('/en/rewards');
  });

  it('sends a visitor to sign in, in their language, then there (the login page\'s `redirect`)', () => {
    expect(redirectMeLocation(base)).toBe('/cz/prihlaseni?redirect=%2Fen%2Frewards');
  });

  it('sends a visitor of a mall without sign-in straight there (its page decides)', () => {
    expect(redirectMeLocation({ ...base, signInOpen: false })).toBe('/en/rewards');
  });

  it('sends anyone home, in their language, when `to` is no page of this site', () => {
    expect(redirectMeLocation({ ...base, to: '//evil.example' })).toBe('/cz');
    expect(redirectMeLocation({ ...base, to: 'https://evil.example', signedIn: true, lang: 'de' })).toBe('/de');
  });
});
