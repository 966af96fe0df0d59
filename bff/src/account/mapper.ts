import type { Viewer } from '../graphql/generated';
import type { UpstreamProfile } from './upstream';

/** The layout's view of the member: names trimmed, and a name to show even when the account has none. */
export function toViewer(profile: UpstreamProfile): Viewer {
  const firstName = profile.first_name?.trim() ?? '';
  const lastName = profile.last_name?.trim() ?? '';
  const displayName = `${firstName} ${lastName}`.trim() || profile.email;
  return { id: String(profile.id), email: profile.email, firstName, lastName, displayName };
}
