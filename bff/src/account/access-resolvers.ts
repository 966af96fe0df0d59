import type { Lang } from '@mall/site';
import { checkForm, emailOnlySchema, fieldErrorMessage, registerFields, registerSchema, resetPasswordSchema, verifyEmailSchema, type FieldError, type FormCheck, type FormName } from '@mall/site/forms';
import type { z } from 'zod/mini';
import type { GraphQLContext } from '../graphql/context';
import { upstreamError } from '../graphql/errors';
import type { AuthResult, FormResult, Resolvers } from '../graphql/generated';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { enforceRateLimit, platformFieldErrors, refused } from '../graphql/form-outcome';
import { startSession } from '../session/session';
import type { UpstreamFailure } from '../upstream/result';
import { codeRequestBody, newPasswordBody, registerBody, withFormFieldNames } from './access-mapper';
import { acceptedReply, resetTokenReply } from './access-upstream';
import { trustDevice } from './device-cookie';
import { accountSubject, requireAuthentication, viewerFor } from './resolvers';
import { loginReply } from './upstream';

// Getting into an account (issue 10 "Accounts"; spec §7 `register`, `register/email-verification`,
// `register/email-resend`, `forget-password`, `forget-password/login`, `change-forget-password`): the
// login's order for each form. Sign-in must be on for the mall; the shared zod schema first (bad input
// never reaches the platform and costs no try); then the rate limits, per client address and per
// account (a hash of the address); then the platform. Its field refusals come back on the form's
// fields. Asking for a code never tells whether an address has an account: the platform answers the
// same either way, and so does this.

/** A form of this domain, checked and counted: the cleaned values, or the refused fields. */
async function admitted<S extends z.ZodMiniType<{ email: string }>>(ctx: GraphQLContext, lang: Lang, form: FormName, schema: S, input: unknown): Promise<FormCheck<z.output<S>>> {
  await requireAuthentication(ctx);
  const checked = checkForm(schema, input, lang);
  if (!checked.ok) return checked;
  await enforceRateLimit(ctx, form, lang);
  await enforceRateLimit(ctx, form, lang, accountSubject(ctx.tenant.id, checked.value.email));
  return checked;
}

/** The platform's refusal on the form's fields, or its failure as a GraphQL error with a code. */
function platformRefusal(ctx: GraphQLContext, form: FormName, failure: UpstreamFailure, fields: readonly string[], lang: Lang, sent: object): FieldError[] {
  const fieldErrors = platformFieldErrors(withFormFieldNames(failure), fields, lang, { form, log: ctx.log, sent: sent as Readonly<Record<string, unknown>> });
  if (fieldErrors) {
    ctx.log.info({ form, fields: fieldErrors.map((e) => e.field), codes: fieldErrors.map((e) => e.code) }, 'account form refused by the platform');
    return fieldErrors;
  }
  ctx.log.warn({ form, kind: failure.kind, status: failure.status }, 'account form failed');
  throw upstreamError(failure);
}

const notSignedIn = (fieldErrors: FieldError[]): AuthResult => ({ ok: false, fieldErrors, viewer: null, verificationRequired: false });
const sent: FormResult = { ok: true, fieldErrors: [], reference: null };

/** Starts the session with a token the platform just gave (the browser now trusted for `email`'s account), and answers with the member. */
async function signedIn(ctx: GraphQLContext, token: string, how: string, email: string): Promise<AuthResult> {
  const viewer = await viewerFor(ctx, token);
  startSession(ctx.reply, token);
  trustDevice(ctx.reply, ctx.reply.server.config.SIGNING_SECRET, ctx.tenant.id, email);
  ctx.log.info({ member: viewer.id, how }, 'signed in');
  return { ok: true, fieldErrors: [], viewer, verificationRequired: false };
}

async function register(ctx: GraphQLContext, lang: Lang, input: unknown): Promise<FormResult> {
  const checked = await admitted(ctx, lang, 'register', registerSchema, input);
  if (!checked.ok) return refused(checked.errors);
  const result = await ctx.reply.server.upstream.send(publicCall(ctx), 'POST', 'register', acceptedReply, registerBody(checked.value, lang));
  if (!result.ok) return refused(platformRefusal(ctx, 'register', result.error, Object.keys(registerFields.shape), lang, checked.value));
  ctx.log.info('registered, waiting for the address to be confirmed');
  return sent;
}

