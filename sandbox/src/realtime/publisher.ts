import Pusher from 'pusher';
import type { Tenant } from '../tenancy';
import { memberChannel, type RealtimeApp } from './credentials';

// The platform's side of realtime (issue 20): what the mall writes is published on the member's
// channel through the Pusher HTTP API (signed `POST /apps/{id}/events`), with the `pusher` server
// library, as the real platform does against Pusher Channels or soketi. Encrypted: the library
// encrypts the payload of a `private-encrypted-` channel with the key derived from the master key.

export interface RealtimeTarget {
  host: string;
  port: number;
}

export interface RealtimePublisher {
  /**
   * Publishes `event` with `data` on the member's own channel. Resolves when the provider accepted it
   * or refused it: a failure is logged, never thrown (the message is stored, and the site's refresh
   * shows it). `exceptSocketId`: the connection that caused it does not get it back.
   */
  toMember(tenant: Tenant, memberId: number, event: string, data: unknown, options?: { exceptSocketId?: string }): Promise<void>;
}

export interface PublisherLog {
  warn(obj: object, msg: string): void;
}

/** `target()`: where the provider listens now; null while none runs (nothing is published then). */
export function createRealtimePublisher(app: RealtimeApp, target: () => RealtimeTarget | null, log: PublisherLog): RealtimePublisher {
  let client: { pusher: Pusher; at: string } | null = null;
  const clientFor = (where: RealtimeTarget): Pusher => {
    const at = `${where.host}:${where.port}`;
    if (client?.at !== at) {
      client = {
        at,
        pusher: new Pusher({
          appId: app.appId,
          key: app.key,
          secret: app.secret,
          host: where.host,
          port: String(where.port),
          useTLS: false,
          encryptionMasterKeyBase64: app.encryptionMasterKeyBase64,
        }),
      };
    }
    return client.pusher;
  };
  return {
    async toMember(tenant, memberId, event, data, options) {
      const where = target();
      if (!where) return;
      const channel = memberChannel(tenant.index, memberId);
      try {
        await clientFor(where).trigger(channel, event, data, options?.exceptSocketId ? { socket_id: options.exceptSocketId } : undefined);
      } catch (err) {
        log.warn({ err, channel, event }, 'realtime publish failed');
      }
    },
  };
}
