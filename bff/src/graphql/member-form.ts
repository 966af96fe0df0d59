import { createHash } from 'node:crypto';
import type { Lang } from '@mall/site';
import { checkForm, formSchemas, type FieldError, type FormName } from '@mall/site/forms';
import type { z } from 'zod';
import type { GraphQLContext } from './context';
import { upstreamError } from './errors';
import type { UpstreamFailure } from '../upstream/result';
import { enforceRateLimit, platformFieldErrors } from '../graphql/form-outcome';
import { memberCall, memberSend } from '../session/member-call';

// The members' forms (issue 10: profile, passwords, account deletion, support requests), in the
// visitors' order (issue 9) with the member first: a visitor is UNAUTHENTICATED before anything is
// looked at; then the shared zod schema (bad input never reaches the platform and costs no count);
// then the rate limit, where the form has one, per client address and per session; then one call
// with the member's token, never retried. The platform's field refusals come back on the form's
// fields (its names mapped to the form's); any other failure is an error with a code.

export interface MemberFormSpec<S extends z.ZodType, F extends FormName> {
  form: F;
  method: 'POST' | 'PATCH';
  path: string;
  reply: S;
  /** The form's fields, where the platform's refusals may land. */
  fields: readonly string[];
  /** The platform's field names that differ from the form's (`current_password` → `currentPassword`). */
  platformNames?: Readonly<Record<string, string>>;
  /** Counted by the rate limit (per address and per session) before it is sent. */
  rateLimited?: boolean;
  /** The platform's payload from the checked values. */
  body(values: z.output<(typeof formSchemas)[F]>): Record<string, unknown>;
}

export type MemberFormOutcome<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldError[] };

/** The rate limit's subject for a session: a hash of its token, so that no token is kept in Redis. */
export function sessionSubject(token: string): string {
  return `session:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/** A failure with the platform's field names turned into the form's. */
export function renameFields(failure: UpstreamFailure, names: Readonly<Record<string, string>>): UpstreamFailure {
  if (!failure.fieldErrors) return failure;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(failure.fieldErrors)) (fieldErrors[names[field] ?? field] ??= []).push(...messages);
  return { ...failure, fieldErrors };
}

export async function sendMemberForm<S extends z.ZodType, F extends FormName>(ctx: GraphQLContext, lang: Lang, input: unknown, spec: MemberFormSpec<S, F>): Promise<MemberFormOutcome<z.output<S>>> {
  const { token } = memberCall(ctx);
  const checked = checkForm(formSchemas[spec.form], input, lang);
  if (!checked.ok) return { ok: false, fieldErrors: checked.errors };
  if (spec.rateLimited) {
    await enforceRateLimit(ctx, spec.form, lang);
    await enforceRateLimit(ctx, spec.form, lang, sessionSubject(token));
  }
  const result = await memberSend(ctx, spec.method, spec.path, spec.reply, spec.body(checked.value as z.output<(typeof formSchemas)[F]>));
  if (result.ok) return { ok: true, value: result.value };
  const sent = checked.value as Readonly<Record<string, unknown>>;
  const fieldErrors = platformFieldErrors(renameFields(result.error, spec.platformNames ?? {}), spec.fields, lang, { form: spec.form, log: ctx.log, sent });
  if (fieldErrors) {
    ctx.log.info({ form: spec.form, fields: fieldErrors.map((e) => e.field), codes: fieldErrors.map((e) => e.code) }, 'member form refused by the platform');
    return { ok: false, fieldErrors };
  }
  const level = result.error.kind === 'unauthorized' ? 'info' : 'warn';
  ctx.log[level]({ form: spec.form, kind: result.error.kind, status: result.error.status }, 'member form failed');
  throw upstreamError(result.error);
}