async function verifyEmail(ctx: GraphQLContext, lang: Lang, input: unknown): Promise<AuthResult> {
  const checked = await admitted(ctx, lang, 'verifyEmail', verifyEmailSchema, input);
  if (!checked.ok) return notSignedIn(checked.errors);
  const result = await ctx.reply.server.upstream.send(publicCall(ctx), 'POST', 'register/email-verification', loginReply, checked.value);
  if (!result.ok) return notSignedIn(platformRefusal(ctx, 'verifyEmail', result.error, ['email', 'code'], lang, checked.value));
  return signedIn(ctx, result.value.data.token, 'verification', checked.value.email);
}

/** A new verification code, or a forgotten password's code: the same answer whether the address has an account or not. */
async function requestCode(ctx: GraphQLContext, lang: Lang, input: unknown, form: 'resendVerification' | 'forgotPassword', path: string): Promise<FormResult> {
  const checked = await admitted(ctx, lang, form, emailOnlySchema, input);
  if (!checked.ok) return refused(checked.errors);
  const result = await ctx.reply.server.upstream.send(publicCall(ctx), 'POST', path, acceptedReply, codeRequestBody(checked.value.email, lang));
  if (!result.ok) return refused(platformRefusal(ctx, form, result.error, ['email'], lang, checked.value));
  return sent;
}

async function resetPassword(ctx: GraphQLContext, lang: Lang, input: unknown): Promise<AuthResult> {
  const checked = await admitted(ctx, lang, 'resetPassword', resetPasswordSchema, input);
  if (!checked.ok) return notSignedIn(checked.errors);
  const { email, code } = checked.value;
  const codeLogin = await ctx.reply.server.upstream.send(publicCall(ctx), 'POST', 'forget-password/login', resetTokenReply, { email, code });
  if (!codeLogin.ok) return notSignedIn(platformRefusal(ctx, 'resetPassword', codeLogin.error, ['email', 'code'], lang, checked.value));
  // The code's token may only set the password; it is no session, and never reaches the browser.
  const resetCall = { ...publicCall(ctx), token: codeLogin.value.data.token };
  const changed = await ctx.reply.server.upstream.send(resetCall, 'POST', 'change-forget-password', loginReply, newPasswordBody(checked.value));
  if (!changed.ok) {
    // The token lasts minutes: one that ran out between the two calls is the code's refusal, not a session's end.
    if (changed.error.kind === 'unauthorized') return notSignedIn([{ field: 'code', code: 'codeExpired', message: fieldErrorMessage('codeExpired', lang) }]);
    return notSignedIn(platformRefusal(ctx, 'resetPassword', changed.error, ['password', 'passwordConfirmation'], lang, checked.value));
  }
  return signedIn(ctx, changed.value.data.token, 'password reset', email);
}

export const accountAccessResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    ssoSignIn: async (_root, _args, ctx) => {
      const authorizeUrl = ctx.reply.server.config.SSO_AUTHORIZE_URL;
      if (!authorizeUrl) return null;
      const settings = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
      if (settings.is_authentication_active !== 'true' || settings.is_sso_visible !== 'true') return null;
      return { providerName: ctx.reply.server.config.SSO_PROVIDER_NAME };
    },
  },
  Mutation: {
    register: (_root, { lang, input }, ctx) => register(ctx, lang, input),
    verifyEmail: (_root, { lang, input }, ctx) => verifyEmail(ctx, lang, input),
    resendVerification: (_root, { lang, input }, ctx) => requestCode(ctx, lang, input, 'resendVerification', 'register/email-resend'),
    requestPasswordReset: (_root, { lang, input }, ctx) => requestCode(ctx, lang, input, 'forgotPassword', 'forget-password'),
    resetPassword: (_root, { lang, input }, ctx) => resetPassword(ctx, lang, input),
  },
};
