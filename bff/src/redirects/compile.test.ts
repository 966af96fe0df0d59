import { describe, expect, it } from 'vitest';
import { compileRedirects } from './compile';

const rule = (from: string, to: string, status = 301) => ({ from, to, status });

describe('compileRedirects', () => {
  it('keeps a simple rule, permanent by its status, external by its target', () => {
    const { rules, refused } = compileRedirects([rule('/index.php', '/sk'), rule('/christmas', 'https://christmas.aupark.sk/', 302)]);
    expect(refused).toEqual([]);
    expect(rules).toEqual([
      { from: '/index.php', to: '/sk', permanent: true, external: false },
      { from: '/christmas', to: 'https://christmas.aupark.sk/', permanent: false, external: true },
    ]);
  });

  it('resolves a chain to its final target; a temporary hop makes it temporary', () => {
    const { rules } = compileRedirects([rule('/a', '/b'), rule('/B/', '/c', 302), rule('/c', '/sk')]);
    expect(rules.find((r) => r.from === '/a')).toEqual({ from: '/a', to: '/sk', permanent: false, external: false });
    expect(rules.find((r) => r.from === '/c')).toEqual({ from: '/c', to: '/sk', permanent: true, external: false });
  });

  it('allows 3 hops and refuses a fourth', () => {
    const chain = [rule('/c1', '/c2'), rule('/c2', '/c3'), rule('/c3', '/c4'), rule('/c4', '/c5'), rule('/c5', '/cz')];
    const { rules, refused } = compileRedirects(chain);
    expect(rules.map((r) => r.from).sort()).toEqual(['/c3', '/c4', '/c5']);
    expect(rules.every((r) => r.to === '/cz')).toBe(true);
    expect(refused).toEqual([
      { from: '/c1', reason: 'too-long' },
      { from: '/c2', reason: 'too-long' },
    ]);
  });

  it('percent-encodes targets so they can stand in a Location header', () => {
    const { rules } = compileRedirects([rule('/a', '/sk/obchody/dráčik hračky'), rule('/b', 'https://Example.COM/ä?q=1 2')]);
    expect(rules.map((r) => r.to)).toEqual(['/sk/obchody/dr%C3%A1%C4%8Dik%20hra%C4%8Dky', 'https://example.com/%C3%A4?q=1%202']);
  });

  it('refuses loops, including a rule back to its own path', () => {
    const { rules, refused } = compileRedirects([rule('/loop-a', '/loop-b'), rule('/loop-b', '/loop-a'), rule('/self', '/SELF/')]);
    expect(rules).toEqual([]);
    expect(refused.map((r) => r.reason)).toEqual(['loop', 'loop', 'loop']);
  });

  it('refuses what is not a path → path-or-URL pair, and a second rule for one path', () => {
    const { rules, refused } = compileRedirects([
      rule('not-a-path', '/cz'),
      rule('//evil.example', '/cz'),
      rule('/x', '//evil.example/'),
      rule('/y', 'javascript:alert(1)'),
      rule('/z', '/cz', 200),
      { from: '/w' },
      null,
      rule('/dup', '/sk'),
      rule('/DUP', '/cz'),
    ]);
    expect(rules).toEqual([{ from: '/dup', to: '/sk', permanent: true, external: false }]);
    expect(refused).toEqual([
      { from: 'not-a-path', reason: 'invalid' },
      { from: '//evil.example', reason: 'invalid' },
      { from: '/x', reason: 'invalid' },
      { from: '/y', reason: 'invalid' },
      { from: '/z', reason: 'invalid' },
      { from: '/w', reason: 'invalid' },
      { from: '', reason: 'invalid' },
      { from: '/DUP', reason: 'duplicate' },
    ]);
  });
});
