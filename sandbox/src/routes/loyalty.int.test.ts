// The loyalty programme's member calls (CONTRACT.md "Points", "Receipts", "Badges"): the balance is the
// history's sum, batches expire first in, first out, the tier follows the last 12 months, a receipt is
// taken as multipart (its type by its bytes), waits pending, and when accepted earns points that show
// in the balance, the history and the badges; the knob decides as the platform's check would.

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers } from '../data/members';
import { memberToken } from '../data/members';
import { buildSandbox } from '../index';

let app: FastifyInstance;
const origin = { aupark: 'https://www.aupark.sk', galerieharfa: 'https://www.galerieharfa.cz', europasc: 'https://www.europasc.sk' } as const;
type Tenant = keyof typeof origin;
const member = (tenant: Tenant) => demoMembers.find((m) => m.tenant === tenant)!;
const auth = (tenant: Tenant) => ({ origin: origin[tenant], authorization: `Bearer ${memberToken(member(tenant))}` });

async function get<T>(tenant: Tenant, url: string, withToken = true) {
  const response = await app.inject({ method: 'GET', url: `/v1/${url}`, headers: withToken ? auth(tenant) : { origin: origin[tenant] } });
  return { status: response.statusCode, body: response.json() as { data: T; errors?: Record<string, string[]> } };
}

const bytes = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(900, 3)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)]),
};

async function upload(tenant: Tenant, fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/me/receipts',
    headers: { ...auth(tenant), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() as { status: string; data: Receipt; errors?: Record<string, string[]> } };
}

interface Receipt {
  id: number;
  company_id: number;
  company_name: string;
  amount: number;
  status: string;
  points: number | null;
  rejection_reason: string | null;
  translations: { locale: string; rejection_reason: string }[];
  purchased_at: string;
}
interface Movement {
  id: number;
  created_at: string;
  amount: number;
  source: string;
  reference: string | null;
  translations: { locale: string; description: string }[];
}
interface Page<T> {
  current_page: number;
  last_page: number;
  total: number;
  data: T[];
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date());
const partnerOf = async (tenant: Tenant) => {
  const companies = (await get<{ data: { id: number; is_loyalty_partner: boolean }[] }>(tenant, 'companies?per_page=100', false)).body.data.data;
  return { partner: companies.find((c) => c.is_loyalty_partner)!.id, outsider: companies.find((c) => !c.is_loyalty_partner)!.id };
};

beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test:4010' });
});
afterAll(async () => {
  await app.close();
});

