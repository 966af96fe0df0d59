// The sandbox's realtime app (issue 20): the Pusher-protocol stand-in (realtime/stand-in) knows it, the
// platform stand-in publishes with it (publisher.ts), and the bff signs channel authorisations with it
// in development and tests. Known to anyone who reads this file: never for production, where the bff
// requires its own (bff/src/config.ts).

export interface RealtimeApp {
  appId: string;
  key: string;
  secret: string;
  /** 32 bytes, base64: the master key of `private-encrypted-` channels (a channel's key is derived from it and the name). */
  encryptionMasterKeyBase64: string;
}

export const sandboxRealtimeApp: RealtimeApp = {
  appId: 'mall-sandbox',
  key: 'mall-sandbox-key',
  secret: 'sandbox-only-realtime-secret-do-not-use-in-production',
  encryptionMasterKeyBase64: Buffer.from('sandbox-only-master-key-32-bytes').toString('base64'),
};

/**
 * A member's own channel: `private-encrypted-member-{tenant index}-{member id}` (sandbox/CONTRACT.md,
 * "Realtime"). The platform publishes the member's messages on it; the bff authorises only its member.
 */
export function memberChannel(tenantIndex: number, memberId: number): string {
  return `private-encrypted-member-${tenantIndex}-${memberId}`;
}
