import type { FastifyReply } from 'fastify';
import { sessionCookieName } from '../responses/plugin';

// The member's session (DESIGN.md "Sessions"; spec §4 "Session", §9 "Token cookie lasts one year,
// secure"): the platform's token in a cookie named `token`, HttpOnly (JavaScript never sees it, so an
// XSS cannot steal it), Secure, SameSite=Lax (sent on a link from another site, never on its forms or
// scripts), for the whole site, one year. Browsers treat http://localhost and *.localhost as secure, so
// the local setup keeps Secure too.

export const sessionMaxAgeSeconds = 365 * 24 * 60 * 60;

const cookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;

export function startSession(reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName, token, { ...cookieOptions, maxAge: sessionMaxAgeSeconds });
  // A response that starts a session is the member's alone.
  reply.header('cache-control', 'private, no-store');
}

/** Ends the session in the browser (logout, or the platform's Unauthorized). */
export function endSession(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, cookieOptions);
  reply.header('cache-control', 'private, no-store');
}
