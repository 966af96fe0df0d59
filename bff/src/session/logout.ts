import type { FastifyPluginAsync } from 'fastify';
import { isLang, pathFor, sessionNoticeCookieName, sessionNoticeMaxAgeSeconds } from '@mall/site';
import { endSession, hasSession } from './session';

// Sign-out as a plain form (spec §4 "Session": logout clears the token): `POST /logout?lang=` clears the
// cookie and sends the browser home as a visitor (303), where a notification says so. A form needs no script, so the header's button
// works with JavaScript off too, and costs the first load nothing. Only the site's own pages may send
// it (the browser's Origin, or Sec-Fetch-Site): another site cannot sign a member out.
/** The host of an Origin header, or null when it is not a URL. */
function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}

const logoutRoute: FastifyPluginAsync = async (fastify) => {
  // The form has no fields: its (empty) body is read and dropped. Scoped to this plugin.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  fastify.post<{ Querystring: { lang?: string } }>('/logout', { bodyLimit: 1024 }, async (request, reply) => {
    const lang = request.query.lang;
    const home = pathFor('home', isLang(lang) ? lang : request.tenant.fallbackLanguage);
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownHost = typeof request.headers.host === 'string' ? request.headers.host : '';
    // An Origin that is not an origin (`foo`) is nobody's page: refused as another site's (it
    // answered 500 ERR_INVALID_URL, issue 17).
    const crossSite = (typeof origin === 'string' && origin !== 'null' && originHost(origin) !== ownHost) || (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none');
    if (crossSite) return reply.code(403).send({ error: 'FORBIDDEN', message: 'Sign out from the site itself.' });
    endSession(reply);
    // Home says "You have been signed out" once it has loaded (packages/site/src/session-notice.ts): a
    // cookie the page's script reads and clears, never part of the kept home page. Not HttpOnly, on purpose.
    reply.setCookie(sessionNoticeCookieName, 'signed-out', { path: '/', maxAge: sessionNoticeMaxAgeSeconds, sameSite: 'lax', httpOnly: false });
    if (hasSession(request)) request.log.info('signed out');
    return reply.redirect(home, 303);
  });
};

export default logoutRoute;
