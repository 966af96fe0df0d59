import { describe, expect, it } from 'vitest';
import { cleanPrefix, gql, logCollector, startStack, useStack } from '../test/stack';

// The e-shops' resolver against the sandbox over real HTTP and a real Redis: every tenant in every
// language, the http:// rule on the platform's addresses, a bad address left out and logged once,
// and an upstream failure.

interface EshopsData {
  eshops: { id: string; name: string; slug: string; logo: string | null; category: string | null; url: string; host: string }[];
}

const eshops = `query ($lang: Language!) { eshops(lang: $lang) { id name slug logo category url host } }`;

const tenants = ['aupark', 'galerieharfa', 'novoplaza', 'europasc', 'beta'] as const;
const langs = ['en', 'cz', 'sk', 'de'] as const;

describe('e-shops over the sandbox', () => {
  const logs = logCollector();
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }, logStream: logs.stream });

  it.each(tenants)('lists the shops of %s that sell online, by name, with absolute addresses, in every language', async (tenant) => {
    for (const lang of langs) {
      const { data, errors } = await gql<EshopsData>(stack().app, tenant, eshops, { lang });
      expect(errors).toBeUndefined();
      const list = data!.eshops;
      expect(list.length).toBeGreaterThanOrEqual(4);
      const collator = new Intl.Collator(lang === 'cz' ? 'cs' : lang);
      expect(list.map((e) => e.name)).toEqual([...list.map((e) => e.name)].sort(collator.compare));
      for (const eshop of list) {
        expect(eshop.url).toMatch(/^https?:\/\/[^\s/]+\.[^\s/]+/);
        expect(eshop.url).toContain(eshop.host);
        expect(eshop.logo).toMatch(/^\/img\?/);
        expect(eshop.category).toBeTruthy();
        expect(eshop.slug).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });

  it('prepends http:// to an address written without a scheme, and keeps https:// (spec §5)', async () => {
    const { data } = await gql<EshopsData>(stack().app, 'galerieharfa', eshops, { lang: 'cz' });
    const byName = new Map(data!.eshops.map((e) => [e.name, e]));
    expect(byName.get('Sephora')).toMatchObject({ url: 'http://sephora.cz', host: 'sephora.cz' });
    expect(byName.get('Knihy Dobrovský')).toMatchObject({ url: 'http://knihydobrovsky.cz' });
    expect(byName.get('Alza.cz')).toMatchObject({ url: 'https://www.alza.cz', host: 'alza.cz' });
    // Shops without an e-shop are not listed.
    expect(byName.has('Pošta')).toBe(false);
  });

  it('leaves out an address that is not one (aupark\'s café), logged once for the cached copy', async () => {
    for (let i = 0; i < 3; i++) {
      const { data, errors } = await gql<EshopsData>(stack().app, 'aupark', eshops, { lang: 'sk' });
      expect(errors).toBeUndefined();
      expect(data!.eshops.map((e) => e.name)).not.toContain('Café Bistro Ľudovít');
      expect(data!.eshops.map((e) => e.name)).toContain('Zara');
    }
    const warnings = logs.lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('eshops:') && line.tenant === 'aupark');
    expect(warnings).toHaveLength(1);
  });

  it('says UPSTREAM_UNAVAILABLE when the platform fails and nothing is cached', async () => {
    const cold = await startStack({ sandbox: stack().sandbox });
    try {
      stack().sandbox.knobs.setMode('failing');
      const { errors } = await gql(cold.app, 'europasc', eshops, { lang: 'de' });
      expect(errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await cold.close();
      await cleanPrefix(cold.prefix);
    }
  });
});
