import type { Lang } from '@mall/site';
import { checkForm, loginSchema } from '@mall/site/forms';
import type { GraphQLContext } from '../graphql/context';
import { gqlError, upstreamError } from '../graphql/errors';
import type { AuthResult, Resolvers } from '../graphql/generated';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { enforceRateLimit, platformFieldErrors } from '../graphql/form-outcome';
import { createMemberGet } from '../session/member-get';
import { needsVerification } from './access-mapper';
import { accountHash, deviceCookieName, signInSubject, trustDevice } from './device-cookie';
import { toViewer } from './mapper';
import { memberGet } from '../session/member-call';
import { endSession, startSession } from '../session/session';
import { loginReply, profileSchema } from './upstream';

// The session's resolvers (issue 10 "Accounts"): who is signed in, sign-in and sign-out. Sign-in is a
// form like the visitors' (issue 9): the shared zod schema first (bad input never reaches the platform
// and costs no try), then the rate limits (per client address, then per account: the browser's own
// count when it has signed in to the account before, device-cookie.ts), then one POST.

/** The rate limit's subject for an account: a hash, so that no e-mail address is kept in Redis. */
export function accountSubject(tenant: string, email: string): string {
  return `account:${accountHash(tenant, email)}`;
}

/** Sign-in, registration and the password forms exist only where the mall has sign-in on. */
export async function requireAuthentication(ctx: GraphQLContext): Promise<void> {
  const settings = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
  if (settings.is_authentication_active !== 'true') throw gqlError('FORBIDDEN', 'Signing in is not available for this mall.');
}

/** The member a new token stands for, read with that token (the cookie is set on this very answer). */
export async function viewerFor(ctx: GraphQLContext, token: string) {
  const get = createMemberGet(ctx.reply.server.upstream);
  return toViewer(unwrap(ctx, await get({ tenant: ctx.tenant, token, requestId: ctx.requestId, deadline: ctx.deadline }, 'me/profile', profileSchema)));
}

async function login(ctx: GraphQLContext, lang: Lang, input: unknown): Promise<AuthResult> {
  await requireAuthentication(ctx);
  const checked = checkForm(loginSchema, input, lang);
  if (!checked.ok) return { ok: false, fieldErrors: checked.errors, viewer: null, verificationRequired: false };
  const secret = ctx.reply.server.config.SIGNING_SECRET;
  await enforceRateLimit(ctx, 'login', lang);
  await enforceRateLimit(ctx, 'login', lang, signInSubject(secret, ctx.tenant.id, checked.value.email, ctx.reply.request.cookies[deviceCookieName]));
  const result = await ctx.reply.server.upstream.send(publicCall(ctx), 'POST', 'login', loginReply, checked.value);
  if (!result.ok) {
    const fieldErrors = platformFieldErrors(result.error, ['email', 'password'], lang, { form: 'login', log: ctx.log, sent: checked.value });
    if (fieldErrors) {
      // An account whose address is not confirmed yet: the page leads the member to its code.
      const verificationRequired = needsVerification(result.error);
      ctx.log.info({ fields: fieldErrors.map((e) => e.field), codes: fieldErrors.map((e) => e.code), verificationRequired }, 'sign-in refused');
      return { ok: false, fieldErrors, viewer: null, verificationRequired };
    }
    ctx.log.warn({ kind: result.error.kind, status: result.error.status }, 'sign-in failed');
    throw upstreamError(result.error);
  }
  const token = result.value.data.token;
  const viewer = await viewerFor(ctx, token);
  startSession(ctx.reply, token);
  trustDevice(ctx.reply, secret, ctx.tenant.id, checked.value.email);
  ctx.log.info({ member: viewer.id }, 'signed in');
  return { ok: true, fieldErrors: [], viewer, verificationRequired: false };
}

export const accountResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    viewer: async (_root, _args, ctx) => (ctx.session ? toViewer(await memberGet(ctx, 'me/profile', profileSchema)) : null),
  },
  Mutation: {
    login: (_root, { lang, input }, ctx) => login(ctx, lang, input),
    logout: (_root, _args, ctx) => {
      endSession(ctx.reply);
      if (ctx.session) ctx.log.info('signed out');
      return true;
    },
  },
};