describe('points, history and tier', () => {
  it('answers 401 without a session', async () => {
    for (const path of ['me/points', 'me/points-history', 'me/tier', 'me/receipts', 'me/badges']) expect((await get('aupark', path, false)).status, path).toBe(401);
  });

  it("gives the balance as the history's sum, and the batches still to expire, soonest first", async () => {
    const points = (await get<{ balance: number; expiring: { points: number; expires_at: string }[] }>('aupark', 'me/points')).body.data;
    const history = (await get<Page<Movement>>('aupark', 'me/points-history?per_page=100')).body.data;
    expect(points.balance).toBe(history.data.reduce((sum, m) => sum + m.amount, 0));
    expect(points.balance).toBeGreaterThan(500);
    expect(points.expiring.length).toBeGreaterThan(3);
    expect(points.expiring.map((b) => b.expires_at)).toEqual([...points.expiring.map((b) => b.expires_at)].sort());
    expect(points.expiring.every((b) => b.points > 0 && b.expires_at > new Date().toISOString())).toBe(true);
    // What is left to expire is the balance (every point belongs to a batch).
    expect(points.expiring.reduce((sum, b) => sum + b.points, 0)).toBe(points.balance);
  });

  it('pages the history newest first, in words where it can: the shop of a receipt, the name of a bonus', async () => {
    const first = (await get<Page<Movement>>('aupark', 'me/points-history?per_page=5')).body.data;
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    const second = (await get<Page<Movement>>('aupark', 'me/points-history?per_page=5&page=2')).body.data;
    expect(first.data.at(-1)!.created_at >= second.data[0]!.created_at).toBe(true);
    const all = (await get<Page<Movement>>('aupark', 'me/points-history?per_page=100')).body.data.data;
    const receipt = all.find((m) => m.source === 'receipt')!;
    expect(receipt.translations.find((t) => t.locale === 'sk')!.description.length).toBeGreaterThan(1);
    const welcome = all.find((m) => m.source === 'bonus' && m.reference === 'welcome')!;
    expect(welcome.translations.find((t) => t.locale === 'cz')!.description).toBe('Uvítací bonus');
    expect(all.some((m) => m.source === 'expiry' && m.amount < 0)).toBe(true);
    expect((await get('aupark', 'me/points-history?filter[source]=gift')).status).toBe(422);
    expect((await get<Page<Movement>>('aupark', 'me/points-history?filter[source]=bonus')).body.data.data.every((m) => m.source === 'bonus')).toBe(true);
  });

  it('puts the member in the tier of the points of the last 12 months, with the next one', async () => {
    const tier = (await get<{ tier: { points_from: number; position: number }; next_tier: { points_from: number } | null; points: number; points_to_next_tier: number | null }>('aupark', 'me/tier')).body.data;
    expect(tier.points).toBeGreaterThan(500);
    expect(tier.tier.points_from).toBeLessThanOrEqual(tier.points);
    expect(tier.next_tier!.points_from).toBeGreaterThan(tier.points);
    expect(tier.points_to_next_tier).toBe(tier.next_tier!.points_from - tier.points);
  });
});

