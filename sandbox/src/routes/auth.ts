import { z } from 'zod';
import type { Area } from '../area';
import { demoMembers, memberToken } from '../data/members';
import { sendError, success } from '../envelope';
import { fieldErrors } from '../list-query';

const loginBody = z.object({
  email: z.email({ error: 'The email field must be a valid email address.' }),
  password: z.string({ error: 'The password field is required.' }).min(1, { error: 'The password field is required.' }),
});

/**
 * `POST /v1/login` for the demo members. Wrong credentials are a 422 with a field message, not a
 * 401: the bff reads Unauthorized as "the session is over" (DESIGN.md), which a failed login is not.
 */
export const authArea: Area = (app, ctx) => {
  app.post('/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendError(reply, 422, 'The given data was invalid.', fieldErrors(parsed.error.issues));
    const tenant = ctx.tenant(request).id;
    const member = demoMembers.find(
      (m) => m.tenant === tenant && m.email.toLowerCase() === parsed.data.email.toLowerCase() && m.password === parsed.data.password,
    );
    if (!member) {
      return sendError(reply, 422, 'These credentials do not match our records.', { email: ['These credentials do not match our records.'] });
    }
    return success(
      { token: memberToken(member), token_type: 'Bearer', customer: { name: member.name, email: member.email } },
      'Logged in successfully.',
    );
  });
};
