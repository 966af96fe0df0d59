import { parse as parseForm } from 'node:querystring';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionSubject } from '../graphql/member-form';
import { endSession, sessionOf } from '../session/session';
import { isCrossSite } from '../upload-route/upload-route';
import { channelRefusal, refusalMessages, type ChannelRefusal } from './channels';
import type { RealtimeMember } from './member';

// The endpoints pusher-js posts to (issue 20; spec: "Channel authorisation is a POST with socket_id
// and channel_name … User sign-in authorisation is a POST with socket_id … Auth posts are
// form-encoded"), signed with the `pusher` library:
// - POST /realtime/auth: the member's own `private-encrypted-` channel only, with its shared secret;
// - POST /realtime/user-auth: pusher:signin, the member's id and display name.
// The protections of the bff's other cookie-authenticated POSTs: only from the site's own pages (the
// SameSite=Lax cookie, the Origin or Sec-Fetch-Site, as uploads and sign-out check), a small body
// (1 KB, parsed in this scope only), every field checked, a rate limit per session and per address
// (REALTIME_AUTH_RATE_LIMIT_*, see admitted()), and answers no cache keeps.

export const CHANNEL_AUTH_PATH = '/realtime/auth';
export const USER_AUTH_PATH = '/realtime/user-auth';

const formType = 'application/x-www-form-urlencoded';

