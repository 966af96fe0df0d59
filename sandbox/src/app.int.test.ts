// The sandbox through HTTP (app.inject, and a real port where sockets matter): every endpoint for
// every tenant in shape, the error envelope, and the test knobs.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSandbox, demoMembers } from './index';
import { TENANT_IDS, TENANTS } from './tenancy';

const PUBLIC_URL = 'http://sandbox.test:4010';

const locale = z.enum(['en', 'cz', 'sk', 'de']);
const imageUrl = z.string().startsWith(`${PUBLIC_URL}/images/`);
const errorEnvelope = z.strictObject({
  status: z.literal('error'),
  httpStatus: z.string().regex(/^[A-Za-z]+$/),
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
const day = z.strictObject({ from: z.string().regex(/^\d\d:\d\d$/).nullable(), to: z.string().regex(/^\d\d:\d\d$/).nullable(), is_closed: z.boolean() });
const week = z.strictObject({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day });
const socialUrl = z.string().min(1).nullable();

const mall = z.strictObject({
  id: z.number(),
  name: z.string(),
  image: imageUrl,
  image_wide: imageUrl,
  image_inverted: imageUrl,
  image_wide_inverted: imageUrl,
  image_icon: imageUrl,
  date_format: z.string(),
  time_format: z.literal('H:i'),
  management: z.array(z.strictObject({ name: z.string(), role: z.string(), email: z.string(), phone: z.string() })).min(1),
  property_management: z.union([z.string(), z.record(z.string(), z.string())]),
  legal_name: z.string(),
  purchase_order_number: z.string(),
  billing_email: z.string(),
  registration_number: z.string(),
  vat_registration_number: z.string(),
  address: z.string(),
  address_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.enum(['SK', 'CZ']),
  zip_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  email: z.string(),
  currency: z.enum(['EUR', 'CZK']),
  opening_hours: z.array(
    z.strictObject({
      zone: z.enum(['default', 'hypermarket', 'restaurants', 'cinema', 'parking']),
      status: z.enum(['open', 'closed']),
      translations: z.array(z.strictObject({ locale, name: z.string() })),
      days: week,
    }),
  ),
  closed_days: z.array(z.strictObject({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), translations: z.array(z.strictObject({ locale, name: z.string() })).length(4) })).min(8),
  supported_languages: z.array(z.strictObject({ locale })).length(4),
  instagram: socialUrl, facebook: socialUrl, twitter: socialUrl, telegram: socialUrl, whatsapp: socialUrl,
  viber: socialUrl, youtube: socialUrl, tiktok: socialUrl, linkedin: socialUrl, pinterest: socialUrl,
  // The mall's page texts (mall-pages.ts): rich text; a travel mode's text may be missing.
  gallery: z.array(imageUrl).min(1),
  translations: z.array(
    z.strictObject({
      locale, name: z.string(), description: z.string(), opening_hours_description: z.string(), parking_description: z.string(), cookies: z.string().optional(), operating_rules: z.string().optional(),
      about: z.string().startsWith('<p>'), map_way_car: z.string().optional(), map_way_public_transport: z.string().optional(), map_way_bike: z.string().optional(), map_way_walk: z.string().optional(),
    }),
  ),
});

const shop = z.strictObject({
  id: z.number(),
  name: z.string(),
  logo: imageUrl,
  image: imageUrl,
  category_ids: z.array(z.number()).min(1),
  floor: z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]),
  unit: z.string().regex(/^[A-Z]-\d{3}$/),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  // The shop's online store (issue 22; CONTRACT.md): as an editor wrote it, maybe without a scheme, maybe no address at all.
  eshop_url: z.string().min(1).nullable(),
  gallery: z.array(imageUrl).length(3),
  facebook: z.string().url().nullable(),
  instagram: z.string().url().nullable(),
  tiktok: z.string().url().nullable(),
  youtube: z.string().url().nullable(),
  is_loyalty_partner: z.boolean(),
  is_featured: z.boolean(),
  opening_hours: week.nullable(),
  translations: z.array(z.strictObject({ locale, description: z.string(), company_category: z.string() })).min(1),
  created_at: z.string(),
});

