import { describe, expect, it } from 'vitest';
import { findRedirect, isSitePath, redirectKey, redirectLocation, type Redirect } from './redirects';

const rules: Redirect[] = [
  { from: '/index.php', to: '/sk', permanent: true, external: false },
  { from: '/Stary-Obchod/', to: '/sk?from=old', permanent: true, external: false },
  { from: '/christmas', to: 'https://christmas.aupark.sk/', permanent: false, external: true },
];

describe('redirectKey', () => {
  it('ignores case, a trailing slash, the query and the hash', () => {
    expect(redirectKey('/Index.PHP/')).toBe('/index.php');
    expect(redirectKey('/a/b?x=1#top')).toBe('/a/b');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('//')).toBe('/');
  });
});

describe('isSitePath', () => {
  it('takes root-relative paths only', () => {
    expect(isSitePath('/sk')).toBe(true);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('sk')).toBe(false);
    expect(isSitePath('https://x.example/')).toBe(false);
  });
});

describe('findRedirect', () => {
  it('finds a rule by its path in any case and with or without the slash', () => {
    expect(findRedirect(rules, '/index.php')?.to).toBe('/sk');
    expect(findRedirect(rules, '/INDEX.php/')?.to).toBe('/sk');
    expect(findRedirect(rules, '/stary-obchod')?.to).toBe('/sk?from=old');
    expect(findRedirect(rules, '/sk')).toBeUndefined();
    expect(findRedirect([], '/index.php')).toBeUndefined();
  });
});

describe('redirectLocation', () => {
  it('keeps the query on a site target without its own query', () => {
    expect(redirectLocation(rules[0]!, '?utm_source=x')).toBe('/sk?utm_source=x');
    expect(redirectLocation(rules[0]!, 'utm_source=x')).toBe('/sk?utm_source=x');
    expect(redirectLocation(rules[0]!, '')).toBe('/sk');
    expect(redirectLocation(rules[1]!, '?utm_source=x')).toBe('/sk?from=old');
  });

  it('never adds the query to an external target', () => {
    expect(redirectLocation(rules[2]!, '?utm_source=x')).toBe('https://christmas.aupark.sk/');
  });
});
