import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { sendError } from '../envelope';
import { fieldErrors } from '../list-query';

// What the platform's form endpoints share (our choice, DESIGN.md "Upstream contract"): JSON or
// form posts (`application/x-www-form-urlencoded`, every value a string), Laravel-style 422 with
// messages per field.

export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, { error: `The ${field} field is required.` })
    .max(max, { error: `The ${field} field must not be greater than ${max} characters.` });

export const emailField = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, { error: 'The email field is required.' })
  .max(254, { error: 'The email field must not be greater than 254 characters.' })
  .pipe(z.email({ error: 'The email field must be a valid email address.' }));

/** A form post carries the text 'true' / '1' / 'on'; JSON a boolean. */
export const acceptedField = (field: string) =>
  z.union([z.literal(true), z.literal('true'), z.literal('1'), z.literal('on'), z.literal(1)], { error: `The ${field} field must be accepted.` });

export const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `The ${field} field must not be greater than ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

export function invalid(reply: FastifyReply, issues: readonly z.core.$ZodIssue[]): FastifyReply {
  return sendError(reply, 422, 'The given data was invalid.', fieldErrors(issues));
}
