import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { z } from 'zod';
import type { Area } from '../area';
import { ok, sendError, success } from '../envelope';
import { requireMember } from '../members/auth';
import { hashPassword, passwordMatches, type Account } from '../members/store';
import { invalid, optionalText, requiredText } from './form-body';

/** The platform's profile of a member (our field list; the specification shows none, §3). */
export function profileOf(account: Account) {
  return {
    id: account.id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phone,
    birth_date: account.birthDate,
    city: account.city,
    newsletter: account.newsletter,
    email_verified: account.verified,
    has_password: account.passwordHash !== null,
    sso: account.sso,
    profile_picture: account.profilePicture,
    created_at: account.createdAt,
  };
}

/** A profile picture as the platform keeps it: the bytes the bff sent (already a square avatar). */
interface Picture {
  bytes: Buffer;
  type: 'image/jpeg' | 'image/png';
  hash: string;
}

export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The smallest picture the platform takes, on each side (our choice): a face must be seen in it. */
export const PICTURE_MIN_SIDE = 100;

/** A photo's type by its first bytes (the platform trusts no name): JPEG or PNG only. */
function photoType(head: Buffer): Picture['type'] | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

/** The loyalty programme's minimum age (our choice): a rule only the platform knows. */
export const MINIMUM_AGE = 15;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (2026-02-30 does not), as YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Whole years from `birth` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A boolean as JSON sends it, or as a form post does ('true', '1', 'on', 'false', '0'). */
const flag = z.union([z.boolean(), z.enum(['true', '1', 'on']).transform(() => true), z.enum(['false', '0', 'off', '']).transform(() => false)], {
  error: 'The newsletter field must be true or false.',
});

const phone = optionalText('phone', 20).refine((value) => value === null || (/^\+?[0-9 ()./-]+$/.test(value) && value.replace(/\D/g, '').length >= 6 && value.replace(/\D/g, '').length <= 15), {
  error: 'The phone field format is invalid.',
});

/** PATCH me/profile: every field optional (only those sent change); the e-mail address is not changed here. */
function profilePatch(today: string) {
  return z.object({
    first_name: requiredText('first name', 100).optional(),
    last_name: requiredText('last name', 100).optional(),
    phone: phone.optional(),
    birth_date: optionalText('birth date', 10)
      .refine((value) => value === null || isCalendarDay(value), { error: 'The birth date field must be a valid date.', abort: true })
      .refine((value) => value === null || value < today, { error: 'The birth date field must be a date before today.', abort: true })
      .refine((value) => value === null || value >= '1900-01-01', { error: 'The birth date field must be a date after 1900-01-01.', abort: true })
      .refine((value) => value === null || ageOn(value, today) >= MINIMUM_AGE, { error: `You must be at least ${MINIMUM_AGE} years old to join the loyalty programme.` })
      .optional(),
    city: optionalText('city', 100).optional(),
    newsletter: flag.optional(),
  });
}

const password = z
  .string({ error: 'The password field is required.' })
  .min(8, { error: 'The password field must be at least 8 characters.' })
  .max(128, { error: 'The password field must not be greater than 128 characters.' })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), { error: 'The password field must contain at least one letter and one number.' });

const newPassword = z
  .object({ password, password_confirmation: z.string({ error: 'The password confirmation field is required.' }) })
  .refine((body) => body.password === body.password_confirmation, { error: 'The password field confirmation does not match.', path: ['password'] });

const changePasswordBody = z.intersection(z.object({ current_password: z.string({ error: 'The current password field is required.' }).min(1, { error: 'The current password field is required.' }) }), newPassword);

const deleteAccountBody = z.object({ password: z.string().optional(), email: z.string().optional() });

/**
 * The member's own account (spec §7 "Profile" `me/profile`, "Passwords" `change-password`,
 * `add-password-after-sso`, `delete-account`; the shapes are our choice, in CONTRACT.md). Every route
 * needs the member's token (401 otherwise). Refusals are 422 with Laravel-style messages per field.
 */
