import { z } from 'zod';
import type { Area } from '../area';
import { errorBody, sendError, success } from '../envelope';
import { fieldErrors } from '../list-query';
import { passwordMatches } from '../members/store';

const loginBody = z.object({
  email: z.email({ error: 'The email field must be a valid email address.' }),
  password: z.string({ error: 'The password field is required.' }).min(1, { error: 'The password field is required.' }),
});

/**
 * `POST /v1/login` (spec §7 "Auth"): a new session token for an account of the request's tenant.
 * Wrong credentials are a 422 with a field message, not a 401: the bff reads Unauthorized as "the
 * session is over" (DESIGN.md), which a failed login is not. An account whose e-mail address is not
 * confirmed yet is refused the same way, on the e-mail field, with what to do, and `reason:
 * 'email_not_verified'` for a program.
 */
export const area: Area = (app, ctx) => {
  app.post('/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendError(reply, 422, 'The given data was invalid.', fieldErrors(parsed.error.issues));
    const account = ctx.members.find(ctx.tenant(request).id, parsed.data.email);
    if (!account || !passwordMatches(account.passwordHash, parsed.data.password)) {
      return sendError(reply, 422, 'These credentials do not match our records.', { email: ['These credentials do not match our records.'] });
    }
    if (!account.verified) {
      // `reason` says so to a program (the site leads the member to the verification step).
      return reply.code(422).send({
        ...errorBody(422, 'Your e-mail address is not verified.', { email: ['Your e-mail address is not verified. Enter the code we sent you, or ask for a new one.'] }),
        reason: 'email_not_verified',
      });
    }
    return success(
      { token: ctx.members.issueToken(account), token_type: 'Bearer', customer: { name: `${account.firstName} ${account.lastName}`.trim(), email: account.email } },
      'Logged in successfully.',
    );
  });
};