const page = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    per_page: z.number().int(),
    total: z.number().int(),
    links: z.array(z.strictObject({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
    data: z.array(item),
  });

interface CategoryNodeShape {
  id: number;
  parent_id: number | null;
  type: 'company';
  icon: string;
  translations: { locale: string; name: string }[];
  subcategory: CategoryNodeShape[];
}
const categoryNode: z.ZodType<CategoryNodeShape> = z.lazy(() =>
  z.strictObject({
    id: z.number(),
    parent_id: z.number().nullable(),
    type: z.literal('company'),
    icon: z.string(),
    translations: z.array(z.strictObject({ locale, name: z.string() })).length(4),
    subcategory: z.array(categoryNode),
  }),
);

const heroBanner = z.strictObject({
  type: z.enum(['event', 'news', 'company', 'reward', 'product']),
  detail: z.looseObject({ id: z.number(), image: imageUrl, image_wide: imageUrl.optional(), translations: z.array(z.looseObject({ locale })).min(1) }),
});

let app: FastifyInstance;
const get = (url: string, origin: string | null = TENANTS.aupark.origin) =>
  app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });

beforeAll(async () => {
  app = await buildSandbox({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  app.knobs.reset();
});

describe.each(TENANT_IDS)('endpoints for %s', (tenant) => {
  const origin = TENANTS[tenant].origin;

  it('GET /v1/malls: the first item is the tenant mall', async () => {
    const res = await get('/v1/malls', origin);
    expect(res.statusCode).toBe(200);
    const body = z.strictObject({ data: z.strictObject({ data: z.array(mall).min(1) }) }).parse(res.json());
    expect(body.data.data[0]?.id).toBe(TENANTS[tenant].index);
    expect(body.data.data[0]?.currency).toBe(TENANTS[tenant].currency);
  });

  it('GET /v1/settings-web-app/web: a flat map of strings', async () => {
    const res = await get('/v1/settings-web-app/web', origin);
    const body = z.strictObject({ data: z.record(z.string(), z.string()) }).parse(res.json());
    expect(body.data.colors_white).toBe('#ffffff');
    expect(body.data.loyalty_program_images_1).toMatch(new RegExp(`^${PUBLIC_URL}/images/`));
  });

  it('GET /v1/redirects: from → to, status, per tenant', async () => {
    const res = await get('/v1/redirects', origin);
    const rule = z.strictObject({ from: z.string().min(1), to: z.string().min(1), status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]) });
    const body = z.strictObject({ data: z.array(rule).min(1) }).parse(res.json());
    // An absolute target leads off the site; relative ones stay on it.
    expect(body.data.some((r) => r.to.startsWith('https://'))).toBe(true);
    expect(body.data.some((r) => r.to.startsWith('/'))).toBe(true);
    // The broken rules (a loop, a long chain) are beta's alone.
    expect(body.data.some((r) => r.from === '/loop-a')).toBe(tenant === 'beta');
  });

  it('GET /v1/settings-web-app/hero-banner: 3-5 typed items', async () => {
    const res = await get('/v1/settings-web-app/hero-banner', origin);
    const body = z.strictObject({ data: z.array(heroBanner).min(3).max(5) }).parse(res.json());
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('GET /v1/translations/web/available-locales', async () => {
    const res = await get('/v1/translations/web/available-locales', origin);
    expect(res.json()).toEqual({
      data: [
        { locale: 'en', name: 'English' },
        { locale: 'cz', name: 'Čeština' },
        { locale: 'sk', name: 'Slovenčina' },
        { locale: 'de', name: 'Deutsch' },
      ],
    });
  });

  it('GET /v1/categories: a tree', async () => {
    const res = await get('/v1/categories?filter[type]=company', origin);
    const body = z.strictObject({ data: z.array(categoryNode).min(5) }).parse(res.json());
    expect(body.data.every((n) => n.parent_id === null)).toBe(true);
    expect(body.data.flatMap((n) => n.subcategory).every((c) => c.parent_id !== null)).toBe(true);
  });

  it('GET /v1/companies: a page of shops of this tenant only', async () => {
    const res = await get('/v1/companies?per_page=1000', origin);
    const body = z.strictObject({ data: page(shop) }).parse(res.json());
    expect(body.data.total).toBe(body.data.data.length);
    expect(body.data.data.every((s) => Math.floor(s.id / 1000) === TENANTS[tenant].index)).toBe(true);
  });

  it('GET /v1/companies/featured: 6-10 featured shops', async () => {
    const res = await get('/v1/companies/featured', origin);
    const body = z.strictObject({ data: z.array(shop).min(6).max(10) }).parse(res.json());
    expect(body.data.every((s) => s.is_featured)).toBe(true);
  });

  it('GET /v1/companies-with-entities: shops with the counts of their current offers, coming events and news', async () => {
    const res = await get('/v1/companies-with-entities?per_page=100', origin);
    const withEntities = shop.extend({ entities: z.strictObject({ offers: z.number(), events: z.number(), news: z.number() }) });
    const body = z.strictObject({ data: page(withEntities) }).parse(res.json());
    // The same counts as the shop's own lists: products valid today, events not ended, news.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    for (const s of body.data.data) {
      const of = async (path: string, query: string) => ((await get(`/v1/${path}?per_page=1&${query}`, origin)).json() as { data: { total: number } }).data.total;
      expect(s.entities).toEqual({
        offers: await of('products', `filter[company_id]=${s.id}&filter[valid_on]=${today}`),
        events: await of('events/upcoming', `filter[company_id]=${s.id}`),
        news: await of('news', `filter[company_id]=${s.id}`),
      });
    }
    const sum = (key: 'offers' | 'events' | 'news') => body.data.data.reduce((total, s) => total + s.entities[key], 0);
    expect(sum('offers')).toBeGreaterThan(0);
    expect(sum('events')).toBeGreaterThan(0);
    // sandbox/src/data/news.ts: 7 of the 14 news are shops'.
    expect(sum('news')).toBe(7);
  });
});

describe('companies queries', () => {
  it('pages with links that keep the other parameters', async () => {
    const res = await get('/v1/companies?per_page=5&page=2&sort=name');
    const body = page(shop).parse(res.json().data);
    expect(body).toMatchObject({ current_page: 2, per_page: 5, total: 24, last_page: 5 });
    expect(body.data).toHaveLength(5);
    const next = body.links.at(-1)?.url ?? '';
    expect(new URL(next).searchParams.get('page')).toBe('3');
    expect(new URL(next).searchParams.get('sort')).toBe('name');
    expect(next.startsWith(`${PUBLIC_URL}/v1/companies?`)).toBe(true);
  });

  it('sorts by name both ways', async () => {
    const names = (await get('/v1/companies?per_page=100&sort=name')).json().data.data.map((s: { name: string }) => s.name);
    const desc = (await get('/v1/companies?per_page=100&sort=-name')).json().data.data.map((s: { name: string }) => s.name);
    expect(names[0]).toBe('Billa');
    expect(desc).toEqual([...names].reverse());
  });

  it('filters by accent-insensitive name, featured and category (with subcategories)', async () => {
    const byName = (await get('/v1/companies?filter[name]=LUDOVIT')).json().data.data;
    expect(byName.map((s: { name: string }) => s.name)).toEqual(['Café Bistro Ľudovít']);
    const featured = (await get('/v1/companies?filter[is_featured]=true&per_page=100')).json().data.data;
    expect(featured.length).toBe(7);
    const fashion = (await get('/v1/companies?filter[category_id]=1&per_page=100')).json().data.data;
    expect(fashion.map((s: { name: string }) => s.name)).toContain('H&M');
    expect(fashion.map((s: { name: string }) => s.name)).not.toContain('Pošta');
  });

  it('answers one shop by id and 404 for an unknown or foreign id', async () => {
    expect((await get('/v1/companies/1001')).json().data.name).toBe('Marks & Spencer');
    const foreign = await get('/v1/companies/2001');
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelope.parse(foreign.json()).httpStatus).toBe('NotFound');
  });
});

