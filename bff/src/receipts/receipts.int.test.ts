import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { demoMember, demoToken, type DemoTenant } from '../test/demo-session';
import { memberGql, sessionCookie } from '../test/member';
import { storedTexts } from '../test/redis-scan';
import { hostOf, useStack, type Stack } from '../test/stack';
import { exeBytes, gifBytes, jpegBytes, jpegWithHtml, multipartBody, pdfBytes, pdfWithOpenActionJs, pngBytes, receiptPdf } from '../test/upload-fixtures';

// Receipts against the sandbox over real HTTP and a real Redis (issue 10 "Dashboard: receipts"): the
// list, and the upload route of bff/src/upload-route/upload-route.ts end to end: each accepted type reaches the
// platform (a photo encoded anew, a PDF checked: issue 17) and comes back pending; a disguised executable, a file too large, a visitor, an expired
// session and a cross-site request are refused with their codes, in the page's language; nothing of
// the member's stays in Redis.

type TenantId = DemoTenant;
const tokenOf = demoToken;
const originOf = (tenant: TenantId) => `http://${hostOf(tenant)}`;

const receiptsQuery = `query ($lang: Language!, $page: Int!, $perPage: Int!) {
  myReceipts(lang: $lang, page: $page, perPage: $perPage) {
    items { id shopId shopName amount purchaseDate uploadedDate status points rejectionReason fileName fileType }
    currentPage lastPage perPage total
  }
  uploadRules { maxBytes types }
}`;

