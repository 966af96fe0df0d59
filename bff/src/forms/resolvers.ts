import type { Lang } from '@mall/site';
import { checkForm, formSchemas, type FormName } from '@mall/site/forms';
import type { z } from 'zod';
import type { GraphQLContext } from '../graphql/context';
import { gqlError, upstreamError } from '../graphql/errors';
import type { FormResult, Resolvers } from '../graphql/generated';
import { publicCall, unwrap } from '../graphql/upstream-data';
import { enforceRateLimit, platformFieldErrors, refused } from '../graphql/form-outcome';
import { newsletterPage } from './newsletter-links';
import { subscriptionReply, supportReply, unsubscriptionReply } from './upstream';

// The visitors' form mutations (issue 9 "Pages"). In this order: the shared zod schema (bad input
// never reaches the platform and costs no rate-limit count), the rate limit (per tenant, form and
// client address), then one POST to the platform, never retried and never cached. The platform's
// field refusals come back on their fields; any other failure is an error with a code.
//
// The newsletter's two forms change nothing on the list by themselves (issue 17): subscribing has the
// platform mail a link to confirm (double opt-in), and unsubscribing has it mail the address its
// unsubscribe link. Both answer the same whatever the address's state, and both give the platform the
// site's pages in the page's language for those links (newsletter-links.ts, which also takes them back).

interface SendSpec<S extends z.ZodType> {
  form: FormName;
  path: string;
  reply: S;
  /** The fields the form shows, where the platform's refusals may land. */
  fields: readonly string[];
  /** The platform's payload from the checked values. */
  body(values: Record<string, unknown>, lang: Lang): Record<string, unknown>;
  reference?(reply: z.output<S>): string | null;
}

async function sendForm<S extends z.ZodType>(ctx: GraphQLContext, lang: Lang, input: unknown, spec: SendSpec<S>): Promise<FormResult> {
  const checked = checkForm(formSchemas[spec.form], input, lang);
  if (!checked.ok) return refused(checked.errors);
  await enforceRateLimit(ctx, spec.form, lang);
  const result = await ctx.reply.server.upstream.send(publicCall(ctx), 'POST', spec.path, spec.reply, spec.body(checked.value, lang));
  if (!result.ok) {
    const fieldErrors = platformFieldErrors(result.error, spec.fields, lang, { form: spec.form, log: ctx.log, sent: checked.value as Readonly<Record<string, unknown>> });
    if (fieldErrors) {
      ctx.log.info({ form: spec.form, fields: fieldErrors.map((e) => e.field), codes: fieldErrors.map((e) => e.code) }, 'form refused by the platform');
      return refused(fieldErrors);
    }
    ctx.log.warn({ form: spec.form, kind: result.error.kind, status: result.error.status }, 'form send failed');
    throw upstreamError(result.error);
  }
  return { ok: true, fieldErrors: [], reference: spec.reference?.(result.value) ?? null };
}

const withoutNulls = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));

export const formsResolvers: Pick<Resolvers, 'Mutation'> = {
  Mutation: {
    subscribeNewsletter: (_root, { lang, input }, ctx) =>
      sendForm(ctx, lang, input, {
        form: 'newsletterSubscribe',
        path: 'newsletters/subscription',
        reply: subscriptionReply,
        fields: ['email', 'name', 'consent'],
        body: (values, locale) => ({
          ...withoutNulls(values),
          locale,
          confirm_url: newsletterPage(ctx.tenant, locale, 'confirm'),
          unsubscribe_url: newsletterPage(ctx.tenant, locale, 'unsubscribe'),
        }),
      }),
    unsubscribeNewsletter: (_root, { lang, input }, ctx) =>
      sendForm(ctx, lang, input, {
        form: 'newsletterUnsubscribe',
        path: 'newsletters/unsubscribe',
        reply: unsubscriptionReply,
        fields: ['email'],
        body: (values, locale) => ({ ...withoutNulls(values), locale, unsubscribe_url: newsletterPage(ctx.tenant, locale, 'unsubscribe') }),
      }),
    sendContactMessage: async (_root, { lang, input }, ctx) => {
      // The form exists only where the mall has it on (settings `is_contact_support_active`).
      const settings = unwrap(ctx, await ctx.calls.settings(publicCall(ctx)));
      if (settings.is_contact_support_active !== 'true') throw gqlError('FORBIDDEN', 'The contact form is not available for this mall.');
      return sendForm(ctx, lang, input, {
        form: 'contactMessage',
        path: 'support',
        reply: supportReply,
        fields: ['name', 'email', 'phone', 'subject', 'message', 'consent'],
        body: withoutNulls,
        reference: (reply) => reply.data.ticket_number ?? null,
      });
    },
  },
};
