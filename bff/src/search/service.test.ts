import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../tenancy/tenants';
import type { PublicCalls } from '../upstream/public-calls';
import type { Result, UpstreamFailure } from '../upstream/result';
import type { UpstreamShop } from '../shops/upstream';
import { createSearchService } from './service';
import { searchDocument } from './documents';
import { defineSource, shopDocument, shopSource } from './sources';

// The service's rules without a network: cold answers come from the platform while the index is
// built; a warm index answers itself; a new cached copy rebuilds it, the same copy does not; a failed
// load keeps the old index; only live detail screens are answered.

const tenant = { id: 'aupark', fallbackLanguage: 'sk' } as Tenant;
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const shop = (id: string, name: string): UpstreamShop =>
  ({ id, name, logo: null, category_ids: ['22'], gallery: [], translations: [{ locale: 'en', description: `${name} in Aupark`, company_category: 'Cafés' }] }) as unknown as UpstreamShop;
const category = { id: '22', parent_id: null, translations: [{ locale: 'en', name: 'Cafés' }], subcategory: [] };
const failure: UpstreamFailure = { kind: 'network', message: 'down', retryable: true, path: 'companies' };

function fakeCalls() {
  const state = {
    page: { data: [shop('1', 'Starbucks'), shop('2', 'Tchibo')] } as object,
    categories: [category] as object,
    fail: false,
    platformCalls: 0,
  };
  const calls = {
    allShops: async () => (state.fail ? { ok: false, error: failure } : { ok: true, value: state.page }),
    categories: async () => ({ ok: true, value: state.categories }),
    platformSearch: async () => {
      state.platformCalls += 1;
      return state.fail ? { ok: false, error: failure } : { ok: true, value: { companies: [shop('1', 'Starbucks')] } };
    },
  } as unknown as PublicCalls;
  return { state, calls };
}

const titles = (result: Result<{ groups: { hits: { title: string }[] }[] }, UpstreamFailure>) => (result.ok ? result.value.groups.flatMap((g) => g.hits.map((h) => h.title)) : []);

describe('the search service', () => {
  it('answers a cold index from the platform, then from the index once built', async () => {
    const { state, calls } = fakeCalls();
    const service = createSearchService({ calls, sources: [shopSource], liveRoutes: () => ['shop'], logger });
    const cold = await service.search({ tenant }, 'en', 'starbucks', { limit: 10 });
    expect(cold).toMatchObject({ ok: true, value: { source: 'platform' } });
    expect(titles(cold)).toEqual(['Starbucks']);
    await service.warm(tenant, 'en');
    const warm = await service.search({ tenant }, 'en', 'tchbo', { limit: 10 });
    expect(warm).toMatchObject({ ok: true, value: { source: 'index' } });
    expect(titles(warm)).toEqual(['Tchibo']);
    expect(state.platformCalls).toBe(1);
  });

  it('rebuilds on a new cached copy only, and keeps the old index when a load fails', async () => {
    const { state, calls } = fakeCalls();
    let clock = 0;
    const service = createSearchService({ calls, sources: [shopSource], liveRoutes: () => ['shop'], logger, now: () => clock });
    await service.warm(tenant, 'en');
    await service.warm(tenant, 'en');
    expect(service.state('aupark', 'en')).toMatchObject({ generation: 1, size: 2 });

    state.page = { data: [shop('1', 'Starbucks'), shop('2', 'Tchibo'), shop('3', 'Costa Coffee')] };
    clock = 5000;
    await service.search({ tenant }, 'en', 'costa', { limit: 10 }); // answers from the old index, checks in the background
    await service.warm(tenant, 'en');
    expect(service.state('aupark', 'en')).toMatchObject({ generation: 2, size: 3 });
    expect(titles(await service.search({ tenant }, 'en', 'costa', { limit: 10 }))).toEqual(['Costa Coffee']);

    state.fail = true;
    state.page = { data: [] };
    await service.warm(tenant, 'en');
    expect(service.state('aupark', 'en')).toMatchObject({ generation: 2, size: 3 });
    expect(titles(await service.search({ tenant }, 'en', 'costa', { limit: 10 }))).toEqual(['Costa Coffee']);
  });

  it('builds with the types it has when another type cannot be loaded, and adds it once it can', async () => {
    const { calls } = fakeCalls();
    let offers: Result<object, UpstreamFailure> = { ok: false, error: failure };
    const offerSource = defineSource<object>({
      type: 'offer',
      load: async () => offers,
      copies: (raw) => [raw],
      documents: () => [searchDocument({ type: 'offer', id: '9', title: 'Coffee week', slug: 'coffee-week', description: null, categories: [], image: null })],
      fromPlatform: () => [],
    });
    let clock = 0;
    const service = createSearchService({ calls, sources: [shopSource, offerSource], liveRoutes: () => ['shop', 'offer'], logger, now: () => clock });
    await service.warm(tenant, 'en');
    expect(service.state('aupark', 'en')).toMatchObject({ generation: 1, size: 2 });
    expect(titles(await service.search({ tenant }, 'en', 'coffee', { limit: 10 }))).toEqual([]);
    offers = { ok: true, value: {} };
    clock = 5000;
    await service.warm(tenant, 'en');
    expect(service.state('aupark', 'en')).toMatchObject({ generation: 2, size: 3 });
    expect(titles(await service.search({ tenant }, 'en', 'coffee', { limit: 10 }))).toEqual(['Coffee week']);
    // It fails again: the offers found before stay.
    offers = { ok: false, error: failure };
    await service.warm(tenant, 'en');
    expect(service.state('aupark', 'en')).toMatchObject({ generation: 2, size: 3 });
  });

  it('fails a cold search only when both the platform and the index data fail', async () => {
    const { state, calls } = fakeCalls();
    state.fail = true;
    const service = createSearchService({ calls, sources: [shopSource], liveRoutes: () => ['shop'], logger });
    expect(await service.search({ tenant, deadline: Date.now() + 200 }, 'en', 'starbucks', { limit: 10 })).toEqual({ ok: false, error: failure });
  });

  it('answers only types whose detail screen is live', async () => {
    const { calls } = fakeCalls();
    const service = createSearchService({ calls, sources: [shopSource], liveRoutes: () => ['search'], logger });
    expect(titles(await service.search({ tenant }, 'en', 'starbucks', { limit: 10 }))).toEqual([]);
    await service.warm(tenant, 'en');
    expect(await service.search({ tenant }, 'en', 'starbucks', { limit: 10 })).toEqual({ ok: true, value: { source: 'index', groups: [] } });
    expect(service.liveTypes()).toEqual(new Set());
  });
});

describe('shopDocument', () => {
  it('is the shop in the language: brand name and slug, translated description and categories, proxied logo', () => {
    const doc = shopDocument(
      { ...shop('7', 'Café Bistro Ľudovít'), logo: 'https://cdn.example.com/l.png', translations: [{ locale: 'sk', description: '<p>Káva &amp; <strong>koláče</strong></p>', company_category: 'Kaviarne' }] } as UpstreamShop,
      { lang: 'en', fallbackLang: 'sk' },
      new Map([['22', 'Cafés']]),
    );
    expect(doc).toEqual({
      key: 'shop:7',
      type: 'shop',
      id: '7',
      title: 'Café Bistro Ľudovít',
      slug: 'cafe-bistro-ludovit',
      description: 'Káva & koláče',
      categories: ['Cafés', 'Kaviarne'],
      image: `/img?url=${encodeURIComponent('https://cdn.example.com/l.png')}`,
    });
  });
});
