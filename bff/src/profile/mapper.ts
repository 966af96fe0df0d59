import { createHash } from 'node:crypto';
import { isCalendarDay, type ProfileInput } from '@mall/site/forms';
import type { Profile, ProfileSetupField } from '../graphql/generated';
import type { UpstreamProfile } from './upstream';

// The profile as the page edits it, and back as the platform takes it (our field names,
// sandbox/CONTRACT.md "Profile and passwords").

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * What the account-setup modal asks for (issue 10; README "Account setup"): the fields a member who
 * joined with e-mail and name only has left empty, which the mall's offers (birthday bonus, parking
 * and gift-card messages) need.
 */
export function setupMissing(profile: Pick<Profile, 'phone' | 'birthDate'>): ProfileSetupField[] {
  const missing: ProfileSetupField[] = [];
  if (!profile.phone) missing.push('phone');
  if (!profile.birthDate) missing.push('birthDate');
  return missing;
}

/** The bff's route of the member's profile picture (upload and read, profile/picture.ts). */
export const PROFILE_PICTURE_URL = '/api/profile-picture';

/**
 * The picture's address for the pages: the bff's route with the platform's version of it (`?v=`, a new
 * picture is a new address, so a browser's copy is never stale), or a hash of the platform's link.
 */
export function pictureUrl(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  let version: string | null = null;
  try {
    version = new URL(trimmed).searchParams.get('v');
  } catch {
    // Not an absolute link: its hash stands for its version.
  }
  const v = version && /^[\w-]{1,64}$/.test(version) ? version : createHash('sha256').update(trimmed).digest('hex').slice(0, 16);
  return `${PROFILE_PICTURE_URL}?v=${v}`;
}

export function toProfile(upstream: UpstreamProfile): Profile {
  const birth = text(upstream.birth_date);
  const fields = {
    id: upstream.id,
    email: upstream.email.trim(),
    firstName: text(upstream.first_name) ?? '',
    lastName: text(upstream.last_name) ?? '',
    phone: text(upstream.phone),
    // A date input takes YYYY-MM-DD only; anything else would show as empty and be lost on saving.
    birthDate: birth && isCalendarDay(birth) ? birth : null,
    city: text(upstream.city),
    newsletter: upstream.newsletter ?? false,
    // An account says it has none only when it was made through SSO and has not added one.
    hasPassword: upstream.has_password ?? true,
    picture: pictureUrl(upstream.profile_picture),
  };
  return { ...fields, setupMissing: setupMissing(fields) };
}

/** PATCH me/profile's body: every field sent, an empty optional one as null (it clears it). */
export function toProfilePatch(input: ProfileInput): Record<string, unknown> {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: input.phone ?? null,
    birth_date: input.birthDate ?? null,
    city: input.city ?? null,
    newsletter: input.newsletter,
  };
}
