import type { Area } from '../area';
import { ok } from '../envelope';
import { requireMember } from '../members/auth';
import type { Account } from '../members/store';

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

/** `GET /v1/me/profile` (spec §7 "Profile"): the signed-in member's profile. */
export const profileArea: Area = (app, ctx) => {
  app.get('/me/profile', async (request, reply) => {
    const account = requireMember(request, reply, ctx);
    if (!account) return reply;
    return ok(profileOf(account));
  });
};
