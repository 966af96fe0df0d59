// Which channel a request may subscribe to (issue 20; spec "Realtime channels": private and presence
// channels need server-side authorisation). A member may have one channel only: their own
// `private-encrypted-` one, on which the platform publishes their messages (encrypted, so the provider
// never reads them). Everything else is refused with a code the browser's log can tell apart.

/**
 * A member's own channel, as the platform names it: `private-encrypted-member-{tenant index}-{member id}`,
 * the tenant index being the platform's id of the tenant (`platformTenantId`). The platform's rule
 * (sandbox/CONTRACT.md "Realtime"; sandbox/src/realtime/credentials.ts is its stand-in's copy).
 */
export function memberChannel(tenantIndex: number, memberId: number): string {
  return `private-encrypted-member-${tenantIndex}-${memberId}`;
}

const anyMemberChannel = /^private-encrypted-member-\d+-\d+$/;

export type ChannelRefusal =
  /** `#…`: the provider's own channels (`#server-to-user-…`), never a browser's to subscribe. */
  | 'RESERVED_CHANNEL'
  /** `presence-…` without a signed-in member: nobody to be present as. */
  | 'PRESENCE_WITHOUT_USER'
  /** A visitor: no channel at all. */
  | 'SIGN_IN_REQUIRED'
  /** A member channel, another member's (or another tenant's). */
  | 'NOT_OWN_CHANNEL'
  /** Any other channel: public, private, presence, encrypted of another kind. */
  | 'CHANNEL_NOT_ALLOWED';

/** Whom the request is for: the tenant's platform id and the member's id, or null for a visitor. */
export interface ChannelSubject {
  tenantIndex: number;
  memberId: number;
}

/** null: the subject may subscribe to `channel`; otherwise why not. The order matters: the most telling first. */
export function channelRefusal(channel: string, subject: ChannelSubject | null): ChannelRefusal | null {
  if (channel.startsWith('#')) return 'RESERVED_CHANNEL';
  if (!subject) return channel.startsWith('presence-') ? 'PRESENCE_WITHOUT_USER' : 'SIGN_IN_REQUIRED';
  if (channel === memberChannel(subject.tenantIndex, subject.memberId)) return null;
  return anyMemberChannel.test(channel) ? 'NOT_OWN_CHANNEL' : 'CHANNEL_NOT_ALLOWED';
}

/** The words a refusal's 403 says (logs and the browser's console; pusher-js shows only the status). */
export const refusalMessages: Readonly<Record<ChannelRefusal | 'SESSION_ENDED', string>> = {
  RESERVED_CHANNEL: 'Channels starting with # are the provider’s own.',
  PRESENCE_WITHOUT_USER: 'A presence channel needs a signed-in member.',
  SIGN_IN_REQUIRED: 'Please sign in.',
  NOT_OWN_CHANNEL: 'This is not your channel.',
  CHANNEL_NOT_ALLOWED: 'This channel is not offered.',
  SESSION_ENDED: 'Your session has ended. Please sign in again.',
};
