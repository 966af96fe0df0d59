import { describe, expect, it } from 'vitest';
import { bareHost, effectivePort, judgeSource, upstreamOverrideOrigins, type SourcePolicy } from './source-policy';

const policy: SourcePolicy = {
  allowedHosts: ['api.mall-platform.example', '127.0.0.1', 'localhost', 'sandbox', '10.1.2.3', '8.8.8.8', 'www.aupark.sk', '[::1]', '[2001:4860:4860::8888]'],
  ownHosts: new Set(['www.aupark.sk', 'aupark.localhost', 'localhost']),
  trustedOrigins: ['http://127.0.0.1:4010', 'http://sandbox:4010'],
  standardPortsOnly: false,
};
const production: SourcePolicy = { ...policy, standardPortsOnly: true };

const judge = (url: string, p: SourcePolicy = policy) => {
  const verdict = judgeSource(new URL(url), p);
  return verdict.ok ? (verdict.trusted ? 'trusted' : 'ok') : verdict.reason;
};

describe('judgeSource', () => {
  it('allows a public allowed host on any port outside production', () => {
    expect(judge('https://api.mall-platform.example/images/a.png')).toBe('ok');
    expect(judge('http://api.mall-platform.example:8080/images/a.png')).toBe('ok');
    expect(judge('http://8.8.8.8/a.png')).toBe('ok');
    expect(judge('http://[2001:4860:4860::8888]/a.png')).toBe('ok');
  });

  it('refuses any user name or password before anything else', () => {
    expect(judge('http://user@127.0.0.1/a.png')).toBe('credentials');
    expect(judge('http://user:secret@api.mall-platform.example/a.png')).toBe('credentials');
    expect(judge('http://:secret@api.mall-platform.example/a.png')).toBe('credentials');
    expect(judge('http://user@127.0.0.1:4010/a.png')).toBe('credentials');
  });

  it('refuses a host outside the tenant allow-list, compared exactly', () => {
    expect(judge('https://evil.example.com/a.png')).toBe('host-not-allowed');
    expect(judge('https://api.mall-platform.example.evil.com/a.png')).toBe('host-not-allowed');
    expect(judge('https://api.mall-platform.example./a.png')).toBe('host-not-allowed');
    expect(judge('http://[::ffff:7f00:1]/a.png')).toBe('host-not-allowed');
  });

  it.each([
    'http://127.0.0.1/a.png',
    'http://127.0.0.1:6379/',
    'http://0x7f000001/a.png',
    'http://2130706433/a.png',
    'http://017700000001/a.png',
    'http://127.1/a.png',
    'http://127.0.0.1./a.png',
    'http://[::1]/a.png',
    'http://10.1.2.3/a.png',
    'http://0xa.1.2.3/a.png',
  ])('refuses the private address literal %s', (url) => {
    expect(judge(url)).toBe('address');
    expect(judge(url, production)).toMatch(/address|port/);
  });

  it('refuses the bff own hosts', () => {
    expect(judge('https://www.aupark.sk/img?url=x')).toBe('own-host');
    expect(judge('http://localhost/a.png')).toBe('own-host');
    expect(judge('http://localhost:3000/a.png')).toBe('own-host');
  });

  it('trusts the exact upstream origin only, whatever its address and port', () => {
    expect(judge('http://127.0.0.1:4010/images/a.png')).toBe('trusted');
    expect(judge('http://127.0.0.1:4010/images/a.png', production)).toBe('trusted');
    expect(judge('http://sandbox:4010/images/a.png', production)).toBe('trusted');
    expect(judge('http://127.0.0.1:4011/images/a.png')).toBe('address');
    expect(judge('https://127.0.0.1:4010/images/a.png')).toBe('address');
    expect(judge('http://sandbox:4011/images/a.png')).toBe('ok');
    expect(judge('http://sandbox:4011/images/a.png', production)).toBe('port');
  });

  it('allows only ports 80 and 443 in production', () => {
    expect(judge('https://api.mall-platform.example/a.png', production)).toBe('ok');
    expect(judge('http://api.mall-platform.example:80/a.png', production)).toBe('ok');
    expect(judge('http://api.mall-platform.example:443/a.png', production)).toBe('ok');
    expect(judge('https://api.mall-platform.example:8443/a.png', production)).toBe('port');
    expect(judge('http://api.mall-platform.example:22/a.png', production)).toBe('port');
  });
});

describe('effectivePort and bareHost', () => {
  it('fills in the default port of the scheme', () => {
    expect(effectivePort(new URL('http://a.example/'))).toBe(80);
    expect(effectivePort(new URL('https://a.example/'))).toBe(443);
    expect(effectivePort(new URL('https://a.example:80/'))).toBe(80);
    expect(effectivePort(new URL('http://a.example:443/'))).toBe(443);
  });
  it('drops IPv6 brackets and the trailing dot', () => {
    expect(bareHost(new URL('http://[::1]:8080/'))).toBe('::1');
    expect(bareHost(new URL('http://www.aupark.sk./'))).toBe('www.aupark.sk');
  });
});

describe('upstreamOverrideOrigins', () => {
  const tenants = { all: [{ upstreamUrl: 'http://127.0.0.1:4010' }, { upstreamUrl: 'http://127.0.0.1:4010/' }] };
  it('is the embedded sandbox the tenants point at, else UPSTREAM_URL, else nothing', () => {
    expect(upstreamOverrideOrigins({ SANDBOX: 'embedded', UPSTREAM_URL: undefined }, tenants)).toEqual(['http://127.0.0.1:4010']);
    expect(upstreamOverrideOrigins({ SANDBOX: 'off', UPSTREAM_URL: 'http://Sandbox:4010/api' }, tenants)).toEqual(['http://sandbox:4010']);
    expect(upstreamOverrideOrigins({ SANDBOX: 'off', UPSTREAM_URL: 'https://api.example:443' }, tenants)).toEqual(['https://api.example']);
    expect(upstreamOverrideOrigins({ SANDBOX: 'off', UPSTREAM_URL: undefined }, tenants)).toEqual([]);
  });
});