export const area: Area = async (app, ctx) => {
  const today = () => ctx.members.time().toISOString().slice(0, 10);
  const pictureOf = (account: Account) => ctx.members.areaState<{ picture: Picture | null }>('profile-picture', account, () => ({ picture: null }));
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 }, throwFileSizeLimit: true });

  // The profile picture (spec §7 `me/profile-picture`): POST multipart `file` (JPEG or PNG by its bytes,
  // at most 10 MB, at least 100 px on each side) sets it, and the profile's `profile_picture` links to
  // GET me/profile-picture?v=<hash of the bytes>, which answers the picture to its member only.
  app.post('/me/profile-picture', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    if (!request.isMultipart()) return sendError(reply, 415, 'The profile picture must be sent as multipart/form-data.');
    let picture: Picture | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') continue;
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
        if (part.fieldname !== 'file') continue;
        const bytes = Buffer.concat(chunks);
        const type = photoType(bytes);
        if (!type) return sendError(reply, 415, 'The profile picture must be a file of type: jpg, png.');
        picture = { bytes, type, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, `The profile picture must not be greater than ${PICTURE_MAX_BYTES / 1024} kilobytes.`);
      throw error;
    }
    if (!picture) return sendError(reply, 422, 'The given data was invalid.', { file: ['The file field is required.'] });
    const size = await sharp(picture.bytes)
      .metadata()
      .then((meta) => Math.min(meta.width ?? 0, meta.height ?? 0))
      .catch(() => 0);
    if (size < PICTURE_MIN_SIDE) {
      return sendError(reply, 422, 'The given data was invalid.', { file: [`The profile picture must be at least ${PICTURE_MIN_SIDE} × ${PICTURE_MIN_SIDE} pixels.`] });
    }
    pictureOf(account).picture = picture;
    account.profilePicture = `${ctx.baseUrl(request)}/v1/me/profile-picture?v=${picture.hash}`;
    return success(profileOf(account), 'Your profile picture has been updated.');
  });

  // DELETE me/profile-picture (our choice, in CONTRACT.md): the member goes back to no picture; asked
  // again, it answers the same (nothing to remove is not an error).
  app.delete('/me/profile-picture', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    pictureOf(account).picture = null;
    account.profilePicture = null;
    return success(profileOf(account), 'Your profile picture has been removed.');
  });

  app.get('/me/profile-picture', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const { picture } = pictureOf(account);
    if (!picture) return sendError(reply, 404, 'The member has no profile picture.');
    return reply.type(picture.type).header('cache-control', 'private, no-store').send(picture.bytes);
  });

  app.get('/me/profile', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    return ok(profileOf(account));
  });

  app.patch('/me/profile', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = profilePatch(today()).safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const patch = parsed.data;
    if (patch.first_name !== undefined) account.firstName = patch.first_name;
    if (patch.last_name !== undefined) account.lastName = patch.last_name;
    if (patch.phone !== undefined) account.phone = patch.phone;
    if (patch.birth_date !== undefined) account.birthDate = patch.birth_date;
    if (patch.city !== undefined) account.city = patch.city;
    if (patch.newsletter !== undefined) account.newsletter = patch.newsletter;
    return success(profileOf(account), 'Your profile has been updated.');
  });

  app.post('/change-password', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    if (account.passwordHash === null) {
      return sendError(reply, 422, 'The account has no password yet.', { current_password: ['Your account has no password yet: add one instead.'] });
    }
    const parsed = changePasswordBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    if (!passwordMatches(account.passwordHash, parsed.data.current_password)) {
      return sendError(reply, 422, 'The given data was invalid.', { current_password: ['The current password is incorrect.'] });
    }
    if (parsed.data.password === parsed.data.current_password) {
      return sendError(reply, 422, 'The given data was invalid.', { password: ['The new password must be different from the current one.'] });
    }
    account.passwordHash = hashPassword(parsed.data.password);
    return success(null, 'Your password has been changed.');
  });

  app.post('/add-password-after-sso', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    if (account.passwordHash !== null) {
      return sendError(reply, 422, 'The account already has a password.', { password: ['Your account already has a password: change it instead.'] });
    }
    const parsed = newPassword.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    account.passwordHash = hashPassword(parsed.data.password);
    return success(null, 'Your password has been set. You can now also sign in with your e-mail address.');
  });

  // Confirmed with the password, or, for an account that has none (made through SSO), with its e-mail
  // address typed out. The account, its sessions and everything kept of it are gone at once.
  app.post('/delete-account', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    const parsed = deleteAccountBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    if (account.passwordHash !== null) {
      if (!parsed.data.password) return sendError(reply, 422, 'The given data was invalid.', { password: ['The password field is required.'] });
      if (!passwordMatches(account.passwordHash, parsed.data.password)) return sendError(reply, 422, 'The given data was invalid.', { password: ['The password is incorrect.'] });
    } else if ((parsed.data.email ?? '').trim().toLowerCase() !== account.email.toLowerCase()) {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['The e-mail address does not match your account.'] });
    }
    ctx.members.remove(account);
    return success(null, 'Your account has been deleted.');
  });
};
