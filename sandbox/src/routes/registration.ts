import { z } from 'zod';
import type { Area } from '../area';
import { accountMailSubject, type MailLocale } from '../data/account-mails';
import { settingsFor } from '../data/settings';
import { sendError, success } from '../envelope';
import { checkCode, codeRefusals, codesOf, consumeCode, issueCode } from '../members/codes';
import { hashPassword, type Account } from '../members/store';
import type { AreaContext } from '../area';
import type { FastifyRequest } from 'fastify';
import { acceptedField, emailField, invalid, requiredText } from './form-body';
import { codeField, confirmedPassword, flagField, mailLocaleField, newPasswordField, phoneField } from './account-fields';

const registerBody = z
  .object({
    first_name: requiredText('first name', 100),
    last_name: requiredText('last name', 100),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    password_confirmation: z.string().optional(),
    newsletter: flagField('newsletter').optional(),
    terms: acceptedField('terms'),
    locale: mailLocaleField,
  })
  .superRefine(confirmedPassword);

const verificationBody = z.object({ email: emailField, code: codeField });
const resendBody = z.object({ email: emailField, locale: mailLocaleField });

/** The session's answer, as `POST login` gives it. */
export function sessionReply(ctx: AreaContext, account: Account, message: string) {
  return success(
    { token: ctx.members.issueToken(account), token_type: 'Bearer', customer: { name: `${account.firstName} ${account.lastName}`.trim(), email: account.email } },
    message,
  );
}

/** Sends a new verification code to an account (the old one no longer works). */
function sendVerification(ctx: AreaContext, request: FastifyRequest, account: Account, locale: MailLocale | undefined): void {
  const code = issueCode(codesOf(ctx.members, account), 'verification', ctx.members.time());
  ctx.members.send(account.tenant, account.email, 'verification', accountMailSubject('verification', account.tenant, locale, code), code);
  request.log.info({ account: account.id }, 'verification code sent');
}

/**
 * Registration with e-mail verification (spec §7 "Auth": `register`, `register/email-verification`,
 * `register/email-resend`; the shapes are ours, in CONTRACT.md). Registering makes an account that
 * cannot sign in until its address is confirmed with the 6-digit code the platform e-mails; the
 * confirmation starts a session. Asking for a new code never tells whether an address has an account.
 */
export const area: Area = (app, ctx) => {
  app.post('/register', async (request, reply) => {
    const tenant = ctx.tenant(request).id;
    if (settingsFor(tenant, ctx.image(request)).is_authentication_active !== 'true') {
      return sendError(reply, 403, 'Registration is not available for this mall.');
    }
    const parsed = registerBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const body = parsed.data;
    if (ctx.members.find(tenant, body.email)) {
      return sendError(reply, 422, 'The given data was invalid.', { email: ['The email has already been taken.'] });
    }
    const account = ctx.members.add({
      tenant,
      email: body.email,
      passwordHash: hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      birthDate: null,
      city: null,
      newsletter: body.newsletter ?? false,
      verified: false,
      sso: false,
      createdAt: ctx.members.time().toISOString(),
      profilePicture: null,
    });
    sendVerification(ctx, request, account, body.locale);
    return reply.code(201).send(success({ email: account.email, email_verified: false }, 'Registered. We have sent a code to confirm the e-mail address.'));
  });

  app.post('/register/email-verification', async (request, reply) => {
    const parsed = verificationBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const account = ctx.members.find(ctx.tenant(request).id, parsed.data.email);
    // An unknown address, or one confirmed already, has no pending code: the same answer as a wrong code.
    const codes = account && !account.verified ? codesOf(ctx.members, account) : {};
    const check = checkCode(codes, 'verification', parsed.data.code, ctx.members.time());
    if (!account || check !== 'ok') return sendError(reply, 422, 'The given data was invalid.', { code: [codeRefusals[check === 'ok' ? 'invalid' : check]] });
    consumeCode(codes, 'verification');
    account.verified = true;
    return sessionReply(ctx, account, 'E-mail address confirmed.');
  });

  app.post('/register/email-resend', async (request, reply) => {
    const parsed = resendBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error.issues);
    const account = ctx.members.find(ctx.tenant(request).id, parsed.data.email);
    if (account && !account.verified) sendVerification(ctx, request, account, parsed.data.locale);
    return success(null, 'If the address is waiting to be confirmed, we have sent a new code.');
  });
};