describe('receipts', () => {
  it('lists the seeded receipts newest first: accepted with their points, rejected with a reason in four languages, one pending', async () => {
    const list = (await get<Page<Receipt>>('galerieharfa', 'me/receipts?per_page=50')).body.data;
    const statuses = new Set(list.data.map((r) => r.status));
    expect(statuses).toEqual(new Set(['accepted', 'rejected', 'pending']));
    expect(list.data.filter((r) => r.status === 'accepted').every((r) => (r.points ?? 0) > 0)).toBe(true);
    const rejected = list.data.find((r) => r.status === 'rejected')!;
    expect(rejected.translations.map((t) => t.locale)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(rejected.points).toBeNull();
    expect((await get<Page<Receipt>>('galerieharfa', 'me/receipts?filter[status]=pending')).body.data.data.every((r) => r.status === 'pending')).toBe(true);
  });

  it('takes a JPEG, a PNG and a PDF (by their bytes) as pending, and refuses an executable named .jpg (415)', async () => {
    const { partner } = await partnerOf('europasc');
    for (const [name, type, content] of [
      ['bon.jpg', 'image/jpeg', bytes.jpeg],
      ['bon.png', 'image/png', bytes.png],
      ['bon.pdf', 'application/pdf', bytes.pdf],
    ] as const) {
      const { status, body } = await upload('europasc', { company_id: String(partner), amount: '12.50', purchased_at: today() }, { name, type, bytes: content });
      expect(status, name).toBe(201);
      expect(body.data).toMatchObject({ status: 'pending', points: null, company_id: partner, amount: 12.5 });
    }
    const exe = await upload('europasc', { company_id: String(partner), amount: '12.50', purchased_at: today() }, { name: 'bon.jpg', type: 'image/jpeg', bytes: bytes.exe });
    expect(exe.status).toBe(415);
  });

  it('refuses bad fields with messages per field (422)', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await upload('aupark', { company_id: '999999', amount: '-3', purchased_at: old }, null);
    expect(status).toBe(422);
    expect(Object.keys(body.errors!).sort()).toEqual(['amount', 'company_id', 'file', 'purchased_at']);
    expect(body.errors!.purchased_at![0]).toMatch(/within the last 7 days/);
  });

  it('decides by the knob: accepted earns points in the balance and the history; the check rejects a shop outside the programme and a receipt sent twice', async () => {
    const tenant = 'aupark';
    const { partner, outsider } = await partnerOf(tenant);
    const before = (await get<{ balance: number }>(tenant, 'me/points')).body.data.balance;
    const good = (await upload(tenant, { company_id: String(partner), amount: '24.90', purchased_at: today() }, { name: 'a.jpg', type: 'image/jpeg', bytes: bytes.jpeg })).body.data;
    const twice = (await upload(tenant, { company_id: String(partner), amount: '5.00', purchased_at: today() }, { name: 'b.jpg', type: 'image/jpeg', bytes: bytes.jpeg })).body.data;
    const elsewhere = (await upload(tenant, { company_id: String(outsider), amount: '9.90', purchased_at: today() }, { name: 'c.png', type: 'image/png', bytes: bytes.png })).body.data;
    const decided = await app.inject({ method: 'POST', url: '/__sandbox/receipts/decide', payload: { tenant, email: member(tenant).email } });
    expect(decided.statusCode).toBe(200);
    const byId = new Map((decided.json() as { decided: Receipt[] }).decided.map((r) => [r.id, r]));
    // Silver (jana's tier) earns 10 % more: 24.90 € → 27 points.
    expect(byId.get(good.id)).toMatchObject({ status: 'accepted', points: 27 });
    expect(byId.get(twice.id)).toMatchObject({ status: 'rejected', rejection_reason: 'duplicate' });
    expect(byId.get(elsewhere.id)).toMatchObject({ status: 'rejected', rejection_reason: 'shop_not_participating' });
    // The seeded pending receipt was decided too (the knob decides every pending one without an id).
    const earned = [...byId.values()].reduce((sum, r) => sum + (r.points ?? 0), 0);
    expect(byId.size).toBe(4);
    expect((await get<{ balance: number }>(tenant, 'me/points')).body.data.balance).toBe(before + earned);
    const latest = (await get<Page<Movement>>(tenant, 'me/points-history?per_page=5')).body.data.data;
    expect(latest).toContainEqual(expect.objectContaining({ amount: 27, source: 'receipt', reference: String(good.id) }));
    // Told outcomes: rejected with a reason.
    const told = (await upload(tenant, { company_id: String(partner), amount: '3.10', purchased_at: today() }, { name: 'd.pdf', type: 'application/pdf', bytes: bytes.pdf })).body.data;
    const rejected = await app.inject({ method: 'POST', url: '/__sandbox/receipts/decide', payload: { tenant, email: member(tenant).email, id: told.id, outcome: 'rejected', reason: 'amount_mismatch' } });
    expect((rejected.json() as { decided: Receipt[] }).decided[0]).toMatchObject({ status: 'rejected', rejection_reason: 'amount_mismatch' });
    expect((await app.inject({ method: 'POST', url: '/__sandbox/receipts/decide', payload: { tenant, email: member(tenant).email, id: told.id } })).statusCode).toBe(404);
  });
});

describe('badges', () => {
  it('has a public catalogue in four languages, and what the member earned with its date and progress', async () => {
    const catalogue = (await get<{ id: number; image: string | null; icon: string; criteria: { kind: string; target: number }; translations: { locale: string }[] }[]>('europasc', 'badges', false)).body.data;
    expect(catalogue.length).toBe(8);
    expect(catalogue.every((b) => b.translations.length === 4 && b.image === null && /^mdi:[a-z0-9-]+$/.test(b.icon))).toBe(true);
    const mine = (await get<{ badge_id: number; earned_at: string | null; progress: { current: number; target: number } }[]>('europasc', 'me/badges')).body.data;
    expect(mine.map((b) => b.badge_id)).toEqual(catalogue.map((b) => b.id));
    const earned = mine.filter((b) => b.earned_at !== null);
    const open = mine.filter((b) => b.earned_at === null);
    expect(earned.length).toBeGreaterThan(2);
    expect(open.length).toBeGreaterThan(0);
    expect(earned.every((b) => b.progress.current === b.progress.target)).toBe(true);
    expect(open.every((b) => b.progress.current < b.progress.target)).toBe(true);
  });
});