describe('errors', () => {
  it.each([null, 'https://evil.example', 'https://www.aupark.sk/'])('403 for origin %s', async (origin) => {
    const res = await get('/v1/malls', origin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', httpStatus: 'Forbidden', message: 'Unknown origin' });
  });

  it('404 envelope for unknown /v1 paths and methods', async () => {
    for (const res of [await get('/v1/nothing-here'), await app.inject({ method: 'DELETE', url: '/v1/malls', headers: { origin: TENANTS.beta.origin } })]) {
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).httpStatus).toBe('NotFound');
    }
  });

  it.each(['page=abc', 'per_page=0', 'per_page=1001', 'sort=price', 'filter[category_id]=x', 'filter[colour]=red'])('422 with field errors for %s', async (query) => {
    const res = await get(`/v1/companies?${query}`);
    expect(res.statusCode).toBe(422);
    const body = errorEnvelope.parse(res.json());
    expect(body.httpStatus).toBe('UnprocessableEntity');
    expect(Object.keys(body.errors ?? {})).toHaveLength(1);
  });
});

describe('login', () => {
  it.each(demoMembers.map((m) => [m.tenant, m] as const))('signs in the %s demo member', async (tenant, member) => {
    const res = await app.inject({ method: 'POST', url: '/v1/login', headers: { origin: TENANTS[tenant].origin }, payload: { email: member.email, password: member.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { token: expect.any(String), customer: { email: member.email } } });
  });

  it('refuses wrong passwords, other tenants and bad input with 422', async () => {
    const member = demoMembers[0]!;
    const wrong = await app.inject({ method: 'POST', url: '/v1/login', headers: { origin: TENANTS[member.tenant].origin }, payload: { email: member.email, password: 'nope' } });
    const otherTenant = await app.inject({ method: 'POST', url: '/v1/login', headers: { origin: TENANTS.beta.origin }, payload: { email: member.email, password: member.password } });
    const bad = await app.inject({ method: 'POST', url: '/v1/login', headers: { origin: TENANTS.beta.origin }, payload: { email: 'not-an-email' } });
    for (const res of [wrong, otherTenant, bad]) {
      expect(res.statusCode).toBe(422);
      expect(errorEnvelope.parse(res.json()).errors).toBeDefined();
    }
    expect(Object.keys(bad.json().errors)).toEqual(['email', 'password']);
  });

  it('accepts a form-encoded login', async () => {
    const member = demoMembers[4]!;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { origin: TENANTS[member.tenant].origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: member.email, password: member.password }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('images and health', () => {
  it('serves cacheable, deterministic SVG without an Origin', async () => {
    const url = '/images/logo/aupark/shop-1001.svg?text=Marks%20%26%20Spencer';
    const [a, b] = [await app.inject(url), await app.inject(url)];
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toBe('public, max-age=86400');
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('Marks &amp; Spencer');
  });

  it('serves every image link the mall record carries', async () => {
    const record = (await get('/v1/malls')).json().data.data[0] as Record<string, unknown>;
    for (const key of ['image', 'image_wide', 'image_inverted', 'image_wide_inverted', 'image_icon']) {
      const res = await app.inject(String(record[key]).slice(PUBLIC_URL.length));
      expect(res.statusCode, key).toBe(200);
    }
  });

  it('serves JPEG photos and PNG icons, drawn from the same design, the same bytes every time', async () => {
    const url = '/images/banner-wide/aupark/event-1101.jpg?text=Summer';
    const [a, b] = [await app.inject(url), await app.inject(url)];
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/jpeg');
    expect(a.headers['cache-control']).toBe('public, max-age=86400');
    expect(a.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const png = await app.inject('/images/icon/aupark/mall-icons_parking.png?text=P');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('links raster photos from the seeded hero banners and shops', async () => {
    const banners = (await get('/v1/settings-web-app/hero-banner')).json().data as { detail: { image: string; image_wide?: string } }[];
    const wide = banners.map((b) => b.detail.image_wide ?? b.detail.image);
    expect(wide.length).toBeGreaterThan(0);
    for (const link of wide) {
      expect(link).toMatch(/\.jpg\?text=/);
      const res = await app.inject(link.slice(PUBLIC_URL.length));
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('404 for an unknown file type', async () => {
    for (const path of ['/images/logo/aupark/x.gif', '/images/logo/aupark/x', '/images/logo/aupark/.jpg']) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }
  });

  it('404 for an unknown image kind', async () => {
    expect((await app.inject('/images/poster/aupark/x.svg')).statusCode).toBe(404);
  });

  it('GET /healthz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ ok: true });
  });

  it('derives image links from the Host without publicUrl', async () => {
    const plain = await buildSandbox();
    const res = await plain.inject({ url: '/v1/malls', headers: { origin: TENANTS.beta.origin, host: 'upstream.local:9999' } });
    expect(res.json().data.data[0].image).toMatch(/^http:\/\/upstream\.local:9999\/images\//);
    await plain.close();
  });
});

describe('knobs', () => {
  it('adds latency to /v1 replies only', async () => {
    // Wide margins: a busy machine takes its time, but never a whole second for the health check.
    let res = await app.inject({ method: 'POST', url: '/__sandbox/latency', payload: { ms: 1500 } });
    expect(res.statusCode).toBe(200);
    const started = performance.now();
    res = await get('/v1/translations/web/available-locales');
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1490);
    const healthStarted = performance.now();
    await app.inject('/healthz');
    expect(performance.now() - healthStarted).toBeLessThan(1000);
  });

  it('failing mode answers 500 envelopes on /v1, even for unknown origins', async () => {
    await app.inject({ method: 'POST', url: '/__sandbox/mode', payload: { mode: 'failing' } });
    for (const res of [await get('/v1/malls'), await get('/v1/malls', null)]) {
      expect(res.statusCode).toBe(500);
      expect(errorEnvelope.parse(res.json()).httpStatus).toBe('InternalServerError');
    }
    await app.inject({ method: 'POST', url: '/__sandbox/mode', payload: { mode: 'normal' } });
    expect((await get('/v1/malls')).statusCode).toBe(200);
  });

  it('down mode makes an injected request fail', async () => {
    app.knobs.setMode('down');
    await expect(get('/v1/malls')).rejects.toThrow();
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('down mode resets a real connection', async () => {
    const server = await buildSandbox();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    try {
      expect((await fetch(`${base}/v1/malls`, { headers: { origin: TENANTS.aupark.origin } })).status).toBe(200);
      const set = await fetch(`${base}/__sandbox/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'down' }) });
      expect(set.status).toBe(200);
      await expect(fetch(`${base}/v1/malls`, { headers: { origin: TENANTS.aupark.origin } })).rejects.toThrow();
      expect(server.knobs.requests().map((r) => r.path)).toEqual(['/v1/malls', '/v1/malls']);
    } finally {
      await server.close();
    }
  });

  it('logs received /v1 requests with origin, tenant, query and authorization', async () => {
    await app.inject({ url: '/v1/companies?page=2&filter[name]=dm', headers: { origin: TENANTS.novoplaza.origin, authorization: 'Bearer x' } });
    await get('/v1/malls', 'https://evil.example');
    await app.inject('/healthz');
    const log = (await app.inject('/__sandbox/requests')).json();
    expect(log).toEqual([
      { method: 'GET', path: '/v1/companies', query: { page: '2', 'filter[name]': 'dm' }, origin: TENANTS.novoplaza.origin, tenant: 'novoplaza', authorization: true, at: expect.any(Number) },
      { method: 'GET', path: '/v1/malls', query: {}, origin: 'https://evil.example', tenant: null, authorization: false, at: expect.any(Number) },
    ]);
    expect((await app.inject({ method: 'DELETE', url: '/__sandbox/requests' })).statusCode).toBe(200);
    expect(app.knobs.requests()).toEqual([]);
  });

  it('reset restores normal mode, no latency and an empty log', async () => {
    app.knobs.setMode('failing');
    app.knobs.setLatency(5000);
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const started = performance.now();
    expect((await get('/v1/malls')).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(app.knobs.requests()).toHaveLength(1);
  });

  it.each([
    ['/__sandbox/latency', { ms: -5 }],
    ['/__sandbox/latency', { ms: 'slow' }],
    ['/__sandbox/mode', { mode: 'broken' }],
    ['/__sandbox/mode', {}],
  ])('400 with a message for a bad body on %s', async (url, payload) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});
