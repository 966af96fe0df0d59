import { z } from 'zod';

// The account's replies as the screens rely on them (sandbox/CONTRACT.md "Members"). Loose: unknown
// fields pass, so a platform that adds fields does not break the site.

/** POST login (and the other calls that start a session): the token in `data`. */
export const loginReply = z.looseObject({
  data: z.looseObject({ token: z.string().min(1).max(4096) }),
});

/** GET me/profile (shared with the profile page). */
export { profileSchema, type UpstreamProfile } from '../shared/member-profile';
