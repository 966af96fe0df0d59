import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { request as undiciRequest } from 'undici';
import type { Lang } from '@mall/site';
import { profilePictureSchema } from '@mall/site/forms';
import type { ReceivedUpload } from '../upload-route/receive-upload';
import { notAllowedType } from '../upload-route/refusals';
import { uploadRoute } from '../upload-route/upload-route';
import { matchesEtag } from '../page-cache/cached-response';
import { endSession, sessionOf } from '../session/session';
import { buildUrl } from '../upstream/client';
import { PROFILE_PICTURE_URL, toProfile } from './mapper';
import { profileUpdateReply } from './upstream';

// The profile picture (issue 10 "profile picture: same type rules as receipts, resized"; spec §7
// `me/profile-picture`): a photo (JPEG or PNG by its bytes, the upload limit) becomes a square avatar
// here, with sharp, before it goes to the platform, so that the platform and every page get a small
// image of a known shape. The member's own picture is then read through the bff with their session:
// a personal image never passes the public image proxy or its cache.

/** A strong ETag of the picture's bytes (a hash; the bytes are what the browser keeps). */
export function pictureEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** The avatar's side in pixels: sharp on a retina screen at the sizes the pages show (up to 160 CSS px). */
export const AVATAR_SIDE = 512;

/** Larger than any phone's photo; beyond it a file is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A square avatar of a photo: turned upright by its EXIF orientation, cut to a square around its most
 * interesting part (sharp's attention strategy: faces, skin, contrast), at most AVATAR_SIDE on a side
 * and never enlarged, on white where it was transparent, as a JPEG without any metadata (no location,
 * no camera). A file that cannot be decoded as an image is refused as not a photo.
 */
export async function squareAvatar(input: string | Buffer, output: string): Promise<{ size: number }> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  // Turning it upright may swap the sides; the square's side is the shorter one either way.
  const side = Math.min(width, height, AVATAR_SIDE);
  if (side < 1) throw new Error('no image');
  const info = await image.resize(side, side, { fit: 'cover', position: sharp.strategy.attention }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toFile(output);
  return { size: info.size };
}

async function avatarOf(file: ReceivedUpload['file'], lang: Lang): Promise<ReceivedUpload['file']> {
  const path = join(file.path, '..', 'avatar.jpg');
  try {
    const { size } = await squareAvatar(file.path, path);
    return { path, name: 'avatar.jpg', type: 'image/jpeg', size };
  } catch {
    throw notAllowedType(lang);
  }
}

/** The profile picture's routes: the upload, and the member's own picture with their session. */
const profilePictureRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(
    uploadRoute({
      url: PROFILE_PICTURE_URL,
      form: 'profilePicture',
      schema: profilePictureSchema,
      types: ['image/jpeg', 'image/png'],
      upstreamPath: 'me/profile-picture',
      upstreamFields: () => ({}),
      platformFields: {},
      reply: profileUpdateReply,
      prepare: (file, { lang }) => avatarOf(file, lang),
      answer: (value) => ({ picture: toProfile(value.data).picture }),
    }),
  );

  // The member's picture, read from the platform with their token and kept by their browser only. Its
  // address carries the picture's version (`?v=`), so a new picture is a new address.
  fastify.get(PROFILE_PICTURE_URL, async (request, reply) => {
    reply.header('vary', 'cookie');
    const session = sessionOf(request);
    if (!session) return reply.code(401).header('cache-control', 'no-store').send({ error: 'UNAUTHENTICATED', message: 'Please sign in.' });
    const headers = { origin: request.tenant.origin, accept: 'image/jpeg, image/png', authorization: `Bearer ${session.token}`, 'x-request-id': request.id };
    let response;
    try {
      response = await undiciRequest(buildUrl(request.tenant.upstreamUrl, 'me/profile-picture'), { headers, signal: AbortSignal.timeout(fastify.config.UPSTREAM_TIMEOUT_MS) });
    } catch (error) {
      request.log.warn({ err: error }, 'profile picture unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ error: 'UPSTREAM_UNAVAILABLE', message: 'The picture is not available right now.' });
    }
    const type = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
    if (response.statusCode === 401) {
      await response.body.dump();
      endSession(reply);
      return reply.code(401).send({ error: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' });
    }
    if (response.statusCode !== 200 || (type !== 'image/jpeg' && type !== 'image/png')) {
      await response.body.dump();
      return reply.code(response.statusCode === 404 ? 404 : 503).header('cache-control', 'no-store').send({ error: response.statusCode === 404 ? 'NOT_FOUND' : 'UPSTREAM_UNAVAILABLE', message: 'No picture.' });
    }
    const bytes = Buffer.from(await response.body.arrayBuffer());
    // Kept by the browser, but asked again every time (issue 17: a day's max-age left it on a shared
    // computer after sign-out, for anyone to open): a picture unchanged answers 304 without its bytes,
    // and a signed-out browser gets 401, never the copy it kept.
    const etag = pictureEtag(bytes);
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(type).header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox").send(bytes);
  });
};

export default fp(profilePictureRoutes, { name: 'profile-picture', dependencies: ['config', 'tenancy', 'form-rate-limit'] });