interface ReceiptView {
  id: string;
  shopId: string | null;
  shopName: string | null;
  amount: string;
  purchaseDate: string;
  uploadedDate: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  points: number | null;
  rejectionReason: string | null;
  fileName: string | null;
  fileType: string | null;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

async function partnerShop(stack: Stack, tenant: TenantId): Promise<string> {
  const response = await stack.sandbox.inject({ method: 'GET', url: '/v1/companies?per_page=100', headers: { origin: tenantOrigin[tenant] } });
  const shops = (response.json() as { data: { data: { id: number; is_loyalty_partner: boolean }[] } }).data.data;
  return String(shops.find((s) => s.is_loyalty_partner)!.id);
}
/** What the platform stored of an uploaded receipt (the sandbox's knob): its bytes and type. */
async function storedFile(stack: Stack, tenant: TenantId, id: string): Promise<{ type: string; bytes: Buffer }> {
  const response = await stack.sandbox.inject({ method: 'GET', url: `/__sandbox/receipts/file?tenant=${tenant}&email=${encodeURIComponent(demoMember(tenant).email)}&id=${id}` });
  expect(response.statusCode).toBe(200);
  return { type: String(response.headers['content-type']), bytes: response.rawPayload };
}

const tenantOrigin: Record<TenantId, string> = {
  aupark: 'https://www.aupark.sk',
  galerieharfa: 'https://www.galerieharfa.cz',
  novoplaza: 'https://www.novoplaza.cz',
  europasc: 'https://www.europasc.sk',
  beta: 'https://beta.mall-sites.example',
};

interface UploadOptions {
  token?: string | null;
  lang?: string;
  headers?: Record<string, string>;
  fields?: Record<string, string>;
}

async function upload(stack: Stack, tenant: TenantId, file: { name: string; type: string; bytes: Buffer } | null, options: UploadOptions = {}) {
  const { body, contentType } = await multipartBody(options.fields ?? {}, file);
  const token = options.token === undefined ? tokenOf(tenant) : options.token;
  const response = await stack.app.inject({
    method: 'POST',
    url: `/api/receipts?lang=${options.lang ?? 'en'}`,
    headers: {
      host: hostOf(tenant),
      origin: originOf(tenant),
      'sec-fetch-site': 'same-origin',
      'x-mall-upload': '1',
      'content-type': contentType,
      ...(token ? { cookie: `token=${token}` } : {}),
      ...options.headers,
    },
    payload: body,
  });
  return { response, json: response.json() as { ok?: true; item?: ReceiptView; error?: string; message?: string; fieldErrors?: { field: string; code: string; message: string }[] } };
}

describe('receipts', () => {
  // Small files for the size rule; a generous form limit (this test sends many uploads from one address).
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', UPLOAD_MAX_BYTES: String(64 * 1024), FORM_RATE_LIMIT_MAX: '50' } });

  it('lists the member’s receipts, display-ready: amounts in the page language, days, points, reasons in words', async () => {
    const { data, errors, response } = await memberGql<{ myReceipts: { items: ReceiptView[]; total: number; lastPage: number }; uploadRules: { maxBytes: number; types: string[] } }>(stack(), 'galerieharfa', tokenOf('galerieharfa'), receiptsQuery, { lang: 'cz', page: 1, perPage: 10 });
    expect(errors).toBeUndefined();
    expect(response.headers['x-cache']).toBeUndefined();
    const items = data!.myReceipts.items;
    expect(items.length).toBe(10);
    expect(data!.myReceipts.total).toBe(13);
    expect(data!.uploadRules).toEqual({ maxBytes: 64 * 1024, types: ['image/jpeg', 'image/png', 'application/pdf'] });
    const accepted = items.find((r) => r.status === 'ACCEPTED')!;
    expect(accepted.points).toBeGreaterThan(0);
    expect(accepted.amount).toMatch(/^[\d\s\u00a0]+(,\d{2})?\s?Kč$/);
    expect(accepted.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rejected = items.find((r) => r.status === 'REJECTED')!;
    expect(rejected.points).toBeNull();
    expect(rejected.rejectionReason).toMatch(/obchod|účtenk/i);
    expect(items.find((r) => r.status === 'PENDING')).toMatchObject({ points: null, rejectionReason: null });
    // A visitor has no receipts: UNAUTHENTICATED, never an error 500.
    const visitor = await memberGql(stack(), 'galerieharfa', null, receiptsQuery, { lang: 'cz', page: 1, perPage: 10 });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('uploads a JPEG, a PNG and a PDF: the photos reach the platform encoded anew as JPEG, the PDF as sent; each comes back pending, first in the list', async () => {
    const shop = await partnerShop(stack(), 'europasc');
    const fields = { shop, amount: '24,90', purchaseDate: today() };
    for (const [name, type, bytes, sentName, sentType] of [
      ['uctenka.jpg', 'image/jpeg', await jpegBytes(), 'uctenka.jpg', 'image/jpeg'],
      ['uctenka.png', 'image/png', await pngBytes(), 'uctenka.jpg', 'image/jpeg'],
      ['uctenka.pdf', 'application/pdf', pdfBytes(), 'uctenka.pdf', 'application/pdf'],
    ] as const) {
      stack().sandbox.knobs.clearRequests();
      const { response, json } = await upload(stack(), 'europasc', { name, type, bytes }, { lang: 'sk', fields });
      expect(response.statusCode, name).toBe(201);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(json.item).toMatchObject({ status: 'PENDING', points: null, shopId: shop, fileName: sentName, fileType: sentType, purchaseDate: today() });
      const stored = await storedFile(stack(), 'europasc', json.item!.id);
      expect(stored.type).toBe(sentType);
      if (type === 'application/pdf') expect(stored.bytes.equals(bytes)).toBe(true);
      else expect(stored.bytes.equals(bytes)).toBe(false);
      expect(json.item!.amount.replace(/\s/g, ' ')).toBe('24,90 €');
      const sent = stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/receipts' && r.method === 'POST');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.authorization).toBe(true);
    }
    const list = await memberGql<{ myReceipts: { items: ReceiptView[] } }>(stack(), 'europasc', tokenOf('europasc'), receiptsQuery, { lang: 'sk', page: 1, perPage: 8 });
    expect(list.data!.myReceipts.items.slice(0, 3).map((r) => [r.fileName, r.fileType, r.status])).toEqual([
      ['uctenka.pdf', 'application/pdf', 'PENDING'],
      ['uctenka.jpg', 'image/jpeg', 'PENDING'],
      ['uctenka.jpg', 'image/jpeg', 'PENDING'],
    ]);
  });

  it('sends the platform a JPEG with HTML appended re-encoded, without the HTML nor the metadata (before: byte for byte)', async () => {
    const shop = await partnerShop(stack(), 'galerieharfa');
    const html = '<html><body><script>alert(document.domain)</script></body></html>';
    const bytes = await jpegWithHtml(html);
    const { response, json } = await upload(stack(), 'galerieharfa', { name: 'uctenka.jpg', type: 'image/jpeg', bytes }, { lang: 'cz', fields: { shop, amount: '120', purchaseDate: today() } });
    expect(response.statusCode).toBe(201);
    const stored = await storedFile(stack(), 'galerieharfa', json.item!.id);
    expect(stored.type).toBe('image/jpeg');
    const text = stored.bytes.toString('latin1');
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('<html');
    expect([stored.bytes.at(-2), stored.bytes.at(-1)]).toEqual([0xff, 0xd9]);
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 120, 160, undefined]);
  });

  it('refuses a PDF that runs JavaScript or launches a program (415 unsafeFile, in the page language) and one it cannot check (unreadableFile); nothing reaches the platform', async () => {
    const shop = await partnerShop(stack(), 'aupark');
    const fields = { shop, amount: '10', purchaseDate: today() };
    stack().sandbox.knobs.clearRequests();
    for (const [bytes, lang] of [
      [pdfWithOpenActionJs(), 'sk'],
      [receiptPdf({ page: '/Annots [6 0 R]', extra: ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 10] /A << /S /Launch /F (cmd.exe) >> >>'] }), 'de'],
    ] as const) {
      const { response, json } = await upload(stack(), 'aupark', { name: 'uctenka.pdf', type: 'application/pdf', bytes }, { lang, fields });
      expect(response.statusCode).toBe(415);
      expect(json).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: fieldErrorMessages[lang].unsafeFile, fieldErrors: [{ field: 'file', code: 'unsafeFile', message: fieldErrorMessages[lang].unsafeFile }] });
    }
    const encrypted = receiptPdf({ extra: ['<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'], trailer: '/Encrypt 6 0 R' });
    const locked = await upload(stack(), 'aupark', { name: 'uctenka.pdf', type: 'application/pdf', bytes: encrypted }, { lang: 'en', fields });
    expect(locked.response.statusCode).toBe(415);
    expect(locked.json.fieldErrors).toEqual([{ field: 'file', code: 'unreadableFile', message: fieldErrorMessages.en.unreadableFile }]);
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/receipts')).toHaveLength(0);
  });

  it('refuses by the bytes: an executable renamed .jpg and sent as image/jpeg (415), a GIF; nothing reaches the platform', async () => {
    const shop = await partnerShop(stack(), 'aupark');
    stack().sandbox.knobs.clearRequests();
    const exe = await upload(stack(), 'aupark', { name: 'receipt.jpg', type: 'image/jpeg', bytes: exeBytes() }, { lang: 'de', fields: { shop, amount: '10', purchaseDate: today() } });
    expect(exe.response.statusCode).toBe(415);
    expect(exe.json).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Bitte wählen Sie ein Foto (JPEG oder PNG) oder ein PDF.',
      fieldErrors: [{ field: 'file', code: 'invalidFile', message: 'Bitte wählen Sie ein Foto (JPEG oder PNG) oder ein PDF.' }],
    });
    const gif = await upload(stack(), 'aupark', { name: 'receipt.png', type: 'image/png', bytes: await gifBytes() }, { fields: { shop, amount: '10', purchaseDate: today() } });
    expect(gif.response.statusCode).toBe(415);
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/receipts')).toHaveLength(0);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413, while it arrives and by its declared length', async () => {
    const shop = await partnerShop(stack(), 'aupark');
    const big = await jpegBytes(400, 400);
    expect(big.length).toBeGreaterThan(64 * 1024);
    const { response, json } = await upload(stack(), 'aupark', { name: 'big.jpg', type: 'image/jpeg', bytes: big }, { lang: 'cz', fields: { shop, amount: '10', purchaseDate: today() } });
    expect(response.statusCode).toBe(413);
    expect(json).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', fieldErrors: [{ field: 'file', code: 'fileTooLarge', message: 'Soubor je příliš velký: vyberte prosím soubor o velikosti nejvýše 1 MB.' }] });
    // A body declared far beyond the limit is refused before it is read.
    const declared = await stack().app.inject({
      method: 'POST',
      url: '/api/receipts',
      headers: { host: hostOf('aupark'), origin: originOf('aupark'), 'x-mall-upload': '1', cookie: `token=${tokenOf('aupark')}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * 1024 * 1024) },
      payload: '--x--',
    });
    expect(declared.statusCode).toBe(413);
  });

  it('checks the fields with the shared schema (400, per field, in the page language) and puts the platform’s refusals on their fields', async () => {
    const missing = await upload(stack(), 'aupark', { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegBytes() }, { lang: 'sk', fields: { shop: '', amount: 'abc', purchaseDate: '2026-02-30' } });
    expect(missing.response.statusCode).toBe(400);
    expect(missing.json.error).toBe('BAD_USER_INPUT');
    expect(missing.json.fieldErrors).toEqual([
      { field: 'shop', code: 'required', message: 'Vyplňte, prosím, toto pole.' },
      { field: 'amount', code: 'invalidAmount', message: 'Zadajte, prosím, sumu väčšiu ako nula, napr. 24,90.' },
      { field: 'purchaseDate', code: 'invalidDate', message: 'Zadajte, prosím, platný dátum.' },
    ]);
    // The platform knows what the form cannot: a purchase too old for the programme, a shop that is not the mall's.
    const old = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const refused = await upload(stack(), 'aupark', { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegBytes() }, { fields: { shop: '999999', amount: '5', purchaseDate: old } });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.json.fieldErrors).toEqual([
      { field: 'shop', code: 'invalidChoice', message: fieldErrorMessages.en.invalidChoice },
      { field: 'purchaseDate', code: 'receiptTooOld', message: 'This receipt is too old: receipts count for 7 days after the purchase.' },
    ]);
  });

  it('needs a session (401) and ends one the platform no longer accepts, as GraphQL does', async () => {
    const file = { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() };
    const visitor = await upload(stack(), 'novoplaza', file, { token: null, lang: 'cz' });
    expect(visitor.response.statusCode).toBe(401);
    expect(visitor.json).toMatchObject({ error: 'UNAUTHENTICATED', message: 'Pro nahrání souborů se prosím přihlaste.' });
    const shop = await partnerShop(stack(), 'beta');
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'beta' } });
    const expired = await upload(stack(), 'beta', file, { fields: { shop, amount: '5', purchaseDate: today() } });
    expect(expired.response.statusCode).toBe(401);
    expect(expired.json.error).toBe('UNAUTHENTICATED');
    expect(sessionCookie(expired.response)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a cross-site request: another origin, a cross-site fetch, or no upload header (403); nothing is read or sent', async () => {
    stack().sandbox.knobs.clearRequests();
    const file = { name: 'a.jpg', type: 'image/jpeg', bytes: await jpegBytes() };
    const fields = { shop: await partnerShop(stack(), 'aupark'), amount: '5', purchaseDate: today() };
    const foreign = await upload(stack(), 'aupark', file, { fields, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(foreign.response.statusCode).toBe(403);
    expect(foreign.json).toMatchObject({ error: 'FORBIDDEN', message: 'Files can be uploaded from this site only.' });
    const otherMall = await upload(stack(), 'aupark', file, { fields, headers: { origin: originOf('galerieharfa'), 'sec-fetch-site': 'same-site' } });
    expect(otherMall.response.statusCode).toBe(403);
    // A plain form from anywhere cannot send the header.
    const { body, contentType } = await multipartBody(fields, file);
    const plainForm = await stack().app.inject({ method: 'POST', url: '/api/receipts', headers: { host: hostOf('aupark'), cookie: `token=${tokenOf('aupark')}`, 'content-type': contentType }, payload: body });
    expect(plainForm.statusCode).toBe(403);
    expect(stack().sandbox.knobs.requests().filter((r) => r.path === '/v1/me/receipts')).toHaveLength(0);
  });

  it('keeps nothing of the member in Redis: no token, address, name, file or receipt under the test prefix', async () => {
    const member = demoMember('aupark');
    const shop = await partnerShop(stack(), 'aupark');
    const marker = `uctenka-${Date.now()}.jpg`;
    const { response } = await upload(stack(), 'aupark', { name: marker, type: 'image/jpeg', bytes: await jpegBytes() }, { fields: { shop, amount: '31,17', purchaseDate: today() } });
    expect(response.statusCode).toBe(201);
    await memberGql(stack(), 'aupark', tokenOf('aupark'), receiptsQuery, { lang: 'en', page: 1, perPage: 10 });
    const { keys, text } = await storedTexts(stack().prefix);
    // The public data the pages share is there (the mall, for the currency); the member's is not.
    expect(keys.some((key) => key.includes('malls'))).toBe(true);
    expect(text).toContain('Aupark');
    for (const secret of [tokenOf('aupark'), member.email, 'Nováková', marker, '31.17', '31,17', 'me/receipts', 'me/points']) expect(text, secret).not.toContain(secret);
  });
});