/** pusher's own rules: a socket id is `digits.digits`; a channel name 1–200 of these characters (`#` only to refuse it with its code). */
const socketId = z.string().regex(/^\d{1,20}\.\d{1,20}$/);
const channelAuthBody = z.object({ socket_id: socketId, channel_name: z.string().regex(/^[#A-Za-z0-9_\-=@,.;]{1,200}$/) });
const userAuthBody = z.object({ socket_id: socketId });

type Refusal = ChannelRefusal | 'SESSION_ENDED' | 'CROSS_SITE' | 'UNSUPPORTED_MEDIA_TYPE' | 'INVALID_REQUEST' | 'REALTIME_OFF' | 'RATE_LIMITED' | 'UPSTREAM_UNAVAILABLE';

const statusOf: Record<Refusal, number> = {
  RESERVED_CHANNEL: 403,
  PRESENCE_WITHOUT_USER: 403,
  SIGN_IN_REQUIRED: 403,
  NOT_OWN_CHANNEL: 403,
  CHANNEL_NOT_ALLOWED: 403,
  SESSION_ENDED: 403,
  CROSS_SITE: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_REQUEST: 400,
  REALTIME_OFF: 404,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
};

const otherMessages: Record<Exclude<Refusal, keyof typeof refusalMessages>, string> = {
  CROSS_SITE: 'Only the site itself may ask.',
  UNSUPPORTED_MEDIA_TYPE: 'A form (application/x-www-form-urlencoded), as pusher-js posts.',
  INVALID_REQUEST: 'socket_id (and channel_name) are required, form-encoded.',
  REALTIME_OFF: 'This site has no realtime connection.',
  RATE_LIMITED: 'Too many authorisations. Please try again later.',
  UPSTREAM_UNAVAILABLE: 'Please try again later.',
};

function refuse(request: FastifyRequest, reply: FastifyReply, code: Refusal, extra: Record<string, unknown> = {}): FastifyReply {
  request.log.info({ code, ...extra }, 'realtime authorisation refused');
  const message = code in refusalMessages ? refusalMessages[code as keyof typeof refusalMessages] : otherMessages[code as keyof typeof otherMessages];
  return reply.code(statusOf[code]).send({ error: code, message });
}

const realtimeRoutes: FastifyPluginAsync = async (fastify) => {
  // Form-encoded, as pusher-js posts; scoped to these two routes.
  fastify.addContentTypeParser(formType, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, parseForm(body as string));
  });

  /**
   * The checks both routes share, in order: the site's own page, the body's fields, the tenant's
   * realtime, the rate limit. The parsed body, or the reply already sent.
   */
  async function admitted<S extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, schema: S) {
    reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
    if (isCrossSite(request)) return { sent: refuse(request, reply, 'CROSS_SITE', { origin: request.headers.origin ?? null }) };
    // pusher-js posts a form; anything else (JSON, which another parser would read) is not its request.
    if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith(formType)) return { sent: refuse(request, reply, 'UNSUPPORTED_MEDIA_TYPE') };
    const body = schema.safeParse(request.body);
    if (!body.success) return { sent: refuse(request, reply, 'INVALID_REQUEST') };
    const realtime = fastify.memberRealtime.forTenant(request.tenant);
    if (!realtime) return { sent: refuse(request, reply, 'REALTIME_OFF') };
    const session = sessionOf(request);
    // Counted per session, and per address too whenever the platform is to be asked who the token's
    // member is (a token not seen lately: made-up tokens from one address are limited). A member's
    // reconnections, with their member kept, cost one count. A visitor is refused without a count:
    // that costs nothing (no platform, no signature).
    if (session) {
      const call = { tenant: request.tenant, token: session.token };
      for (const subject of fastify.memberRealtime.member.known(call) ? [sessionSubject(session.token)] : [sessionSubject(session.token), undefined]) {
        const limit = await fastify.formRateLimit.hit(request, 'realtimeAuth', subject);
        if (!limit.allowed) {
          reply.header('retry-after', String(limit.retryAfterSeconds));
          return { sent: refuse(request, reply, 'RATE_LIMITED') };
        }
      }
    }
    return { body: body.data as z.output<S>, realtime, session };
  }

  /** The session's member, or the reply already sent (a refused session ends here, as in GraphQL). */
  async function memberOf(request: FastifyRequest, reply: FastifyReply, token: string): Promise<{ member: RealtimeMember } | { sent: FastifyReply }> {
    const found = await fastify.memberRealtime.member.find({ tenant: request.tenant, token, requestId: request.id, deadline: Date.now() + fastify.config.REQUEST_BUDGET_MS });
    if (found.ok) return { member: found.value };
    if (found.error.kind === 'unauthorized') {
      endSession(reply);
      return { sent: refuse(request, reply, 'SESSION_ENDED') };
    }
    request.log.warn({ kind: found.error.kind, status: found.error.status }, 'realtime: the member could not be looked up');
    return { sent: refuse(request, reply, 'UPSTREAM_UNAVAILABLE') };
  }

  fastify.post(CHANNEL_AUTH_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const checked = await admitted(request, reply, channelAuthBody);
    if ('sent' in checked) return checked.sent;
    const { body, realtime, session } = checked;
    const channel = body.channel_name;
    // What needs no member is refused before the platform is asked.
    const early = channelRefusal(channel, null);
    if (!session || early === 'RESERVED_CHANNEL') return refuse(request, reply, early ?? 'SIGN_IN_REQUIRED', { channel });
    const found = await memberOf(request, reply, session.token);
    if ('sent' in found) return found.sent;
    const refusal = channelRefusal(channel, { tenantIndex: request.tenant.platformTenantId, memberId: found.member.id });
    if (refusal) return refuse(request, reply, refusal, { channel });
    return reply.send(realtime.signer.authorizeChannel(body.socket_id, channel));
  });

  fastify.post(USER_AUTH_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    const checked = await admitted(request, reply, userAuthBody);
    if ('sent' in checked) return checked.sent;
    const { body, realtime, session } = checked;
    if (!session) return refuse(request, reply, 'SIGN_IN_REQUIRED');
    const found = await memberOf(request, reply, session.token);
    if ('sent' in found) return found.sent;
    return reply.send(realtime.signer.authenticateUser(body.socket_id, { id: String(found.member.id), user_info: { name: found.member.name } }));
  });
};

export default realtimeRoutes;
