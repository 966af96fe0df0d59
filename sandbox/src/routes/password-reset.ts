import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Area } from '../area';
import { accountMailSubject } from '../data/account-mails';
import { sendError, success } from '../envelope';
import { bearerToken } from '../members/auth';
import { checkCode, codeRefusals, codesOf, consumeCode, issueCode } from '../members/codes';
import { hashPassword } from '../members/store';
import type { TenantId } from '../tenancy';
import { emailField, invalid } from './form-body';
import { codeField, confirmedPassword, mailLocaleField, newPasswordField } from './account-fields';
import { sessionReply } from './registration';

/** How long the token of `forget-password/login` lets its holder set a new password. */
export const resetTokenLifetimeMs = 10 * 60_000;

const forgetBody = z.object({ email: emailField, locale: mailLocaleField });
const codeLoginBody = z.object({ email: emailField, code: codeField });
const changeBody = z.object({ password: newPasswordField, password_confirmation: z.string().optional() }).superRefine(confirmedPassword);

/**
 * A forgotten password (spec §7 "Passwords": `forget-password`, `forget-password/login`,
 * `change-forget-password`; the shapes are ours, in CONTRACT.md):
 * 1. `forget-password {email}` always answers success (no one learns whether an address has an
 *    account); an account gets a 6-digit code by e-mail (30 minutes; a new one replaces the old).
 * 2. `forget-password/login {email, code}` answers a short-lived token (10 minutes) that may only set
 *    a new password; the code stays pending until the password is changed.
 * 3. `change-forget-password {password, password_confirmation}` with that token as Bearer sets the
 *    password, confirms the address (the code proved it), ends every other session of the account
 *    and starts a new one.
 */
export const area: Area = (app, ctx) => {
  const resetTokens = new Map<string, { tenant: TenantId; accountId: number; expiresAt: number }>();
  const dropTokensOf = (accountId: number) => {
    for (const [token, held] of resetTokens) if (held.accountId === accountId) resetTokens.delete(token);
  };

  app.post('/forget-password', async (request, reply) => {
    const parsed = forgetBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const tenant = ctx.tenant(request).id;
    const account = ctx.members.find(tenant, parsed.data.email);
    if (account) {
      dropTokensOf(account.id);
      const code = issueCode(codesOf(ctx.members, account), 'password-reset', ctx.members.time());
      ctx.members.send(tenant, account.email, 'password-reset', accountMailSubject('password-reset', tenant, parsed.data.locale, code), code);
      request.log.info({ account: account.id }, 'password reset code sent');
    }
    return success(null, 'If the address has an account, we have sent a code to set a new password.');
  });

  app.post('/forget-password/login', async (request, reply) => {
    const parsed = codeLoginBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const tenant = ctx.tenant(request).id;
    const account = ctx.members.find(tenant, parsed.data.email);
    const codes = account ? codesOf(ctx.members, account) : {};
    const check = checkCode(codes, 'password-reset', parsed.data.code, ctx.members.time());
    if (!account || check !== 'ok') return sendError(reply, 422, 'The given data was invalid.', { code: [codeRefusals[check === 'ok' ? 'invalid' : check]] });
    const token = `sbx-reset.${randomBytes(24).toString('base64url')}`;
    resetTokens.set(token, { tenant, accountId: account.id, expiresAt: ctx.members.time().getTime() + resetTokenLifetimeMs });
    return success({ token, token_type: 'Bearer', expires_in: resetTokenLifetimeMs / 1000 }, 'Code accepted. Set a new password.');
  });

  app.post('/change-forget-password', async (request, reply) => {
    const token = bearerToken(request);
    const held = token ? resetTokens.get(token) : undefined;
    const account = held && held.tenant === ctx.tenant(request).id && held.expiresAt > ctx.members.time().getTime() ? ctx.members.get(held.accountId) : null;
    if (!account) return sendError(reply, 401, 'Unauthenticated.');
    const parsed = changeBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    account.passwordHash = hashPassword(parsed.data.password);
    account.verified = true;
    consumeCode(codesOf(ctx.members, account), 'password-reset');
    dropTokensOf(account.id);
    ctx.members.revoke({ accountId: account.id });
    return sessionReply(ctx, account, 'Your password has been changed.');
  });
};
