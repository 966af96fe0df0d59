import { z } from 'zod';
import { id, nullableText } from './fields';

// The member's profile as the platform gives it (GET me/profile; the answer of PATCH me/profile), read
// by the session (who is signed in) and the profile page (sandbox/CONTRACT.md "Members"). Loose:
// unknown fields pass, so a platform that adds fields does not break the site.

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
