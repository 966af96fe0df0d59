// Channel names and kinds as Pusher Channels defines them (spec § "Realtime channels": public,
// private-, private-encrypted-, presence-; names starting with # are refused). The stand-in applies
// the same rules as the provider, so that a name the bff or the site gets wrong fails here too.

export type ChannelKind = 'public' | 'private' | 'private-encrypted' | 'presence';

/** Pusher's limit and alphabet for channel names: letters, digits and `_ - = @ , . ;`, at most 164 characters. */
export const MAX_CHANNEL_NAME = 164;
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;

export type ChannelNameCheck = { ok: true; kind: ChannelKind } | { ok: false; reason: string };

/** The kind of a channel a client may subscribe to, or why the name is refused. */
export function checkChannelName(name: unknown): ChannelNameCheck {
  if (typeof name !== 'string' || name.length === 0) return { ok: false, reason: 'A channel name is required' };
  // `#` names are the provider's own (e.g. `#server-to-user-{id}`): never subscribed to by a client.
  if (name.startsWith('#')) return { ok: false, reason: `Channel names starting with # are reserved: ${name}` };
  if (name.length > MAX_CHANNEL_NAME) return { ok: false, reason: `Channel names are at most ${MAX_CHANNEL_NAME} characters` };
  if (!CHANNEL_NAME.test(name)) return { ok: false, reason: `Invalid channel name: ${name}` };
  return { ok: true, kind: channelKind(name) };
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'private-encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

/** A subscription to these needs the app server's signature (`auth`). */
export const needsAuth = (kind: ChannelKind): boolean => kind !== 'public';

/**
 * Client events (`client-…`) go only through private and presence channels: the provider cannot
 * encrypt for the sender, so `private-encrypted-` channels refuse them too (as Pusher does).
 */
export const allowsClientEvents = (kind: ChannelKind): boolean => kind === 'private' || kind === 'presence';

/** The channel the HTTP API's `sendToUser` publishes on: it reaches the connections signed in as that user. */
export const SERVER_TO_USER_PREFIX = '#server-to-user-';
