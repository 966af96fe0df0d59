import { z } from 'zod';
import { sessionTokenSchema } from '../session/session';

// The platform's replies to getting into an account (sandbox/CONTRACT.md "Accounts") as the bff relies
// on them; those that start a session are `loginReply` (upstream.ts). Loose: unknown fields pass.

/** POST register, register/email-resend, forget-password: accepted; nothing in the reply is read. */
export const acceptedReply = z.looseObject({ status: z.literal('success') });

/** POST forget-password/login: the short-lived token that may only set a new password. */
export const resetTokenReply = z.looseObject({
  data: z.looseObject({ token: sessionTokenSchema }),
});
