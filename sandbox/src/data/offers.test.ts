import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../app';
import { imageUrlFor } from '../images';
import { TENANT_IDS, TENANTS } from '../tenancy';
import { memberToken, demoMembers } from './members';
import { companiesFor } from './companies';
import { OFFER_CATEGORIES_BY_ID, offerCategoryWithDescendants } from './offer-categories';
import { offersFor, runsOn } from './offers';

const today = '2026-11-22';

describe('offers data', () => {
  for (const tenant of TENANT_IDS) {
    it(`${tenant}: more than a page of current offers, unique tenant-scoped ids, real shops and categories, two ended`, () => {
      const image = imageUrlFor('http://sandbox.test', tenant);
      const offers = offersFor(tenant, image);
      const shops = new Set(companiesFor(tenant, image).map((c) => c.id));
      expect(offers.filter((o) => runsOn(o, today)).length).toBeGreaterThan(10);
      expect(offers.filter((o) => !runsOn(o, today))).toHaveLength(2);
      expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
      for (const offer of offers) {
        expect(Math.floor(offer.id / 1000)).toBe(TENANTS[tenant].index);
        expect(shops.has(offer.company_id)).toBe(true);
        expect(offer.category_ids.every((id) => OFFER_CATEGORIES_BY_ID.has(id))).toBe(true);
        expect(offer.currency).toBe(TENANTS[tenant].currency);
        expect(offer.customer_like).toBeNull();
        expect(offer.images[0]).toBe(offer.image);
        if (offer.price !== null && offer.original_price !== null) expect(Number(offer.original_price)).toBeGreaterThan(Number(offer.price));
      }
    });
  }

  it("numbers the hero banner's product first (+501), with the banner's name", () => {
    const [first] = offersFor('galerieharfa', imageUrlFor('http://sandbox.test', 'galerieharfa'));
    expect(first).toMatchObject({ id: 2501, price: '899.00', translations: expect.arrayContaining([{ locale: 'cz', name: 'Letní lněná košile', description: expect.any(String) }]) });
  });

  it('ends an offer after its last day; one without a last day never ends', () => {
    expect(runsOn({ valid_to: '2026-11-22' }, today)).toBe(true);
    expect(runsOn({ valid_to: '2026-11-21' }, today)).toBe(false);
    expect(runsOn({ valid_to: null }, today)).toBe(true);
  });

  it('filters a category with its subcategories', () => {
    expect(offerCategoryWithDescendants(101).sort()).toEqual([101, 111, 112]);
    expect(offerCategoryWithDescendants(5)).toEqual([]);
  });
});

describe('GET /v1/products', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSandbox();
  });
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { origin: TENANTS.aupark.origin, ...headers } });

  it('pages the offers, current ones only with filter[valid_on]', async () => {
    const all = (await get('/v1/products')).json().data;
    expect(all).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 21 });
    const current = (await get(`/v1/products?filter[valid_on]=${today}&per_page=48`)).json().data;
    expect(current.total).toBe(19);
    expect(current.data.every((o: { valid_to: string | null }) => o.valid_to === null || o.valid_to >= today)).toBe(true);
  });

  it('filters by category (with subcategories) and by shop, and sorts', async () => {
    const clothing = (await get('/v1/products?filter[category_id]=101&per_page=48')).json().data.data as { category_ids: number[] }[];
    expect(clothing.length).toBeGreaterThan(0);
    expect(clothing.every((o) => o.category_ids.some((id) => [101, 111, 112].includes(id)))).toBe(true);
    const dm = (await get('/v1/products?filter[company_id]=1002')).json().data.data as { company_id: number }[];
    expect(dm.map((o) => o.company_id)).toEqual([1002, 1002]);
    const newest = (await get('/v1/products?sort=-created_at&per_page=2')).json().data.data as { created_at: string }[];
    expect(newest[0]!.created_at >= newest[1]!.created_at).toBe(true);
  });

  it('refuses a bad filter with 422 and field messages', async () => {
    for (const query of ['filter[valid_on]=tomorrow', 'filter[category_id]=abc', 'filter[company_id]=x', 'filter[name]=x', 'sort=name', 'page=0']) {
      const response = await get(`/v1/products?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors, query).toBeDefined();
    }
  });

  it('answers one offer, ended ones too, and 404 for an unknown, foreign or malformed id', async () => {
    expect((await get('/v1/products/1520')).json().data.valid_to).toBe('2026-08-31');
    for (const id of ['9999', '2501', 'abc']) expect((await get(`/v1/products/${id}`)).statusCode, id).toBe(404);
  });

  it("serves a member's likes on me/products, and 401 without a member's token", async () => {
    expect((await get('/v1/me/products')).statusCode).toBe(401);
    expect((await get('/v1/me/products', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    const member = demoMembers.find((m) => m.tenant === 'aupark')!;
    const page = (await get('/v1/me/products', { authorization: `Bearer ${memberToken(member)}` })).json().data;
    expect(page.data.slice(0, 3).map((o: { customer_like: unknown }) => o.customer_like)).toEqual([{ reaction: '' }, { reaction: '' }, null]);
  });

  it('serves the product categories through categories?filter[type]=product', async () => {
    const tree = (await get('/v1/categories?filter[type]=product')).json().data as { id: number; type: string }[];
    expect(tree.map((n) => n.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109]);
    expect(tree.every((n) => n.type === 'product')).toBe(true);
  });
});
