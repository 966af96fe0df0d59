import { z } from 'zod';
import { profileSchema } from '../upstream/member-profile';

// The profile page's replies as it relies on them (sandbox/CONTRACT.md "Profile and passwords"). Loose:
// unknown fields pass.

export { profileSchema, type UpstreamProfile } from '../upstream/member-profile';

/** PATCH me/profile: the profile as the platform now has it. */
export const profileUpdateReply = z.looseObject({ data: profileSchema });

/** change-password, add-password-after-sso, delete-account: a success with nothing the page needs. */
export const doneReply = z.looseObject({ status: z.string().nullish(), message: z.string().nullish() });
