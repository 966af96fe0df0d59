import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

// The member's session (DESIGN.md "Sessions"; spec §4 "Session", §9 "Token cookie lasts one year,
// secure"): the platform's token in a cookie named `token`, HttpOnly (JavaScript never sees it, so an
// XSS cannot steal it), Secure, SameSite=Lax (sent on a link from another site, never on its forms or
// scripts), for the whole site, one year. Browsers treat http://localhost and *.localhost as secure, so
// the local setup keeps Secure too.
//
// The token is read here and nowhere else (issue 17, "a malformed session cookie wedges the upstream
// pool"): a cookie is whatever the client sends, and it becomes an `Authorization` header upstream. A
// token is 1–4096 characters of RFC 6750's b64token set (letters, digits, `-._~+/`, trailing `=`),
// plus `|` and `:` (Laravel Sanctum's `id|secret`, and JWT-like tokens, use them). Anything else (a
// control character, a character above U+007F, a space, a `;`) is no session: the visitor is treated
// as signed out, the cookie is cleared, and nothing of it is sent upstream.

/** The cookie that holds a member's token (spec §5 "Session": a cookie named `token`). */
export const sessionCookieName = 'token';

export const sessionMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The longest token we carry (a JWT-like token with claims stays far below). */
export const maxTokenLength = 4096;

const tokenPattern = /^[A-Za-z0-9\-._~+/|:]+=*$/;

/** Whether `value` can be a session token (and so an `Authorization: Bearer` header value). */
export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxTokenLength && tokenPattern.test(value);
}

/** A token the platform hands out, checked by the same rule before it becomes a cookie. */
export const sessionTokenSchema = z.string().refine(isSessionToken, 'not a session token');

const sessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookieName}=[^;\\s]`);

/**
 * Whether a raw Cookie header carries a session cookie (not empty), read without parsing every cookie:
 * the memory hits' question, before Fastify. It errs on the safe side: a malformed token counts here
 * (such a request goes through Fastify, where `hasSession` says no and it is served as a visitor's).
 */
export function carriesSession(cookie: string | undefined): boolean {
  return cookie !== undefined && sessionCookie.test(cookie);
}

export interface Session {
  token: string;
}

/** The member's session from the `token` cookie, or null for a visitor (no cookie, or a malformed one). */
export function sessionOf(request: FastifyRequest): Session | null {
  const token = request.cookies?.[sessionCookieName];
  return isSessionToken(token) ? { token } : null;
}

/** Whether the request carries a (well-formed) session. */
export function hasSession(request: FastifyRequest): boolean {
  return isSessionToken(request.cookies?.[sessionCookieName]);
}

const cookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;

export function startSession(reply: FastifyReply, token: string): void {
  // The platform's reply schemas check it already (sessionTokenSchema): a session must never start
  // with a cookie that the next request would refuse.
  if (!isSessionToken(token)) throw new Error('startSession: not a session token');
  reply.setCookie(sessionCookieName, token, { ...cookieOptions, maxAge: sessionMaxAgeSeconds });
  // A response that starts a session is the member's alone.
  reply.header('cache-control', 'private, no-store');
}

/** Ends the session in the browser (logout, or the platform's Unauthorized). */
export function endSession(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, cookieOptions);
  reply.header('cache-control', 'private, no-store');
}

const malformed = new WeakSet<FastifyRequest>();

function setsSessionCookie(header: ReturnType<FastifyReply['getHeader']>): boolean {
  const list = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return list.some((cookie) => cookie.startsWith(`${sessionCookieName}=`));
}

/**
 * Clears a malformed session cookie: the request goes on as a visitor's, and its answer tells the
 * browser to drop the cookie. That answer is `private, no-store` whatever the route chose: a shared
 * cache must never keep (and hand a real member) an answer that clears the session cookie.
 */
async function sessionPlugin(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', (request, reply, done) => {
    const value = request.cookies?.[sessionCookieName];
    if (value !== undefined && value !== '' && !isSessionToken(value)) {
      malformed.add(request);
      // Its length only: the value is the client's, and may be anything.
      request.log.info({ length: request.cookies[sessionCookieName]?.length }, 'malformed session cookie ignored');
    }
    done();
  });
  // After @fastify/cookie's own onSend (registered before this plugin), so the route's cookies are
  // in the header already: a route that set the session cookie itself (a sign-in) keeps its own.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (malformed.has(request)) {
      if (!setsSessionCookie(reply.getHeader('set-cookie'))) endSession(reply);
      reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
