import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  detectLanguage,
  isLang,
  localeCookieName,
  parseAcceptLanguage,
  pathFor,
  returnPathFrom,
  returnToParam,
  ssoCallbackPath,
  ssoOutcomeParam,
  ssoStartPath,
  type Lang,
  type SsoOutcome,
} from '@mall/site';
import { z } from 'zod';
import { tenantHashTag } from '../cache/keys';
import { createSingleUse } from '../security/single-use';
import { startSession } from '../session/session';
import { authorizeLocation, decodePending, encodePending, ssoPendingLifetimeS, type SsoPending } from './access-mapper';
import { trustDevice } from './device-cookie';
import { loginReply } from './upstream';

// Sign-in through the identity provider (issue 10 "SSO login through the platform's firebase-login";
// the design is ours, in the README): two plain routes, so that "Continue with …" is a link that
// works without JavaScript.
//
// 1. `GET /auth/sso?lang=&redirect=` (the pages' link): where the mall offers SSO, keeps a random
//    `state` and `nonce` (and the language and the way back) in a short-lived HttpOnly cookie for the
//    callback alone, and sends the browser to the provider's authorize page (SSO_AUTHORIZE_URL).
// 2. `GET /auth/sso/callback?id_token=&state=` (the provider sends the browser back): the cookie must
//    be one this server signed, for this mall, unexpired, and the state must be its own (else the
//    answer belongs to no sign-in started here: a forged or replayed one); its nonce is used once,
//    across replicas (security/single-use.ts: issue 17, Medium 1, the same answer signed in twice);
//    the platform checks the token (`firebase-login {id_token, nonce}`) and answers a session token,
//    which becomes the session cookie, and the browser becomes trusted for the account
//    (device-cookie.ts); then the way back, or the dashboard. Any refusal leads to the login page
//    with `?sso=<outcome>`, which says what happened; the token never reaches the page.

const pendingCookie = 'sso_state';
const pendingCookieOptions = { path: ssoStartPath, httpOnly: true, secure: true, sameSite: 'lax' } as const;

const startQuery = z.object({ lang: z.string().optional(), [returnToParam]: z.string().max(2000).optional() });
const callbackQuery = z.object({
  state: z.string().max(512).optional(),
  id_token: z.string().max(8192).optional(),
  error: z.string().max(100).optional(),
});

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The login page, told what happened, with the way back kept. */
function loginWith(lang: Lang, outcome: SsoOutcome, to: string | null): string {
  const query = new URLSearchParams();
  if (to && to !== pathFor('dashboard', lang)) query.set(returnToParam, to);
  query.set(ssoOutcomeParam, outcome);
  return `${pathFor('login', lang)}?${query}`;
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'private, no-store').redirect(location, 302);
}

/** What the mall allows: SSO offered, sign-in off altogether, or the settings unreadable now. */
async function ssoState(request: FastifyRequest): Promise<'offered' | 'not-offered' | 'no-sign-in' | 'unknown'> {
  if (!request.server.config.SSO_AUTHORIZE_URL) return 'not-offered';
  const settings = await request.server.publicCalls.settings({ tenant: request.tenant, requestId: request.id, deadline: request.deadline });
  if (!settings.ok) return 'unknown';
  if (settings.value.is_authentication_active !== 'true') return 'no-sign-in';
  return settings.value.is_sso_visible === 'true' ? 'offered' : 'not-offered';
}

