import PusherClient from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { newMember } from '../test/member';
import { hostOf, useStack, type Stack } from '../test/stack';

// The whole way, as the browser goes it: pusher-js (its node build) connects to the sandbox's realtime
// stand-in with the bff's `realtime` settings, has its channel authorised by the bff's /realtime/auth
// with the member's session, and decrypts what the platform publishes when the mall writes (the
// sandbox's knob); another member's channel is refused, and so the subscription fails.

type Connection = { key: string; cluster: string; host: string; port: number; tls: boolean; channel: string; channelAuthEndpoint: string };

function clientFor(stack: Stack, connection: Connection, sessionToken: string): PusherClient {
  return new PusherClient(connection.key, {
    cluster: connection.cluster,
    wsHost: connection.host,
    wsPort: connection.port,
    forceTLS: connection.tls,
    enabledTransports: ['ws'],
    disableStats: true,
    // The bff's endpoint, through inject (the browser posts the same form with its cookie).
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        stack.app
          .inject({
            method: 'POST',
            url: connection.channelAuthEndpoint,
            headers: { host: hostOf('aupark'), cookie: `token=${sessionToken}`, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
          })
          .then(
            (response) => (response.statusCode === 200 ? callback(null, response.json()) : callback(new Error(`status ${response.statusCode}: ${response.body}`), null)),
            (error: Error) => callback(error, null),
          );
      },
    },
  });
}

describe('realtime, the whole way', () => {
  const stack = useStack({ realtime: true, env: { LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });

  it("delivers the mall's message on the member's own encrypted channel, and refuses another's", async () => {
    const member = await newMember(stack(), 'aupark');
    const other = await newMember(stack(), 'aupark');
    const asked = await stack().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: hostOf('aupark'), 'content-type': 'application/json', cookie: `token=${member.token}` },
      payload: { query: '{ realtime { key cluster host port tls channel channelAuthEndpoint } }' },
    });
    const connection = (asked.json() as { data: { realtime: Connection } }).data.realtime;
    expect(connection.channel).toBe(`private-encrypted-member-1-${member.id}`);

    const client = clientFor(stack(), connection, member.token);
    try {
      const channel = client.subscribe(connection.channel);
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
      });
      const received = new Promise<{ message: { body: string; sender: string }; unread_total: number }>((resolve) => channel.bind('message', resolve));
      const written = await stack().sandbox.inject({ method: 'POST', url: '/__sandbox/messages', payload: { tenant: 'aupark', email: member.email, text: 'Vaše body sú pripísané.' } });
      expect(written.statusCode).toBe(200);
      const event = await received;
      expect(event.message).toMatchObject({ body: 'Vaše body sú pripísané.', sender: 'mall' });
      expect(event.unread_total).toBeGreaterThan(0);

      const theirs = client.subscribe(`private-encrypted-member-1-${other.id}`);
      const refusal = await new Promise<unknown>((resolve) => theirs.bind('pusher:subscription_error', resolve));
      expect(JSON.stringify(refusal)).toMatch(/403|NOT_OWN_CHANNEL/);
    } finally {
      client.disconnect();
    }
  });
});
