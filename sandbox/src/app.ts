// Builds the sandbox: the stand-in for the mall platform's /v1 API (DESIGN.md "Upstream contract"),
// its generated images and its test knobs. `server.ts` only boots it; tests and the bff call
// buildSandbox() themselves.

import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAreaContext, flatQuery } from './area';
import { findAreas } from './areas';
import { errorBody, sendError } from './envelope';
import { createKnobs, type SandboxKnobs } from './knobs';
import { MemberStore } from './members/store';
import { NewsletterList } from './newsletter/list';
import { sandboxRealtimeApp, type RealtimeApp } from './realtime/credentials';
import { createRealtimePublisher, type RealtimeTarget } from './realtime/publisher';
import { attachRealtimeStandIn, type RealtimeListenOptions, type SandboxRealtime } from './realtime/stand-in/sandbox-realtime';
import { imageRoutes } from './routes/images';
import { fileRoutes } from './routes/files';
import { knobRoutes } from './routes/knobs';
import { accountKnobRoutes } from './routes/account-knobs';
import { bookingKnobRoutes } from './routes/booking-knobs';
import { idpRoutes } from './routes/idp';
import { memberKnobRoutes } from './routes/member-knobs';
import { messageKnobRoutes } from './routes/message-knobs';
import { newsletterKnobRoutes } from './routes/newsletter-knobs';
import { realtimeKnobRoutes } from './routes/realtime-knobs';
import { receiptKnobRoutes } from './routes/receipt-knobs';
import { settingsKnobRoutes } from './routes/settings-knobs';
import { languageKnobRoutes } from './routes/language-knobs';
import { tenantFromOrigin } from './tenancy';

declare module 'fastify' {
  interface FastifyInstance {
    knobs: SandboxKnobs;
    /** The member side's state (members/store.ts); tests read its outbox and end its sessions. */
    members: MemberStore;
    /** The newsletter's list (newsletter/list.ts); tests read it and send an issue through it. */
    newsletter: NewsletterList;
    /** The Pusher-protocol stand-in (realtime/stand-in/): its port, close codes and mode. */
    realtime: SandboxRealtime;
  }
}

export interface SandboxOptions {
  logger?: boolean;
  /** Base URL used in image links, e.g. http://127.0.0.1:4010; default: the request's protocol and Host. */
  publicUrl?: string;
  /**
   * The Pusher-protocol stand-in's own port (0: any; host default 127.0.0.1): it listens when the
   * sandbox listens and closes with it. Without it (or realtimeTarget) nothing is published.
   */
  realtime?: RealtimeListenOptions;
  /**
   * A realtime provider of its own that the platform publishes to instead of the stand-in: soketi in
   * docker-compose (with that app's credentials), or a test's own Pusher HTTP API that records what
   * reaches it. Without it: the stand-in, once it runs, with the sandbox's app.
   */
  realtimeProvider?: { target: RealtimeTarget; app?: RealtimeApp };
  /**
   * The platform's clock (default: the real one). Tests that depend on the time of day (booking's free
   * times, cut-offs) set it so they answer the same at any hour.
   */
  now?: () => Date;
}

/**
 * 'down' mode: a real TCP socket is reset (ECONNRESET at the client). app.inject has a mock
 * socket without destroy; destroying its response makes the inject promise reject instead.
 */
function destroyConnection(socket: Partial<Pick<Socket, 'destroy' | 'resetAndDestroy'>>, response: ServerResponse): void {
  if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
  else if (typeof socket.destroy === 'function') socket.destroy();
  else response.destroy(new Error('sandbox is down'));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function buildSandbox(opts: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false });
  const knobs = createKnobs();
  app.decorate('knobs', knobs);
  const members = new MemberStore(opts.now);
  app.decorate('members', members);
  // Its mails go to the member side's outbox, with its clock.
  const newsletter = new NewsletterList(members);
  app.decorate('newsletter', newsletter);
  // Where the realtime provider listens (the Pusher-protocol stand-in, realtime/): none until it runs.
  const realtimeTarget: { current: RealtimeTarget | null } = { current: null };
  const provider = opts.realtimeProvider;
  const realtime = provider
    ? createRealtimePublisher(provider.app ?? sandboxRealtimeApp, () => provider.target, app.log)
    : createRealtimePublisher(sandboxRealtimeApp, () => realtimeTarget.current, app.log);
  app.decorate('realtime', attachRealtimeStandIn(app, opts.realtime, realtimeTarget));
  const ctx = createAreaContext(opts.publicUrl, members, newsletter, realtime);
  const areas = await findAreas();

  app.get('/healthz', async () => ({ ok: true }));
  await app.register(imageRoutes);
  await app.register(knobRoutes, { knobs, members });
  await app.register(accountKnobRoutes, { members });
  await app.register(idpRoutes, { now: () => members.time() });
  await app.register(memberKnobRoutes, { members });
  await app.register(messageKnobRoutes, { members, realtime });
  await app.register(receiptKnobRoutes, { members });
  await app.register(bookingKnobRoutes, { members });
  await app.register(newsletterKnobRoutes, { newsletter });
  await app.register(realtimeKnobRoutes, { knobs, realtime: app.realtime });
  await app.register(settingsKnobRoutes, { knobs, members });
  await app.register(languageKnobRoutes, { knobs, members });
  await app.register(fileRoutes);

  await app.register(
    async (v1) => {
      // The platform also takes form posts without a JSON content type (spec §7).
      v1.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });

      // Order matters: log every request first (even refused ones), then the failure knobs, then tenancy.
      v1.addHook('onRequest', async (request, reply) => {
        const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
        const tenant = tenantFromOrigin(origin);
        knobs.record({
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          query: flatQuery(request.query),
          origin,
          tenant: tenant?.id ?? null,
          authorization: typeof request.headers.authorization === 'string' && request.headers.authorization.length > 0,
          at: Date.now(),
        });

        if (knobs.mode() === 'down') {
          // As if the server were gone: no status line, the connection just resets.
          reply.hijack();
          destroyConnection(request.raw.socket, reply.raw);
          return;
        }
        const latency = knobs.latency();
        if (latency > 0) await sleep(latency);
        if (knobs.mode() === 'failing') {
          return sendError(reply, 500, 'Server Error (sandbox failing mode)');
        }
        if (!tenant) return sendError(reply, 403, 'Unknown origin');
      });

      v1.setNotFoundHandler((request, reply) => sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found.`));

      v1.setErrorHandler((error, request, reply) => {
        const code = typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
        if (code >= 500) {
          request.log.error({ err: error }, 'sandbox route failed');
          return reply.code(500).send(errorBody(500, 'Server Error'));
        }
        const message = error instanceof Error ? error.message : 'Bad request';
        return reply.code(code).send(errorBody(code, message));
      });

      // Every module in routes/ that exports an `area` (areas.ts), each in its own encapsulated scope.
      for (const { area } of areas) await v1.register(async (scope) => area(scope, ctx));
    },
    { prefix: '/v1' },
  );

  return app;
}
