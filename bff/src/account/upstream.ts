import { z } from 'zod';
import { sessionTokenSchema } from '../shared/session';

// The account's replies as the screens rely on them (sandbox/CONTRACT.md "Members"). Loose: unknown
// fields pass, so a platform that adds fields does not break the site.

/** POST login (and the other calls that start a session): the token in `data`. */
export const loginReply = z.looseObject({
  data: z.looseObject({ token: sessionTokenSchema }),
});

/** GET me/profile (shared with the profile page). */
export { profileSchema, type UpstreamProfile } from '../shared/member-profile';
