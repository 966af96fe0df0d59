import * as z from 'zod/mini';
import { optionalText } from './field-rules';

// A member's booking of a mall's service (issue 21; sandbox/CONTRACT.md "booking"): for how many
// people, and a note for the desk. The time and the service are chosen, not typed. The most people a
// service takes per booking is the service's own (`maxPeople`): the bff checks that against the
// service; this schema holds what every service shares, so bad input never reaches the platform.

export const bookingLimits = { noteMax: 500, peopleMax: 100 } as const;

/** A booking's form: people (a whole number, at least 1) and an optional note (up to 500 characters). */
export const bookServiceSchema = z.object({
  people: z.int({ error: 'invalidChoice' }).check(z.gte(1, { error: 'invalidChoice' }), z.lte(bookingLimits.peopleMax, { error: 'invalidChoice' })),
  note: optionalText(bookingLimits.noteMax),
});
export type BookServiceInput = z.output<typeof bookServiceSchema>;
