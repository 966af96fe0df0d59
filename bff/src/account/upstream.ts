import { z } from 'zod';
import { sessionTokenSchema } from '../session/session';

// The account's replies as the screens rely on them (sandbox/CONTRACT.md "Members"). Loose: unknown
// fields pass, so a platform that adds fields does not break the site.

/**
 * POST login (and the other calls that start a session): the token in `data`, and the account's
 * address in `customer` (read by the SSO callback, which has no address of its own to name the
 * account by; a missing or odd one never fails a sign-in).
 */
export const loginReply = z.looseObject({
  data: z.looseObject({
    token: sessionTokenSchema,
    customer: z.looseObject({ email: z.string().min(3).max(320) }).optional().catch(undefined),
  }),
});

/** GET me/profile (shared with the profile page). */
export { profileSchema, type UpstreamProfile } from '../upstream/member-profile';
