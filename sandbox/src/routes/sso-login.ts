import { z } from 'zod';
import type { Area } from '../area';
import { settingsFor } from '../data/settings';
import { sendError, success } from '../envelope';
import { verifyIdToken, type IdTokenRefusal } from '../members/id-token';
import { invalid } from './form-body';

const ssoBody = z.object({
  id_token: z
    .string({ error: 'The id token field is required.' })
    .min(1, { error: 'The id token field is required.' })
    .max(8192, { error: 'The id token field must not be greater than 8192 characters.' }),
  nonce: z.string().max(200, { error: 'The nonce field must not be greater than 200 characters.' }).optional(),
});

/** The platform's words for a refused ID token (on the `id_token` field). */
export const idTokenRefusals: Record<IdTokenRefusal, string> = {
  malformed: 'The ID token is not valid.',
  signature: 'The ID token is not valid.',
  issuer: 'The ID token is not valid.',
  expired: 'The ID token has expired.',
  audience: 'The ID token was issued for another site.',
  nonce: 'The ID token does not belong to this sign-in.',
  unverified: 'The identity provider has not confirmed this e-mail address.',
};

/**
 * `POST /v1/firebase-login {id_token, nonce?}` (spec §7 "Auth"; the shape is ours, in CONTRACT.md):
 * signs in with the identity provider's ID token (members/id-token.ts; the sandbox stands in for the
 * provider, routes/idp.ts). The token must be the provider's, for this mall (its audience is the
 * tenant's origin), unexpired, for the sign-in that asked for it (its nonce) and for a confirmed
 * address. The account of that address signs in (and counts as confirmed: the provider confirmed
 * it); without one, an account is made through SSO: verified, with no password (it may add one
 * later, `add-password-after-sso`). Only where the mall shows SSO (`is_sso_visible`).
 */
export const area: Area = (app, ctx) => {
  app.post('/firebase-login', async (request, reply) => {
    const tenant = ctx.tenant(request);
    if (settingsFor(tenant.id, ctx.image(request)).is_sso_visible !== 'true') {
      return sendError(reply, 403, 'Signing in with an identity provider is not available for this mall.');
    }
    const parsed = ssoBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const check = verifyIdToken(parsed.data.id_token, { audience: tenant.origin, now: ctx.members.time(), nonce: parsed.data.nonce });
    if (!check.ok) {
      request.log.info({ reason: check.reason }, 'ID token refused');
      return sendError(reply, 422, 'The given data was invalid.', { id_token: [idTokenRefusals[check.reason]] });
    }
    const { claims } = check;
    let account = ctx.members.find(tenant.id, claims.email);
    const isNew = account === null;
    account ??= ctx.members.add({
      tenant: tenant.id,
      email: claims.email,
      passwordHash: null,
      firstName: claims.given_name,
      lastName: claims.family_name,
      phone: null,
      birthDate: null,
      city: null,
      newsletter: false,
      verified: true,
      sso: true,
      createdAt: ctx.members.time().toISOString(),
      profilePicture: null,
    });
    account.verified = true;
    return success(
      {
        token: ctx.members.issueToken(account),
        token_type: 'Bearer',
        customer: { name: `${account.firstName} ${account.lastName}`.trim(), email: account.email },
        is_new_account: isNew,
      },
      'Logged in successfully.',
    );
  });
};
