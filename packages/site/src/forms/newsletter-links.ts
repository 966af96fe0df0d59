import * as z from 'zod/mini';

// The newsletter's mailed links (issue 17: double opt-in, unsubscribing by a signed link)

/**
 * The newsletter page's parameters. A mailed link is `?confirm=1&token=…` or `?unsubscribe=1&token=…`
 * (the platform signs the token and adds it to the page the site gave it); the page shows a button
 * that sends it (a form POST to the same address, answered by the bff), and then `?result=` what came of it.
 */
export const newsletterParams = { confirm: 'confirm', unsubscribe: 'unsubscribe', token: 'token', result: 'result' } as const;

export const newsletterLinkKinds = ['confirm', 'unsubscribe'] as const;
export type NewsletterLinkKind = (typeof newsletterLinkKinds)[number];

/**
 * What opening a link came to: `confirmed`, `unsubscribed`; refused: `invalid` (altered, forged,
 * another mall's, malformed), `expired` (a confirmation past its days), `used` (a confirmation already
 * confirmed or replaced); `unavailable`: the platform could not be asked (the link stands, try again).
 */
export const newsletterOutcomes = ['confirmed', 'unsubscribed', 'invalid', 'expired', 'used', 'unavailable'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export const isNewsletterOutcome = (value: unknown): value is NewsletterOutcome => typeof value === 'string' && (newsletterOutcomes as readonly string[]).includes(value);

/** A link's token as the site takes it: the platform's own, opaque here; URL-safe characters, bounded. */
const newsletterToken = z.string().check(z.regex(/^[A-Za-z0-9._~-]{16,2048}$/));

/** A mailed link's parameters: one kind, and its token. */
export const newsletterLinkSchema = z.union([
  z.object({ confirm: z.literal('1'), unsubscribe: z.optional(z.never()), token: newsletterToken }),
  z.object({ unsubscribe: z.literal('1'), confirm: z.optional(z.never()), token: newsletterToken }),
]);

type QueryLike = URLSearchParams | Readonly<Record<string, string | undefined>>;
const queryValue = (query: QueryLike, name: string) => (query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name]);

/** The kind of link an address carries (a token and its kind's flag), or null: the page shows that link's button. */
export function newsletterLinkKind(query: QueryLike): NewsletterLinkKind | null {
  if (!queryValue(query, newsletterParams.token)) return null;
  const confirm = queryValue(query, newsletterParams.confirm) === '1';
  const unsubscribe = queryValue(query, newsletterParams.unsubscribe) === '1';
  return confirm === unsubscribe ? null : confirm ? 'confirm' : 'unsubscribe';
}

/** A mailed link's kind and token, checked, or null for anything else (the bff answers it `invalid`). */
export function newsletterLinkFrom(query: QueryLike): { kind: NewsletterLinkKind; token: string } | null {
  const values = Object.fromEntries(
    [newsletterParams.confirm, newsletterParams.unsubscribe, newsletterParams.token].flatMap((name) => {
      const value = queryValue(query, name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const parsed = newsletterLinkSchema.safeParse(values);
  if (!parsed.success) return null;
  return { kind: 'confirm' in parsed.data && parsed.data.confirm === '1' ? 'confirm' : 'unsubscribe', token: parsed.data.token };
}
