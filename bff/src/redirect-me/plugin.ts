import fp from 'fastify-plugin';
import { detectLanguage, localeCookieName, parseAcceptLanguage } from '@mall/site';
import { booleanKeys, parseBoolean } from '../settings/mapper';
import { hasSession } from '../session/session';
import { redirectMeLocation } from './target';

// `GET /redirect-me?to=…` (target.ts): a 302 that depends on the visitor (their session, their
// language), so it is never stored (`no-store`) and never cached by the bff.

export const redirectMePath = '/redirect-me';

export default fp(
  async (fastify) => {
    fastify.get<{ Querystring: Record<string, unknown> }>(redirectMePath, async (request, reply) => {
      const tenant = request.tenant;
      const signedIn = hasSession(request);
      let signInOpen = true;
      if (!signedIn) {
        // Only a visitor needs the setting. When the platform cannot say, the login page decides (it
        // sends a visitor home where the mall has no sign-in).
        const settings = await fastify.publicCalls.settings({ tenant, requestId: request.id, deadline: request.deadline });
        if (settings.ok) signInOpen = parseBoolean(settings.value[booleanKeys.isAuthenticationActive]);
      }
      const lang = detectLanguage({
        cookie: request.cookies[localeCookieName],
        acceptLanguages: parseAcceptLanguage(request.headers['accept-language'] ?? ''),
        fallback: tenant.fallbackLanguage,
      });
      const location = redirectMeLocation({ to: request.query.to, signedIn, signInOpen, lang });
      return reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language').redirect(location, 302);
    });
  },
  { name: 'redirect-me', dependencies: ['tenancy', 'upstream', 'budget', '@fastify/cookie'] },
);
