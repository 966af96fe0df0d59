import { z } from 'zod';
import { id, nullableText } from '../shared/upstream-fields';

// The account's replies as the screens rely on them (sandbox/CONTRACT.md "Members"). Loose: unknown
// fields pass, so a platform that adds fields does not break the site.

/** POST login (and the other calls that start a session): the token in `data`. */
export const loginReply = z.looseObject({
  data: z.looseObject({ token: z.string().min(1).max(4096) }),
});

/** GET me/profile. */
export const profileSchema = z.looseObject({
  id,
  email: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  phone: nullableText,
  birth_date: nullableText,
  city: nullableText,
  newsletter: z.boolean().nullish(),
  email_verified: z.boolean().nullish(),
  has_password: z.boolean().nullish(),
  sso: z.boolean().nullish(),
  profile_picture: nullableText,
  created_at: nullableText,
});
export type UpstreamProfile = z.output<typeof profileSchema>;
