import { describe, expect, it } from 'vitest';
import { buildUrl } from '../upstream/client';
import { buildCacheKey, indexKeyOf, invalidationChannel, lockKeyOf, tenantAndFamilyOf, tenantHashTag, tenantKeyPattern, tenantKeyPrefix, type CacheKey } from './keys';

const key: CacheKey = { tenant: 'aupark', family: 'content', lang: 'en', path: '/v1/events' };

describe('buildCacheKey', () => {
  it('puts the tenant first and follows the documented layout', () => {
    expect(buildCacheKey('mall:', { tenant: 'aupark', family: 'catalog', lang: 'cz', path: '/v1/shops', query: { page: 2, sort: 'name' } })).toBe(
      'mall:{aupark}:catalog:cz:/v1/shops?page=2&sort=name',
    );
    expect(buildCacheKey('mall:', { tenant: 'aupark', family: 'settings', path: '/v1/settings' })).toBe('mall:{aupark}:settings:-:/v1/settings?');
  });

  it('ignores query order and undefined values', () => {
    const a = buildCacheKey('p:', { ...key, query: { b: 1, a: 'x', c: undefined } });
    const b = buildCacheKey('p:', { ...key, query: { a: 'x', b: 1 } });
    expect(a).toBe(b);
  });

  it('never lets different tenants, languages, families, paths or queries collide', () => {
    const variants: CacheKey[] = [
      key,
      { ...key, tenant: 'novoplaza' },
      { ...key, tenant: 'aupark:content' },
      { ...key, tenant: '{aupark}' },
      { ...key, tenant: 'aupark}:content:en:/v1/events?{' },
      { ...key, lang: 'de' },
      { ...key, lang: undefined },
      { ...key, lang: '-' },
      { ...key, lang: '' },
      { ...key, family: 'catalog' },
      { ...key, path: '/v1/events/1' },
      { ...key, path: '/v1/events?page=1' },
      { ...key, query: { page: 1 } },
      { ...key, query: { page: 2 } },
      { ...key, query: { page: '1&x=2' } },
      { ...key, query: { page: 1, x: 2 } },
      { ...key, query: { 'filter[company_id]': null } },
      { ...key, query: { 'filter[company_id]': '' } },
      { ...key, query: { 'a=b': 'c' } },
      { ...key, query: { a: 'b=c' } },
    ];
    const keys = variants.map((variant) => buildCacheKey('p:', variant));
    expect(new Set(keys).size).toBe(variants.length);
    for (const [i, variant] of variants.entries()) {
      expect(keys[i]?.startsWith(`p:{${encodeURIComponent(variant.tenant)}}:`)).toBe(true);
    }
  });

  it('keys null as the text the upstream receives', () => {
    expect(buildCacheKey('p:', { ...key, query: { f: null } })).toBe(buildCacheKey('p:', { ...key, query: { f: 'null' } }));
  });
});

describe('the query in a key', () => {
  it('holds the pairs the upstream receives, sorted', () => {
    const query = { sort: 'name', 'filter[company_id]': null, page: 2, all: true, skip: undefined, q: 'a b&c' };
    const k = buildCacheKey('p:', { ...key, query });
    const keyed = k
      .slice(k.indexOf('?') + 1)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent));
    const sent = [...new URL(buildUrl('http://up', '/events', query)).searchParams.entries()];
    expect(keyed).toEqual(sent.sort(([a], [b]) => (a < b ? -1 : 1)));
  });

  it('keeps the exact text of existing keys', () => {
    expect(buildCacheKey('mall:', { tenant: 'aupark', family: 'catalog', lang: 'en', path: '/v1/shops', query: { page: 1 } })).toBe(
      'mall:{aupark}:catalog:en:/v1/shops?page=1',
    );
    expect(buildCacheKey('p:', { ...key, query: { page: 2, 'filter[company_id]': null } })).toBe(
      'p:{aupark}:content:en:/v1/events?filter%5Bcompany_id%5D=null&page=2',
    );
  });
});

describe('tenant prefixes and patterns', () => {
  it('encodes the tenant, so that a separator in it cannot reach into another tenant', () => {
    expect(tenantKeyPrefix('mall:', 'aupark')).toBe('mall:{aupark}:');
    expect(tenantKeyPrefix('mall:', 'a:b')).toBe('mall:{a%3Ab}:');
  });

  it('is the prefix of every key of the tenant', () => {
    expect(buildCacheKey('mall:', key).startsWith(tenantKeyPrefix('mall:', key.tenant))).toBe(true);
  });

  it('matches the tenant prefix literally in SCAN, even with glob characters in the configured prefix', () => {
    expect(tenantKeyPattern('mall:', 'aupark')).toBe('mall:{aupark}:*');
    expect(tenantKeyPattern('m*[a]?\\:', 'aupark')).toBe('m\\*\\[a\\]\\?\\\\:{aupark}:*');
  });
});

/** The part of a key Redis Cluster hashes: between the first `{` and the first `}` after it, if not empty. */
function hashedPart(k: string): string {
  const open = k.indexOf('{');
  const close = open === -1 ? -1 : k.indexOf('}', open + 1);
  return close > open + 1 ? k.slice(open + 1, close) : k;
}

describe('Cluster hash tags', () => {
  it('tags every key a tenant owns with the tenant, so that they share one slot', () => {
    const tag = 'aupark';
    const value = buildCacheKey('mall:', key);
    const owned = [
      value,
      buildCacheKey('mall:', { ...key, family: 'response', lang: 'de', path: '/de/news/{x}', query: { a: '}' } }),
      lockKeyOf('mall:', value),
      indexKeyOf('mall:', 'aupark', 'response'),
    ];
    for (const k of owned) expect(hashedPart(k)).toBe(tag);
    expect(tenantHashTag('aupark')).toBe('{aupark}');
  });

  it('escapes braces in a tenant, so that the tag cannot end early or take in the rest of the key', () => {
    expect(tenantHashTag('a}b{c')).toBe('{a%7Db%7Bc}');
    const k = buildCacheKey('mall:', { ...key, tenant: 'a}b' });
    expect(k.startsWith('mall:{a%7Db}:')).toBe(true);
    expect(hashedPart(k)).toBe('a%7Db');
    expect(hashedPart(indexKeyOf('mall:', '{x}', 'response'))).toBe('%7Bx%7D');
  });

  it('reads the tenant and family back from a value key, and nothing from other names', () => {
    expect(tenantAndFamilyOf('mall:', buildCacheKey('mall:', { ...key, tenant: 'a:}b', family: 'response' }))).toEqual({ tenant: 'a:}b', family: 'response' });
    expect(tenantAndFamilyOf('mall:', lockKeyOf('mall:', buildCacheKey('mall:', key)))).toBeUndefined();
    expect(tenantAndFamilyOf('mall:', 'other:{aupark}:content:')).toBeUndefined();
  });
});

describe('lock keys and the channel', () => {
  it('puts a lock under the prefix, apart from every tenant', () => {
    const k = buildCacheKey('mall:', key);
    expect(lockKeyOf('mall:', k)).toBe('mall:#lock:{aupark}:content:en:/v1/events?');
    for (const tenant of ['aupark', '#lock', '']) expect(lockKeyOf('mall:', k).startsWith(tenantKeyPrefix('mall:', tenant))).toBe(false);
  });

  it('names the invalidation channel after the prefix', () => {
    expect(invalidationChannel('mall:')).toBe('mall:invalidate');
  });
});
