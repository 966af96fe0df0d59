import { languages, toHtmlLang, type Lang } from '@mall/site';
import { fieldErrorMessage, type FieldError, type FormName } from '@mall/site/forms';
import type { FastifyBaseLogger } from 'fastify';
import mercurius from 'mercurius';
import type { GraphQLContext } from './context';
import type { FormResult } from './generated';
import type { UpstreamFailure } from '../upstream/result';
import { platformRefusal } from '../shared/platform-messages';

// What every form of the site shares (the visitors' forms, issue 9; the members', issue 10): the
// answer with refused fields, the rate limit's refusal in the page's language, and how a platform
// refusal lands on the form.
//
// How a platform refusal lands on the form (issue 9: "show the platform's field errors on their
// fields"; issue 18: "in the page's language"): each field the platform names, with its first
// message, on the form's field of that name; a field the form does not have, or a refusal with no
// field, on the form as a whole. The message itself never reaches the page: a known one becomes its
// code (platform-messages.ts) with the site's text in the page's language, an unknown one the generic
// `rejected` text, and the original goes to the log with the form and the field.

/** Where a platform refusal is logged from: the form, the request's log, and what was sent (kept out of the log). */
export interface RefusalContext {
  form: FormName;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The form's checked values: a message that repeats one of them is logged without it. */
  sent?: Readonly<Record<string, unknown>>;
}

/** The longest platform message logged. */
const maxLoggedMessage = 500;

/** A platform message fit for the log: without anything the visitor typed (Laravel's `:input`), bounded. */
export function loggableMessage(message: string, sent: Readonly<Record<string, unknown>> = {}): string {
  let text = message;
  // Longest first, so that a value inside another is not left half-replaced. Shorter values (a
  // flag's `1`, a two-letter name) would cut words of the sentence itself.
  const values = Object.values(sent)
    .filter((value): value is string => typeof value === 'string' && value.trim().length >= 3)
    .sort((a, b) => b.length - a.length);
  for (const value of values) text = text.split(value).join('[input]');
  return text.length > maxLoggedMessage ? `${text.slice(0, maxLoggedMessage)}…` : text;
}

/** The platform's field errors as the form's, or null when the failure is not a field refusal. */
export function platformFieldErrors(failure: UpstreamFailure, fields: readonly string[], lang: Lang, context: RefusalContext): FieldError[] | null {
  if (failure.kind !== 'validation') return null;
  const out: FieldError[] = [];
  for (const [name, messages] of Object.entries(failure.fieldErrors ?? {})) {
    const message = messages.find((m) => m.trim().length > 0)?.trim() ?? '';
    const known = platformRefusal(message);
    let field = fields.includes(name) ? name : 'form';
    // Laravel's `confirmed` rule refuses the password; the form asks for the second entry beside it.
    if (known?.code === 'mismatch' && fields.includes(`${name}Confirmation`)) field = `${name}Confirmation`;
    // Worth a look: a sentence to add to platform-messages.ts, or a field of a request the bff built.
    if (!known) context.log.warn({ form: context.form, field: name, platformMessage: loggableMessage(message, context.sent) }, 'platform message not known: the generic text is shown');
    else if (field === 'form') context.log.warn({ form: context.form, field: name, code: known.code }, 'platform refused a field the form has not');
    const code = known?.code ?? 'rejected';
    // Two refusals the form shows in one place (two fields it has not) say the same once.
    if (out.some((e) => e.field === field && e.code === code)) continue;
    out.push({ field, code, message: fieldErrorMessage(code, lang, known?.params) });
  }
  if (out.length === 0) {
    context.log.warn({ form: context.form, field: null, platformMessage: loggableMessage(failure.message, context.sent) }, 'platform refusal names no field: the generic text is shown');
    out.push({ field: 'form', code: 'rejected', message: fieldErrorMessage('rejected', lang) });
  }
  return out;
}

/** A form's answer with refused fields: nothing was sent, or the platform refused it. */
export const refused = (fieldErrors: FieldError[]): FormResult => ({ ok: false, fieldErrors, reference: null });

/**
 * The word "minute" for a count, by the language's plural rule (Intl.PluralRules, CLDR): the
 * specification's 1 / 2–4 / 5+ is exactly Czech and Slovak's one / few / other (0, 21, 22 … other).
 */
const minuteWords: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'minute', other: 'minutes' },
  cz: { one: 'minutu', few: 'minuty', other: 'minut' },
  sk: { one: 'minútu', few: 'minúty', other: 'minút' },
  de: { one: 'Minute', other: 'Minuten' },
};

const pluralRules = Object.fromEntries(languages.map((lang) => [lang, new Intl.PluralRules(toHtmlLang(lang))])) as Record<Lang, Intl.PluralRules>;

const minutes = (lang: Lang, n: number) => `${n} ${minuteWords[lang][pluralRules[lang].select(n)] ?? minuteWords[lang].other}`;

/** Rate-limit messages in the request's language, the wait rounded up to whole minutes. */
const rateLimitMessages: Record<Lang, (minutes: string) => string> = {
  en: (m) => `Too many attempts. Please try again in ${m}.`,
  cz: (m) => `Příliš mnoho pokusů. Zkuste to prosím znovu za ${m}.`,
  sk: (m) => `Príliš veľa pokusov. Skúste to, prosím, znova o ${m}.`,
  de: (m) => `Zu viele Versuche. Bitte versuchen Sie es in ${m} erneut.`,
};

/** The rate limit's refusal in `lang`, the wait rounded up to whole minutes (uploads answer it too). */
export function rateLimitMessage(lang: Lang, retryAfterSeconds: number): string {
  return rateLimitMessages[lang](minutes(lang, Math.max(1, Math.ceil(retryAfterSeconds / 60))));
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
