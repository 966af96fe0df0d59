import type { FastifyInstance } from 'fastify';
import { sandboxRealtimeApp } from '../credentials';
import type { RealtimeTarget } from '../publisher';
import { isPusherCloseCode } from './close-codes';
import { createRealtimeStandIn, type RealtimeMode } from './stand-in';

/** `app.realtime`: the stand-in as the sandbox runs it (tests and the knobs use it). */
export interface SandboxRealtime {
  /**
   * The bound port; throws while the stand-in does not listen (buildSandbox without `realtime`, or
   * before ready() resolved: Fastify resolves `listen()` before its onListen hooks have bound it).
   */
  port(): number;
  /** Resolves with the port once the stand-in listens (waits for the sandbox's listen); rejects when it could not, or is not configured. */
  ready(): Promise<number>;
  /** Drops every connection with this close code (4000-4299); how many. */
  close(code: number): number;
  /** `refuse`: WebSocket upgrades answered 503 (the HTTP API still works). Existing connections stay. */
  setMode(mode: RealtimeMode): void;
  mode(): RealtimeMode;
  /** Open connections now. */
  connections(): number;
  /** Connections subscribed to `channel` now (a test waits for a page to have subscribed). */
  subscribers(channel: string): number;
}

export interface RealtimeListenOptions {
  /** 0: any free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
}

/**
 * Runs the stand-in beside the sandbox: it binds its own port when the sandbox listens (onListen),
 * closes with it (onClose), and points `target` (what the platform's publisher calls) at itself.
 * Without `listen` options it never binds: app.inject tests need no port.
 */
export function attachRealtimeStandIn(app: FastifyInstance, listen: RealtimeListenOptions | undefined, target: { current: RealtimeTarget | null }): SandboxRealtime {
  const standIn = createRealtimeStandIn({ app: sandboxRealtimeApp, log: app.log });
  let settle: { resolve(port: number): void; reject(err: Error): void } | null = null;
  const started = new Promise<number>((resolve, reject) => {
    settle = { resolve, reject };
  });
  started.catch(() => undefined); // ready()'s callers see the failure; nobody else must.

  if (listen) {
    // Fastify resolves listen() before its onListen hooks finish: `await app.realtime.ready()` is the
    // moment the stand-in listens (server.ts waits for it, and so do the tests).
    app.addHook('onListen', async () => {
      try {
        const address = await standIn.listen(listen.port, listen.host ?? '127.0.0.1');
        target.current = { host: '127.0.0.1', port: address.port };
        settle?.resolve(address.port);
      } catch (err) {
        settle?.reject(err instanceof Error ? err : new Error(String(err)));
        throw err;
      }
    });
    app.addHook('onClose', async () => {
      target.current = null;
      settle?.reject(new Error('The sandbox closed before the realtime stand-in listened'));
      await standIn.stop();
    });
  }

  return {
    port() {
      const address = standIn.address();
      if (!address) throw new Error('The realtime stand-in is not listening (buildSandbox({ realtime }) and listen() first)');
      return address.port;
    },
    ready() {
      if (!listen) return Promise.reject(new Error('The realtime stand-in is not configured (buildSandbox({ realtime }))'));
      return started;
    },
    close(code) {
      if (!isPusherCloseCode(code)) throw new RangeError(`A Pusher close code is 4000-4299, got ${code}`);
      return standIn.closeConnections(code);
    },
    setMode: (mode) => standIn.setMode(mode),
    mode: () => standIn.mode(),
    connections: () => standIn.connections(),
    subscribers: (channel) => standIn.subscribers(channel),
  };
}
