import type { Lang } from '@mall/site';
import { fieldErrorMessage, type FieldError, type FormName } from '@mall/site/forms';
import mercurius from 'mercurius';
import type { GraphQLContext } from '../graphql/context';
import type { FormResult } from '../graphql/generated';
import type { UpstreamFailure } from '../upstream/result';

// What every form of the site shares (the visitors' forms, issue 9; the members', issue 10): the
// answer with refused fields, the rate limit's refusal in the page's language, and how a platform
// refusal lands on the form.
//
// How a platform refusal lands on the form (issue 9: "show the platform's field errors on their
// fields"): each field the platform names, with its first message, on the form's field of that
// name; a field the form does not have, or a refusal with no field, on the form as a whole.

/** The platform's field errors as the form's, or null when the failure is not a field refusal. */
export function platformFieldErrors(failure: UpstreamFailure, fields: readonly string[], lang: Lang): FieldError[] | null {
  if (failure.kind !== 'validation') return null;
  const out: FieldError[] = [];
  for (const [field, messages] of Object.entries(failure.fieldErrors ?? {})) {
    const message = messages.find((m) => m.trim().length > 0)?.trim() ?? fieldErrorMessage('rejected', lang);
    out.push({ field: fields.includes(field) ? field : 'form', code: 'rejected', message });
  }
  if (out.length === 0) out.push({ field: 'form', code: 'rejected', message: fieldErrorMessage('rejected', lang) });
  return out;
}

/** A form's answer with refused fields: nothing was sent, or the platform refused it. */
export const refused = (fieldErrors: FieldError[]): FormResult => ({ ok: false, fieldErrors, reference: null });

/** Rate-limit messages in the request's language, the wait rounded up to whole minutes. */
const rateLimitMessages: Record<Lang, (minutes: number) => string> = {
  en: (n) => `Too many attempts. Please try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`,
  cz: (n) => `Příliš mnoho pokusů. Zkuste to prosím znovu za ${n} ${n === 1 ? 'minutu' : n <= 4 ? 'minuty' : 'minut'}.`,
  sk: (n) => `Príliš veľa pokusov. Skúste to, prosím, znova o ${n} ${n === 1 ? 'minútu' : n <= 4 ? 'minúty' : 'minút'}.`,
  de: (n) => `Zu viele Versuche. Bitte versuchen Sie es in ${n} ${n === 1 ? 'Minute' : 'Minuten'} erneut.`,
};

/** The rate limit's refusal in `lang`, the wait rounded up to whole minutes (uploads answer it too). */
export function rateLimitMessage(lang: Lang, retryAfterSeconds: number): string {
  return rateLimitMessages[lang](Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/**
 * Counts one send of `form` (by the client's address, or by `subject`: `account:`, `device:` or
 * `session:` and a hash) and refuses it past the limit:
 * RATE_LIMITED, HTTP 429 when it is the operation's only error (mercurius takes the status from it),
 * `Retry-After` and `extensions.retryAfter` in seconds.
 */
export async function enforceRateLimit(ctx: GraphQLContext, form: FormName, lang: Lang, subject?: string): Promise<void> {
  const request = ctx.reply.request;
  const decision = await request.server.formRateLimit.hit(request, form, subject);
  if (decision.allowed) return;
  const retryAfter = decision.retryAfterSeconds;
  ctx.reply.header('retry-after', String(retryAfter));
  ctx.log.info({ form, retryAfter, by: subject ? subject.slice(0, subject.indexOf(':')) : 'address' }, 'form rate limit reached');
  throw new mercurius.ErrorWithProps(rateLimitMessage(lang, retryAfter), { code: 'RATE_LIMITED', retryAfter }, 429);
}
