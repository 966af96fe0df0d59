import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import { memberGql, newMember, sessionCookie } from '../test/member';
import { hostOf, useStack, type Stack } from '../test/stack';
import { exeBytes, gifBytes, multipartBody, pdfBytes, pngBytes } from '../test/upload-fixtures';
import { AVATAR_SIDE } from './picture';

// The profile picture against the sandbox over real HTTP and a real Redis: a JPEG or a PNG photo is
// taken, turned into a square avatar before the platform gets it, and read back through the bff with
// the member's session only; a PDF, a GIF or a file that only claims to be a photo is refused on the
// file field in the page's language, and nothing reaches the platform.

const URL = '/api/profile-picture';

/** A photo of `width` × `height` with a detail in it (a square off centre), so that the crop has something to find. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: '#8fb3d9' } }).composite([
    { input: await sharp({ create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#c0392b' } }).png().toBuffer(), left: Math.round(width / 8), top: Math.round(height / 8) },
  ]);
  return format === 'jpeg' ? base.jpeg({ quality: 90 }).withExifMerge({ IFD0: { Copyright: 'Someone', Artist: 'A camera' } }).toBuffer() : base.png().toBuffer();
}

async function upload(stack: Stack, tenant: string, token: string | null, file: { name: string; type: string; bytes: Buffer } | null, headers: Record<string, string> = {}, lang = 'en') {
  const { body, contentType } = await multipartBody({}, file);
  const host = hostOf(tenant);
  return stack.app.inject({
    method: 'POST',
    url: `${URL}?lang=${lang}`,
    headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'x-mall-upload': '1', 'content-type': contentType, ...(token ? { cookie: `token=${token}` } : {}), ...headers },
    payload: body,
  });
}

const picture = (stack: Stack, tenant: string, token: string | null, path = URL) =>
  stack.app.inject({ method: 'GET', url: path, headers: { host: hostOf(tenant), ...(token ? { cookie: `token=${token}` } : {}) } });

const sentToPlatform = (stack: Stack) => stack.sandbox.knobs.requests().filter((r) => r.path === '/v1/me/profile-picture' && r.method === 'POST');

describe('the profile picture', () => {
  const stack = useStack({ env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1' } });

  it('takes a JPEG photo, sends the platform a square avatar without metadata, and shows it to its member only', async () => {
    const member = await newMember(stack(), 'aupark');
    const bytes = await photo(1600, 1200, 'jpeg');
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const response = await upload(stack(), 'aupark', member.token, { name: 'holiday.jpg', type: 'image/jpeg', bytes });
    expect(response.statusCode).toBe(201);
    const { item } = response.json() as { item: { picture: string } };
    expect(item.picture).toMatch(/^\/api\/profile-picture\?v=[0-9a-f]{16}$/);
    const profile = await memberGql<{ profile: { picture: string } }>(stack(), 'aupark', member.token, '{ profile { picture } }');
    expect(profile.data!.profile.picture).toBe(item.picture);

    const image = await picture(stack(), 'aupark', member.token, item.picture);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', AVATAR_SIDE, AVATAR_SIDE]);
    expect(meta.exif).toBeUndefined();
    // Nobody else sees it: not a visitor, not another member (who has none).
    expect((await picture(stack(), 'aupark', null, item.picture)).statusCode).toBe(401);
    const other = await newMember(stack(), 'aupark');
    expect((await picture(stack(), 'aupark', other.token, item.picture)).statusCode).toBe(404);
  });

  it('is kept by the browser but asked again every time: private, no-cache, its ETag, 304 while unchanged; signed out, 401 (issue 17)', async () => {
    const member = await newMember(stack(), 'europasc');
    // An address of its own: the other tests' uploads count against the form's rate limit.
    const from = { 'x-forwarded-for': '203.0.113.17' };
    const uploaded = await upload(stack(), 'europasc', member.token, { name: 'me.jpg', type: 'image/jpeg', bytes: await photo(400, 400, 'jpeg') }, from);
    const { item } = uploaded.json() as { item: { picture: string } };
    const first = await picture(stack(), 'europasc', member.token, item.picture);
    expect(first.statusCode).toBe(200);
    // Before: `private, max-age=86400`, so the picture stayed a day in a shared computer's cache after sign-out.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = (ifNoneMatch: string, token: string | null = member.token) =>
      stack().app.inject({ method: 'GET', url: item.picture, headers: { host: hostOf('europasc'), 'if-none-match': ifNoneMatch, ...(token ? { cookie: `token=${token}` } : {}) } });
    const unchanged = await again(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect([unchanged.headers.etag, unchanged.headers['cache-control']]).toEqual([etag, 'private, no-cache']);
    expect((await again(`"other", W/${etag}`)).statusCode).toBe(304);
    expect((await again('"another-picture"')).statusCode).toBe(200);
    // Signed out, the browser's copy is no key to anything.
    expect((await again(etag, null)).statusCode).toBe(401);

    // A new picture is new bytes: the old ETag no longer matches.
    expect((await upload(stack(), 'europasc', member.token, { name: 'me.png', type: 'image/png', bytes: await photo(500, 300, 'png') }, from)).statusCode).toBe(201);
    const changed = await again(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('takes a PNG photo as a square JPEG avatar, a small one without enlarging it', async () => {
    const member = await newMember(stack(), 'galerieharfa');
    const response = await upload(stack(), 'galerieharfa', member.token, { name: 'me.png', type: 'image/png', bytes: await photo(300, 420, 'png') }, {}, 'cz');
    expect(response.statusCode).toBe(201);
    const meta = await sharp((await picture(stack(), 'galerieharfa', member.token)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300]);
  });

  it('refuses a PDF, a GIF and a file that only claims to be a photo, on the file field in the page language, before the platform', async () => {
    const member = await newMember(stack(), 'europasc');
    stack().sandbox.knobs.clearRequests();
    for (const [file, lang] of [
      [{ name: 'receipt.pdf', type: 'application/pdf', bytes: pdfBytes() }, 'sk'],
      [{ name: 'funny.gif', type: 'image/gif', bytes: await gifBytes() }, 'en'],
      [{ name: 'photo.jpg', type: 'image/jpeg', bytes: exeBytes() }, 'de'],
    ] as const) {
      const response = await upload(stack(), 'europasc', member.token, file, {}, lang);
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: [{ field: 'file', code: 'invalidFile', message: fieldErrorMessages[lang].invalidFile }] });
    }
    // JPEG's first bytes and nothing a decoder can read: not a photo either.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    expect((await upload(stack(), 'europasc', member.token, { name: 'broken.jpg', type: 'image/jpeg', bytes: broken })).statusCode).toBe(415);
    expect(sentToPlatform(stack())).toHaveLength(0);
  });

  it('is removed by its member: the profile has no picture again, and its old address answers nothing', async () => {
    const member = await newMember(stack(), 'galerieharfa');
    const uploaded = await upload(stack(), 'galerieharfa', member.token, { name: 'me.png', type: 'image/png', bytes: await photo(600, 600, 'png') });
    const { item } = uploaded.json() as { item: { picture: string } };
    const removal = '{ removeProfilePicture { ok fieldErrors { field } profile { picture firstName } } }';
    const removed = await memberGql<{ removeProfilePicture: { ok: boolean; fieldErrors: unknown[]; profile: { picture: string | null; firstName: string } } }>(stack(), 'galerieharfa', member.token, `mutation ${removal}`);
    expect(removed.data!.removeProfilePicture).toEqual({ ok: true, fieldErrors: [], profile: { picture: null, firstName: 'Test' } });
    expect((await memberGql<{ profile: { picture: string | null } }>(stack(), 'galerieharfa', member.token, '{ profile { picture } }')).data!.profile.picture).toBeNull();
    expect((await picture(stack(), 'galerieharfa', member.token, item.picture)).statusCode).toBe(404);
    // Nothing left to remove is not an error; a visitor is UNAUTHENTICATED.
    expect((await memberGql<{ removeProfilePicture: { ok: boolean } }>(stack(), 'galerieharfa', member.token, `mutation ${removal}`)).data!.removeProfilePicture.ok).toBe(true);
    const visitor = await memberGql(stack(), 'galerieharfa', null, `mutation ${removal}`);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("shows the platform's refusal on the file field: a picture too small to see a face in", async () => {
    const member = await newMember(stack(), 'aupark');
    const response = await upload(stack(), 'aupark', member.token, { name: 'tiny.png', type: 'image/png', bytes: await pngBytes(48, 48) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: [{ field: 'file', code: 'imageTooSmall', message: 'The picture is too small: please choose one of at least 100 × 100 pixels.' }] });
  });

  it('is refused to a visitor, from another site, and ends an expired session', async () => {
    const bytes = await photo(400, 400, 'jpeg');
    expect((await upload(stack(), 'aupark', null, { name: 'a.jpg', type: 'image/jpeg', bytes })).statusCode).toBe(401);
    const member = await newMember(stack(), 'aupark');
    const crossSite = await upload(stack(), 'aupark', member.token, { name: 'a.jpg', type: 'image/jpeg', bytes }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/sessions/expire', payload: { tenant: 'aupark', email: member.email } });
    const expired = await upload(stack(), 'aupark', member.token, { name: 'a.jpg', type: 'image/jpeg', bytes });
    expect(expired.statusCode).toBe(401);
    expect(sessionCookie(expired)).toMatch(/^token=;/);
    const read = await picture(stack(), 'aupark', member.token);
    expect(read.statusCode).toBe(401);
    expect(sessionCookie(read)).toMatch(/^token=;/);
  });
});