const ssoRoutes: FastifyPluginAsync = async (fastify) => {
  const secret = fastify.config.SIGNING_SECRET;
  const answered = createSingleUse({ redis: fastify.redis, prefix: fastify.config.REDIS_PREFIX, logger: fastify.log.child({ module: 'sso' }) });

  fastify.get(ssoStartPath, async (request, reply) => {
    const query = startQuery.safeParse(request.query);
    const tenant = request.tenant;
    const lang: Lang = query.success && isLang(query.data.lang) ? query.data.lang : tenant.fallbackLanguage;
    const asked = query.success ? query.data[returnToParam] : undefined;
    const to = returnPathFrom(asked ? `?${new URLSearchParams({ [returnToParam]: asked })}` : '', lang);
    const state = await ssoState(request);
    if (state === 'no-sign-in') return redirect(reply, pathFor('home', lang));
    if (state !== 'offered') return redirect(reply, loginWith(lang, 'unavailable', to));
    const pending: SsoPending = { state: random(32), nonce: random(16), lang, to };
    reply.setCookie(pendingCookie, encodePending(secret, tenant.id, pending), { ...pendingCookieOptions, maxAge: ssoPendingLifetimeS });
    const location = authorizeLocation({
      authorizeUrl: fastify.config.SSO_AUTHORIZE_URL!,
      // The site as the provider knows it (the tenants file's origin, never the Host).
      clientId: tenant.origin,
      // Back to the host the browser is on, where the cookie was set.
      redirectUri: `${request.protocol}://${request.host}${ssoCallbackPath}`,
      state: pending.state,
      nonce: pending.nonce,
      lang,
    });
    request.log.info('sso sign-in started');
    return redirect(reply, location);
  });

  fastify.get(ssoCallbackPath, async (request, reply) => {
    const pending = decodePending(secret, request.tenant.id, request.cookies[pendingCookie]);
    // One answer per sign-in: the cookie goes whatever happens next.
    reply.clearCookie(pendingCookie, pendingCookieOptions);
    const query = callbackQuery.safeParse(request.query);
    const lang =
      pending?.lang ??
      detectLanguage({ cookie: request.cookies[localeCookieName], acceptLanguages: parseAcceptLanguage(request.headers['accept-language'] ?? ''), fallback: request.tenant.fallbackLanguage });
    const refuse = (outcome: SsoOutcome, why: string, level: 'info' | 'warn' = 'info') => {
      request.log[level]({ outcome, why }, 'sso sign-in refused');
      return redirect(reply, loginWith(lang, outcome, pending?.to ?? null));
    };
    if (!pending || !query.success || !query.data.state || !sameText(query.data.state, pending.state)) {
      // A cookie that is there but not one this server signed (for this mall, unexpired) is no pending sign-in either.
      return refuse('invalid', pending ? 'state mismatch' : request.cookies[pendingCookie] ? 'pending cookie refused' : 'no pending sign-in');
    }
    if (query.data.error) return refuse(query.data.error === 'access_denied' ? 'cancelled' : 'failed', `provider error ${query.data.error}`);
    if (!query.data.id_token) return refuse('failed', 'no id token');
    // One sign-in per answer, whichever replica it reaches: a replayed callback (its cookie and URL
    // copied) finds its nonce used.
    if (!(await answered.use(`sso-nonce:${tenantHashTag(request.tenant.id)}:${pending.nonce}`, ssoPendingLifetimeS))) return refuse('invalid', 'answer already used', 'warn');

    const call = { tenant: request.tenant, requestId: request.id, deadline: request.deadline };
    const result = await fastify.upstream.send(call, 'POST', 'firebase-login', loginReply, { id_token: query.data.id_token, nonce: pending.nonce });
    if (!result.ok) {
      const refusal = result.error.kind === 'validation' ? 'failed' : 'unavailable';
      return refuse(refusal, `${result.error.kind}: ${Object.values(result.error.fieldErrors ?? {}).flat()[0] ?? result.error.message}`);
    }
    startSession(reply, result.value.data.token);
    const email = result.value.data.customer?.email;
    if (email) trustDevice(reply, secret, request.tenant.id, email);
    else request.log.warn('signed in through sso without the account address: the browser is not marked trusted');
    request.log.info('signed in through sso');
    return redirect(reply, returnPathFrom(`?${new URLSearchParams({ [returnToParam]: pending.to })}`, lang));
  });
};

export default ssoRoutes;
